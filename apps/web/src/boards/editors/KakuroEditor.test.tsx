import { fireEvent, render, screen } from "@solidjs/testing-library";
import { describe, expect, it, vi } from "vitest";
import { gridCell as cell } from "../../test/grid-cell.ts";
import { playedType } from "../../test/play-boards.ts";
import { BLACK, blankDrawing, KakuroEditor, type KakuroPlay } from "./KakuroEditor.tsx";

const { type } = playedType("kakuro");
const play = type.play as KakuroPlay;

describe("KakuroEditor", () => {
  it("makes the clues from a filled drawing, and the drawing solves what it hands on", () => {
    const onDone = vi.fn();
    render(() => <KakuroEditor play={play} onDone={onDone} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText("Rows"), { target: { value: "3" } });
    fireEvent.change(screen.getByLabelText("Columns"), { target: { value: "3" } });
    expect(screen.getAllByRole("gridcell")).toHaveLength(9);
    const done = screen.getByRole("button", { name: "Use this puzzle" }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    // A 2x2 block of white cells under the clue border, typed from r2c2: 1 3 / 2 4.
    cell(2, 2).focus();
    for (const key of ["1", "ArrowRight", "3", "ArrowDown", "4", "ArrowLeft", "2"])
      fireEvent.keyDown(cell(2, 2), { key });
    expect(cell(1, 2).getAttribute("aria-label")).toBe("Row 1, column 2, black, down 3");
    expect(cell(2, 1).getAttribute("aria-label")).toBe("Row 2, column 1, black, across 4");
    expect(done.disabled).toBe(false);
    fireEvent.click(done);
    const puzzle = onDone.mock.calls[0]![0];
    expect(type.validate(puzzle)).toEqual([]);
    const drawn = [0, 0, 0, 0, 1, 3, 0, 2, 4];
    expect(type.solve(puzzle).solutions).toEqual([drawn]);
    expect(type.check(puzzle, drawn)).toEqual([]);
  });

  it("turns cells black and white from the pad, and says what is left to do", () => {
    render(() => <KakuroEditor play={play} onDone={() => {}} onCancel={() => {}} />);
    fireEvent.click(cell(3, 3));
    fireEvent.click(screen.getByRole("button", { name: "Black" }));
    expect(cell(3, 3).getAttribute("aria-label")).toMatch(/^Row 3, column 3, black/);
    fireEvent.click(screen.getByRole("button", { name: "Black" }));
    fireEvent.click(screen.getByRole("button", { name: "Digit 7" }));
    expect(cell(3, 3).getAttribute("aria-label")).toBe("Row 3, column 3, 7");
    fireEvent.click(screen.getByRole("button", { name: "Erase" }));
    expect(cell(3, 3).getAttribute("aria-label")).toBe("Row 3, column 3, empty");
    expect(screen.getByRole("list", { name: "Still to do" }).textContent).toMatch(/fill every white cell/);
  });
});

describe("drawing a kakuro", () => {
  it("says what keeps a drawing from being a kakuro", () => {
    const d = blankDrawing(3, 4);
    // Row 2: a white cell on the left edge, then 5 5 (a repeat); row 3: a lone cell at r3c4.
    d.cells = [BLACK, BLACK, BLACK, BLACK, 1, 5, 5, BLACK, BLACK, BLACK, BLACK, 2];
    const { problems } = play.fromDrawing(d);
    expect(problems.join("; ")).toMatch(/r3c4 a white neighbour/);
    expect(problems.join("; ")).toMatch(/across entry at r2c1 starts at the edge/);
    d.cells = [BLACK, BLACK, BLACK, BLACK, BLACK, 5, 5, BLACK, BLACK, 4, 6, BLACK];
    expect(play.fromDrawing(d).problems.join("; ")).toMatch(/across entry at r2c2 repeats a digit/);
  });
});
