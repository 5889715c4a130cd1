import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import { fireEvent, screen } from "@solidjs/testing-library";
import { describe, expect, it } from "vitest";
import { colourPuzzle } from "../../test/colour-nonogram.ts";
import { gridCell as cell } from "../../test/grid-cell.ts";
import { renderPlaying } from "../../test/play-board.tsx";
import { boardFor } from "./index.ts";

// The package's play model on the site's board; the model's own tests are the package's.
const board = boardFor((await loadPuzzleType("nonogram"))!.play!);
const NonogramBoard = board.Board;
const newAttempt = board.newAttempt;

const renderBoard = () =>
  renderPlaying(NonogramBoard, colourPuzzle, newAttempt(colourPuzzle), "Nonogram puzzle");

const pressed = () =>
  screen.getAllByRole("button").find((b) => b.getAttribute("aria-pressed") === "true")?.textContent;

describe("NonogramBoard in colour", () => {
  it("draws clue numbers on chips of their colour, with contrasting text, and names colours in labels", () => {
    renderBoard();
    const row3 = screen.getByRole("rowheader", { name: "Row 3 clue 1 red, 1 green" });
    const chips = [...row3.querySelectorAll<HTMLElement>(".nono-chip")];
    expect(
      chips.map((c) => [c.textContent, c.dataset.colour, c.style.backgroundColor, c.style.color]),
    ).toEqual([
      ["1", "r", "rgb(214, 40, 40)", "rgb(255, 255, 255)"],
      ["1", "g", "rgb(42, 157, 63)", "rgb(0, 0, 0)"],
    ]);
    expect(screen.getByRole("columnheader", { name: "Column 3 clue 2 green" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Fill" })).toBeNull();
    expect(pressed()).toBe("1red r");
  });

  it("paints a dragged line with the current colour as one move, and fills cells with the palette colour", () => {
    const { attempt, moves } = renderBoard();
    fireEvent.pointerDown(cell(1, 1), { button: 0, pointerId: 1 });
    fireEvent.pointerMove(cell(1, 2), { pointerId: 1 });
    fireEvent.pointerUp(cell(1, 2), { pointerId: 1 });
    expect(attempt()[0]).toBe("rr?");
    expect(moves()).toBe(1);
    expect(cell(1, 1).getAttribute("aria-label")).toBe("Row 1, column 1, red");
    expect(cell(1, 1).classList.contains("coloured")).toBe(true);
    expect(cell(1, 1).style.backgroundColor).toBe("rgb(214, 40, 40)");
    expect(screen.getByRole("rowheader", { name: "Row 1 clue 2 red, done" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /green/ }));
    fireEvent.pointerDown(cell(2, 2), { button: 0, pointerId: 1 });
    fireEvent.pointerMove(cell(2, 3), { pointerId: 1 });
    fireEvent.pointerUp(cell(2, 3), { pointerId: 1 });
    expect(attempt()[1]).toBe("?gg");
    // The right button marks the background.
    fireEvent.pointerDown(cell(2, 1), { button: 2, pointerId: 1 });
    fireEvent.pointerUp(cell(2, 1), { pointerId: 1 });
    expect(attempt()[1]).toBe(".gg");
    expect(cell(2, 1).getAttribute("aria-label")).toBe("Row 2, column 1, crossed out");
    expect(cell(2, 1).classList.contains("crossed")).toBe(true);
  });

  it("picks and paints colours with digits and codes, Space with the current colour, x crosses out", () => {
    const { attempt } = renderBoard();
    cell(1, 1).focus();
    fireEvent.keyDown(cell(1, 1), { key: "ArrowDown" });
    fireEvent.keyDown(cell(2, 1), { key: "ArrowDown" });
    fireEvent.keyDown(cell(3, 1), { key: "1" });
    expect(attempt()[2]).toBe("r??");
    fireEvent.keyDown(cell(3, 1), { key: "ArrowRight" });
    fireEvent.keyDown(cell(3, 2), { key: "x" });
    fireEvent.keyDown(cell(3, 2), { key: "ArrowRight" });
    fireEvent.keyDown(cell(3, 3), { key: "g" });
    expect(attempt()[2]).toBe("r.g");
    expect(pressed()).toBe("2green g");
    fireEvent.keyDown(cell(3, 3), { key: "ArrowUp" });
    fireEvent.keyDown(cell(2, 3), { key: " " });
    expect(attempt()[1]).toBe("??g");
    fireEvent.keyDown(cell(2, 3), { key: "0" });
    expect(attempt()[1]).toBe("??.");
    expect(pressed()).toBe("×Cross out x");
    fireEvent.keyDown(cell(2, 3), { key: "Backspace" });
    expect(attempt()[1]).toBe("???");
  });
});
