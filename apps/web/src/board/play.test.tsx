import { type BoardDescription, type BoardView, borderEdges, type PlayModel } from "@gridsmith/kit";
import { fireEvent, screen, within } from "@solidjs/testing-library";
import { afterEach, describe, expect, it, vi } from "vitest";
import { gridCell as cell } from "../test/grid-cell.ts";
import { longPressMs } from "./cell-strokes.ts";
import { describedPlay, renderPlay } from "./testing.tsx";

const state = (row: number, col: number) => cell(row, col).getAttribute("aria-label")!.split(", ")[2];

function tap(el: Element, button = 0, pointerType = "mouse") {
  fireEvent.pointerDown(el, { button, pointerId: 1, pointerType });
  fireEvent.pointerUp(el, { pointerId: 1, pointerType });
}

// Nurikabe-like: a 2 in the top left, a 1 in the bottom right.
const shade: BoardDescription = {
  rows: 3,
  cols: 3,
  cells: [{ text: "2" }, null, null, null, null, null, null, null, { text: "1" }],
  input: { cells: { kind: "shade" } },
};

describe("a shade board with numbers", () => {
  afterEach(() => vi.useRealTimers());

  it("labels numbers as clues and cells by their shading", () => {
    renderPlay(describedPlay(shade), null, "Shade puzzle");
    expect(within(screen.getByRole("grid", { name: "Shade puzzle" })).getAllByRole("gridcell")).toHaveLength(
      9,
    );
    expect(cell(1, 1).getAttribute("aria-label")).toBe("Row 1, column 1, clue 2");
    expect(cell(1, 2).getAttribute("aria-label")).toBe("Row 1, column 2, empty");
  });

  it("cycles a tapped cell shaded, dotted, empty; the right button dots; a clue never changes", () => {
    const { moves } = renderPlay(describedPlay(shade), null);
    const seen: string[] = [];
    for (let k = 0; k < 3; k++) {
      tap(cell(2, 2));
      seen.push(state(2, 2)!);
    }
    expect(seen).toEqual(["shaded", "dotted", "empty"]);
    tap(cell(2, 1), 2);
    expect(state(2, 1)).toBe("dotted");
    tap(cell(2, 1), 2);
    expect(state(2, 1)).toBe("empty");
    tap(cell(1, 1));
    expect(cell(1, 1).getAttribute("aria-label")).toBe("Row 1, column 1, clue 2");
    expect(moves()).toBe(5);
  });

  it("shows a shaded cell as a light, not a dark cell, when the board asks for lights (Light Up)", () => {
    const lights = { ...shade, input: { cells: { kind: "shade", mark: "light" } } } as const;
    renderPlay(describedPlay(lights), null);
    tap(cell(2, 2));
    expect(state(2, 2)).toBe("light");
    expect(cell(2, 2).classList.contains("light")).toBe(true);
    expect(cell(2, 2).classList.contains("shaded")).toBe(false);
    tap(cell(2, 2));
    expect(state(2, 2)).toBe("dotted");
  });

  it("draws diagonals, / on a tap and \\ on the right button or its key, when the board asks for them (Slant)", () => {
    const slant = {
      ...shade,
      cells: new Array(9).fill(null),
      input: { cells: { kind: "shade", mark: "diagonal" } },
    } as const;
    const { moves } = renderPlay(describedPlay(slant), null);
    tap(cell(2, 2));
    expect(state(2, 2)).toBe("slash");
    expect(cell(2, 2).classList.contains("slash")).toBe(true);
    expect(cell(2, 2).classList.contains("shaded")).toBe(false);
    tap(cell(2, 2));
    expect(state(2, 2)).toBe("backslash");
    expect(cell(2, 2).classList.contains("backslash")).toBe(true);
    tap(cell(1, 1), 2);
    expect(state(1, 1)).toBe("backslash");
    fireEvent.keyDown(cell(1, 1), { key: "/" });
    expect(state(1, 1)).toBe("slash");
    fireEvent.keyDown(cell(1, 1), { key: "\\" });
    expect(state(1, 1)).toBe("backslash");
    fireEvent.keyDown(cell(1, 1), { key: "\\" });
    expect(state(1, 1)).toBe("empty");
    expect(moves()).toBe(6);
  });

  it("dots a cell on a long press by touch", () => {
    vi.useFakeTimers();
    renderPlay(describedPlay(shade), null);
    fireEvent.pointerDown(cell(2, 2), { button: 0, pointerId: 1, pointerType: "touch" });
    expect(state(2, 2)).toBe("shaded");
    vi.advanceTimersByTime(longPressMs + 10);
    expect(state(2, 2)).toBe("dotted");
    fireEvent.pointerUp(cell(2, 2), { pointerId: 1, pointerType: "touch" });
    expect(state(2, 2)).toBe("dotted");
  });

  it("paints a run in one drag, as one move, filling the cells a quick stroke skips", () => {
    const { attempt, moves } = renderPlay(describedPlay(shade), null);
    fireEvent.pointerDown(cell(1, 3), { button: 0, pointerId: 1 });
    fireEvent.pointerMove(cell(3, 3), { pointerId: 1 });
    fireEvent.pointerMove(cell(3, 1), { pointerId: 1 });
    expect(state(3, 2)).toBe("shaded"); // the draft shows as it goes
    fireEvent.pointerUp(cell(3, 1), { pointerId: 1 });
    expect(moves()).toBe(1);
    expect(attempt().shades).toEqual([0, 0, 1, 0, 0, 1, 1, 1, 0]);
  });

  it("shades with Space, dots with '.', empties with Backspace, moves with arrows", () => {
    const { attempt } = renderPlay(describedPlay(shade), null);
    cell(1, 1).focus();
    fireEvent.keyDown(cell(1, 1), { key: "ArrowRight" });
    expect(document.activeElement).toBe(cell(1, 2));
    fireEvent.keyDown(cell(1, 2), { key: " " });
    fireEvent.keyDown(cell(1, 2), { key: "ArrowRight" });
    fireEvent.keyDown(cell(1, 3), { key: "." });
    expect([state(1, 2), state(1, 3)]).toEqual(["shaded", "dotted"]);
    fireEvent.keyDown(cell(1, 3), { key: "Backspace" });
    expect(attempt().shades!.slice(0, 3)).toEqual([0, 1, 0]);
  });
});

