import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import { fireEvent, screen, within } from "@solidjs/testing-library";
import { describe, expect, it } from "vitest";
import { gridCell as cell } from "../../test/grid-cell.ts";
import { renderPlaying } from "../../test/play-board.tsx";
import { boardFor } from "./index.ts";

// The package's play model on the site's board; the model's own tests are the package's.
const board = boardFor((await loadPuzzleType("crosspatch"))!.play!);
const CrosspatchBoard = board.Board;
const newAttempt = board.newAttempt;

const seed = { grid: ["#####", "# #", "# #", "######", "# #"], words: ["IDYLL", "KRISS", "KROSS", "SOLVER"] };

const renderBoard = () => renderPlaying(CrosspatchBoard, seed, newAttempt(seed), "Crosspatch puzzle").attempt;

describe("CrosspatchBoard", () => {
  it("labels cells with their slots and skips squares that are not cells", () => {
    renderBoard();
    expect(screen.getAllByRole("gridcell")).toHaveLength(17);
    expect(cell(1, 1).getAttribute("aria-label")).toBe("Row 1, column 1, empty, in H5(0,0) and V5(0,0)");
    cell(2, 1).focus();
    fireEvent.keyDown(cell(2, 1), { key: "ArrowRight" });
    expect(document.activeElement).toBe(cell(2, 3));
  });

  it("types a word along the selected slot, and Tab goes to the next slot", () => {
    const attempt = renderBoard();
    cell(1, 1).focus();
    for (const ch of "kriss") fireEvent.keyDown(document.activeElement!, { key: ch });
    expect(attempt()[0]).toBe("KRISS");
    fireEvent.keyDown(document.activeElement!, { key: "Tab" });
    expect(document.activeElement).toBe(cell(4, 1));
    expect(screen.getByText("H6(3,0)")).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: " " });
    expect(screen.getByText("V5(0,0)")).toBeTruthy();
  });

  it("places a word picked from the list and crosses it off", () => {
    const attempt = renderBoard();
    fireEvent.click(cell(4, 1));
    const list = screen.getByRole("region", { name: "Word list" });
    fireEvent.click(within(list).getByRole("button", { name: "SOLVER" }));
    expect(attempt()[3]).toBe("SOLVER");
    expect(within(list).getByRole("button", { name: "SOLVER, placed" }).classList.contains("used")).toBe(
      true,
    );
    expect(within(list).getByText(/3 of 4 left/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear slot" }));
    expect(attempt()[3]).toBe("######");
  });

  it("takes a whole word typed into the slot box", () => {
    const attempt = renderBoard();
    fireEvent.pointerDown(cell(1, 3));
    fireEvent.click(cell(1, 3));
    fireEvent.pointerDown(cell(1, 3));
    fireEvent.click(cell(1, 3));
    expect(screen.getByText("V5(0,2)")).toBeTruthy();
    fireEvent.input(screen.getByLabelText("Word for V5(0,2)"), { target: { value: "idyll" } });
    fireEvent.submit(screen.getByLabelText("Word for V5(0,2)").closest("form")!);
    expect(
      attempt()
        .map((r) => r[2])
        .join(""),
    ).toBe("IDYLL");
  });
});
