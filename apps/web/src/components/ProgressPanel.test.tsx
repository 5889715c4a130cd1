import { fireEvent, screen } from "@solidjs/testing-library";
import { beforeEach, describe, expect, it } from "vitest";
import { loadProgress } from "../state/storage.ts";
import { memoryStorage } from "../test/memory-storage.ts";
import { renderPage } from "../test/render-page.tsx";
import { rowBoard } from "../test/row-board.tsx";
import { rowPuzzle } from "../test/row-puzzle.ts";

const cell = (n: number) => screen.getByLabelText(`column ${n}`) as HTMLInputElement;
const play = (n: number, digit: string) => fireEvent.input(cell(n), { target: { value: digit } });

beforeEach(() => localStorage.clear());

describe("progress on the puzzle page", () => {
  it("saves moves shortly after, and at once when the page is hidden", () => {
    renderPage(rowPuzzle, rowBoard);
    play(2, "2");
    // Within the delay nothing is written yet; leaving the page writes it.
    expect(loadProgress(localStorage, "row", "1.3.")?.history.present).toEqual([null, null, null, null]);
    window.dispatchEvent(new Event("pagehide"));
    const saved = loadProgress(localStorage, "row", "1.3.");
    expect(saved?.history.present).toEqual([null, 2, null, null]);
    expect(saved).toMatchObject({ name: "Four", filled: 1, total: 4, solved: false });
  });

  it("keeps a named checkpoint, returns to it (undoably) and keeps it across a reload", () => {
    const first = renderPage(rowPuzzle, rowBoard);
    play(2, "2");
    fireEvent.input(screen.getByLabelText("Name"), { target: { value: "before the guess" } });
    fireEvent.click(screen.getByRole("button", { name: "Save checkpoint" }));
    expect(screen.getByRole("status").textContent).toBe('Checkpoint "before the guess" saved.');
    play(4, "9");
    fireEvent.click(screen.getByRole("button", { name: "Return to before the guess" }));
    expect(cell(4).value).toBe("");
    expect(cell(2).value).toBe("2");
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(cell(4).value).toBe("9");
    // An unnamed checkpoint gets the next free number.
    fireEvent.click(screen.getByRole("button", { name: "Save checkpoint" }));
    expect(screen.getByText("Checkpoint 2")).toBeTruthy();
    first.unmount();

    renderPage(rowPuzzle, rowBoard);
    expect(cell(4).value).toBe("9");
    fireEvent.click(screen.getByRole("button", { name: "Return to before the guess" }));
    expect(cell(4).value).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Remove Checkpoint 2" }));
    expect(screen.queryByText("Checkpoint 2")).toBeNull();
  });

  it("says quietly when the browser keeps nothing, and still plays", () => {
    renderPage(rowPuzzle, rowBoard, "/row", memoryStorage(20));
    expect(screen.getByText(/storage is full: your moves are kept only until you leave/)).toBeTruthy();
    play(2, "2");
    expect(cell(2).value).toBe("2");
    const disabled = {
      ...memoryStorage(),
      setItem() {
        throw new DOMException("denied", "SecurityError");
      },
    } as Storage;
    renderPage(rowPuzzle, rowBoard, "/row", disabled);
    expect(screen.getByText(/a private window\?/)).toBeTruthy();
  });
});