// Slitherlink-like: 2x2, a 3 in the top left.
const loop: BoardDescription = {
  rows: 2,
  cols: 2,
  cells: [{ text: "3" }, null, null, null],
  input: { cells: { kind: "none" }, edges: "border" },
};
/** The loop's play model, its view greying the 3 once it has three lines around it, as slitherlink's does. */
const loopPlay: PlayModel<null, BoardView, BoardView> = {
  ...describedPlay(loop),
  view: (_p, a) => ({
    ...a,
    doneCells: [
      borderEdges.around(2, 2, 0, 0).filter((e) => a.edges![e] === 1).length === 3,
      false,
      false,
      false,
    ],
  }),
};
const edge = (name: string) => screen.getByRole("gridcell", { name: new RegExp(`^${name},`) });

describe("a board played on its border edges", () => {
  it("labels every edge and cell; a tap cycles line, cross, empty; the right button crosses", () => {
    const { attempt, moves } = renderPlay(loopPlay, null, "Loop puzzle");
    expect(screen.getAllByRole("gridcell", { name: /^(Top|Bottom|Left|Right) of/ })).toHaveLength(12);
    expect(screen.getByRole("gridcell", { name: "Row 1, column 1, clue 3" })).toBeTruthy();
    expect(screen.getByRole("gridcell", { name: "Row 2, column 2, no clue" })).toBeTruthy();
    const top = edge("Top of r1c1");
    expect(top.getAttribute("aria-label")).toBe("Top of r1c1, empty");
    tap(top);
    expect(edge("Top of r1c1").getAttribute("aria-label")).toBe("Top of r1c1, line");
    tap(edge("Top of r1c1"));
    expect(edge("Top of r1c1").getAttribute("aria-label")).toBe("Top of r1c1, crossed");
    tap(edge("Right of r2c2"), 2);
    expect(edge("Right of r2c2").getAttribute("aria-label")).toBe("Right of r2c2, crossed");
    expect(moves()).toBe(3);
    expect(attempt().edges![0]).toBe(-1);
  });

  it("greys a number once as many lines are around it, and moves along edges with the keyboard", () => {
    renderPlay(loopPlay, null);
    const top = edge("Top of r1c1");
    top.focus();
    fireEvent.keyDown(top, { key: " " });
    fireEvent.keyDown(top, { key: "ArrowDown" });
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Left of r1c1, empty");
    fireEvent.keyDown(document.activeElement!, { key: "Enter" });
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Left of r1c2, empty");
    fireEvent.keyDown(document.activeElement!, { key: "x" });
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Left of r1c2, crossed");
    fireEvent.keyDown(document.activeElement!, { key: "Backspace" });
    expect(screen.getByRole("gridcell", { name: "Row 1, column 1, clue 3" })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: " " });
    expect(screen.getByRole("gridcell", { name: "Row 1, column 1, clue 3, done" })).toBeTruthy();
  });

  it("outlines the edges a problem names", () => {
    const { setMarks } = renderPlay(loopPlay, null);
    setMarks({ problems: [{ code: "x", message: "x", edges: [0] } as never], step: null });
    expect(edge("Top of r1c1").getAttribute("aria-label")).toBe("Top of r1c1, empty, mistake");
  });
});

