import type { BoardDescription } from "@gridsmith/kit";
import { fireEvent, render, screen } from "@solidjs/testing-library";
import { afterEach, describe, expect, it } from "vitest";
import { gridCell as cell } from "../test/grid-cell.ts";
import { playBoard } from "./PlayBoard.tsx";
import { describedPlay, renderPlay } from "./testing.tsx";
import { zoomFromSide } from "./zoom.ts";

/** A board of `side` x `side` whose first cell holds a clue. */
const sized = (side: number, kind: "shade" | "digit"): BoardDescription => ({
  rows: side,
  cols: side,
  cells: [{ text: "2" }, ...new Array<null>(side * side - 1).fill(null)],
  input: { cells: kind === "digit" ? { kind, min: 1, max: 9, marks: false } : { kind } },
});
const shade = sized(zoomFromSide, "shade");

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
const board = () => document.querySelector<HTMLElement>(".gb")!;
const cellSize = () => board().style.getPropertyValue("--zoom-cell");
const state = (row: number, col: number) => cell(row, col).getAttribute("aria-label")!.split(", ")[2];

function tap(el: Element, pointerType = "touch") {
  fireEvent.pointerDown(el, { button: 0, pointerId: 1, pointerType });
  fireEvent.pointerUp(el, { pointerId: 1, pointerType });
}

describe("the board's zoom bar", () => {
  afterEach(() => localStorage.clear());

  it("steps the cell size up and down from the board's own (jsdom lays out nothing: 0 px)", () => {
    renderPlay(describedPlay(shade), null);
    expect(screen.getByRole("group", { name: "Board size" })).toBeTruthy();
    expect(cellSize()).toBe("");
    fireEvent.click(button("Zoom in"));
    expect(cellSize()).toBe("2px");
    fireEvent.click(button("Zoom in"));
    fireEvent.click(button("Zoom in"));
    expect(cellSize()).toBe("4px");
    fireEvent.click(button("Zoom out"));
    expect(cellSize()).toBe("3px");
    fireEvent.click(button("Zoom out"));
    expect(cellSize()).toBe("2px");
    expect(button("Zoom out").disabled).toBe(true);
    expect(button("Zoom in").disabled).toBe(false);
    for (let k = 0; k < 20; k++) fireEvent.click(button("Zoom in"));
    expect(cellSize()).toBe("64px");
    expect(button("Zoom in").disabled).toBe(true);
    expect(button("Fit the board to the screen").getAttribute("aria-pressed")).toBe("false");
  });

  it("Move lets a finger pan: taps play nothing until it is off again", () => {
    const { moves } = renderPlay(describedPlay(shade), null);
    const move = button("Move the board");
    fireEvent.click(move);
    expect(move.getAttribute("aria-pressed")).toBe("true");
    expect(board().classList.contains("moving")).toBe(true);
    tap(cell(2, 2));
    tap(cell(2, 3), "mouse");
    expect([state(2, 2), state(2, 3), moves()]).toEqual(["empty", "empty", 0]);
    fireEvent.click(move);
    expect(board().classList.contains("moving")).toBe(false);
    tap(cell(2, 2));
    expect([state(2, 2), moves()]).toEqual(["shaded", 1]);
  });

  it("offers Move only where a finger draws (a digit grid pans already), and nothing on a read-only board", () => {
    renderPlay(describedPlay(sized(zoomFromSide, "digit")), null);
    expect(screen.getByRole("button", { name: "Zoom in" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Move the board" })).toBeNull();
    document.body.innerHTML = "";
    renderPlay(describedPlay(shade), null, "Read-only", false);
    expect(screen.queryByRole("group", { name: "Board size" })).toBeNull();
  });

  it("leaves a board that fits a phone without a bar, and without a zoom remembered from a larger one", () => {
    const small = describedPlay(sized(zoomFromSide - 1, "shade"));
    const show = (play: typeof small) => {
      document.body.innerHTML = "";
      const Board = playBoard(play, "one");
      render(() => (
        <Board puzzle={null} text="" attempt={play.newAttempt(null)} onMove={() => {}} label="x" />
      ));
    };
    show(describedPlay(shade));
    fireEvent.click(button("Zoom in"));
    expect(cellSize()).toBe("2px");
    show(small);
    expect(screen.queryByRole("group", { name: "Board size" })).toBeNull();
    expect(cellSize()).toBe("");
  });

  it("remembers the zoom per type in this browser", () => {
    const play = describedPlay(shade);
    const show = (key: string) => {
      document.body.innerHTML = "";
      const Board = playBoard(play, key);
      render(() => (
        <Board puzzle={null} text="" attempt={play.newAttempt(null)} onMove={() => {}} label="x" />
      ));
    };
    show("one");
    fireEvent.click(button("Zoom in"));
    fireEvent.click(button("Zoom in"));
    expect(cellSize()).toBe("3px");
    show("one");
    expect(cellSize()).toBe("3px");
    show("two");
    expect(cellSize()).toBe("");
    fireEvent.click(button("Fit the board to the screen"));
    expect(button("Fit the board to the screen").getAttribute("aria-pressed")).toBe("true");
    show("two");
    expect(button("Fit the board to the screen").getAttribute("aria-pressed")).toBe("true");
  });
});