// Nonogram-like: clues outside, guides every 2.
const picture: BoardDescription = {
  rows: 2,
  cols: 3,
  cells: new Array(6).fill(null),
  outside: {
    rows: [[{ value: 3 }], [{ value: 1 }, { value: 1 }]],
    cols: [[{ value: 2 }], [{ value: 1 }], [{ value: 2 }]],
  },
  guides: 2,
  input: { cells: { kind: "shade" } },
};

describe("a board with clues outside", () => {
  it("heads rows and columns with their clues, and says when a line's clues are done", () => {
    const play = describedPlay(picture);
    play.view = (_p, a) => ({
      ...a,
      doneClues: {
        rows: [[(a.shades ?? []).slice(0, 3).every((s) => s === 1)], [false, false]],
        cols: [[false], [false], [false]],
      },
    });
    renderPlay(play, null, "Picture");
    expect(screen.getAllByRole("columnheader").map((h) => h.getAttribute("aria-label"))).toEqual([
      "Column 1 clue 2",
      "Column 2 clue 1",
      "Column 3 clue 2",
    ]);
    expect(screen.getByRole("rowheader", { name: "Row 2 clue 1 1" })).toBeTruthy();
    expect(cell(1, 2).querySelector(".rules.r")).not.toBeNull();
    fireEvent.pointerDown(cell(1, 1), { button: 0, pointerId: 1 });
    fireEvent.pointerMove(cell(1, 3), { pointerId: 1 });
    fireEvent.pointerUp(cell(1, 3), { pointerId: 1 });
    expect(screen.getByRole("rowheader", { name: "Row 1 clue 3, done" })).toBeTruthy();
  });
});

describe("a board of colours and centre lines", () => {
  it("paints with the colour picked in the palette or by its digit", () => {
    const board: BoardDescription = {
      rows: 1,
      cols: 3,
      cells: [null, null, null],
      input: { cells: { kind: "colour", colours: ["#ff0000", "#00ff00"] } },
    };
    const { attempt } = renderPlay(describedPlay(board), null);
    fireEvent.click(screen.getByRole("button", { name: "Colour 2" }));
    tap(cell(1, 1));
    expect(cell(1, 1).getAttribute("aria-label")).toBe("Row 1, column 1, colour 2");
    fireEvent.keyDown(cell(1, 1), { key: "ArrowRight" });
    fireEvent.keyDown(cell(1, 2), { key: "1" });
    expect(attempt().shades).toEqual([2, 1, 0]);
    expect((cell(1, 2) as HTMLElement).style.backgroundColor).toBe("rgb(255, 0, 0)");
  });

  it("draws a centre line along a drag, as one move, and with Shift+arrow", () => {
    const board: BoardDescription = {
      rows: 2,
      cols: 2,
      cells: [{ circle: "white" }, null, null, { circle: "black" }],
      input: { cells: { kind: "none" }, edges: "centre" },
    };
    const { attempt, moves } = renderPlay(describedPlay(board), null);
    expect(cell(1, 1).getAttribute("aria-label")).toBe("Row 1, column 1, white circle");
    fireEvent.pointerDown(cell(1, 1), { button: 0, pointerId: 1 });
    fireEvent.pointerMove(cell(1, 2), { pointerId: 1 });
    fireEvent.pointerMove(cell(2, 2), { pointerId: 1 });
    fireEvent.pointerUp(cell(2, 2), { pointerId: 1 });
    expect(moves()).toBe(1);
    // Right lines first (2 rows of 1), then down lines (1 row of 2).
    expect(attempt().edges).toEqual([1, 0, 0, 1]);
    expect(cell(1, 2).getAttribute("aria-label")).toBe("Row 1, column 2, empty, lines down left");
    cell(2, 2).focus();
    fireEvent.keyDown(cell(2, 2), { key: "ArrowLeft", shiftKey: true });
    expect(attempt().edges).toEqual([1, 1, 0, 1]);
  });

  it("cycles a centre line none, one, two on a board of double lines (Hashikake's bridges)", () => {
    const board: BoardDescription = {
      rows: 1,
      cols: 3,
      cells: [{ text: "2", circle: "white" }, null, { text: "2", circle: "white" }],
      input: { cells: { kind: "none" }, edges: "centre", maxLines: 2 },
    };
    const { attempt, moves } = renderPlay(describedPlay(board), null);
    const drag = () => {
      fireEvent.pointerDown(cell(1, 1), { button: 0, pointerId: 1 });
      fireEvent.pointerMove(cell(1, 2), { pointerId: 1 });
      fireEvent.pointerMove(cell(1, 3), { pointerId: 1 });
      fireEvent.pointerUp(cell(1, 3), { pointerId: 1 });
    };
    drag();
    expect(attempt().edges).toEqual([1, 1]);
    drag();
    expect(attempt().edges).toEqual([2, 2]);
    expect(cell(1, 2).querySelectorAll(".ln.on.double")).toHaveLength(2);
    expect(cell(1, 2).getAttribute("aria-label")).toBe("Row 1, column 2, empty, lines left right");
    drag();
    expect(attempt().edges).toEqual([0, 0]);
    expect(moves()).toBe(3);
    cell(1, 1).focus();
    fireEvent.keyDown(cell(1, 1), { key: "ArrowRight", shiftKey: true });
    fireEvent.keyDown(cell(1, 2), { key: "ArrowLeft", shiftKey: true });
    expect(attempt().edges).toEqual([2, 0]);
  });
});

describe("a large board", () => {
  // jsdom takes about half a millisecond an element, so the 200 x 200 is timed in the browser (e2e); here a
  // 40 x 40 shows that a move touches only the cells it changes.
  it("renders, and a move rewrites only the cells it changes", () => {
    const n = 40;
    const board: BoardDescription = {
      rows: n,
      cols: n,
      cells: new Array(n * n).fill(null),
      guides: 5,
      input: { cells: { kind: "shade" } },
    };
    renderPlay(describedPlay(board), null, "Big");
    const grid = screen.getByRole("grid");
    const cells = grid.querySelectorAll(".gb-cell");
    expect(cells).toHaveLength(n * n);
    const touched = new Set<Element>();
    const observer = new MutationObserver((records) => {
      for (const r of records)
        touched.add((r.target as Element).closest(".gb-cell") ?? (r.target as Element));
    });
    observer.observe(grid, { subtree: true, attributes: true, childList: true });
    tap(cells[123]!);
    for (const r of observer.takeRecords())
      touched.add((r.target as Element).closest(".gb-cell") ?? (r.target as Element));
    observer.disconnect();
    expect(cells[123]!.classList.contains("shaded")).toBe(true);
    expect(grid.querySelectorAll(".gb-cell")[0]).toBe(cells[0]);
    // The cell painted, and the one that had the tab stop.
    expect([...touched].filter((el) => el !== cells[123] && el !== cells[0])).toEqual([]);
  });
});
