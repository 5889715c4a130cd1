import { type BoardDescription, framedCells, innerCells, type PlayModel } from "@gridsmith/kit";
import {
  type DigitAttempt,
  type DigitGrid,
  digitPlay,
  digitSymbol,
  placeDigit,
} from "@gridsmith/kit/digit-play";
import type { Placement } from "./hints.js";
import { clueCell, NO_CLUE, type Puzzle, type Solution, tallest, UNKNOWN_CLUE } from "./puzzle.js";

/** A player's attempt: the heights and pencil marks typed on the framed board (see {@link play}). */
export type Attempt = DigitAttempt;

// The board is the grid in a frame one cell wide that holds the clues, as puzz.link draws it: grid cell
// (r, c) is board cell (r + 1, c + 1). The frame is not played: a clue shows its number, a place without one
// is a block.
/** The board as a grid of digits: the grid's cells open (0), the frame blocks (-1). */
function grid(p: Puzzle): DigitGrid {
  return { cols: p.width + 2, cells: framedCells(p, () => 0, -1), max: tallest(p) };
}

function board(p: Puzzle, g: DigitGrid): BoardDescription {
  const cells: BoardDescription["cells"] = g.cells.map((v) => (v < 0 ? { block: true } : null));
  p.clues.forEach((v, k) => {
    if (v === NO_CLUE) return;
    const { row, col } = clueCell(p, k);
    cells[row * g.cols + col] = { text: v === UNKNOWN_CLUE ? "?" : v === 0 ? "0" : digitSymbol(v) };
  });
  return {
    rows: p.height + 2,
    cols: g.cols,
    cells,
    input: { cells: { kind: "digit", min: 1, max: g.max, marks: true } },
  };
}

/**
 * How Skyscrapers is played, as on puzz.link: heights typed into the grid's cells with digit keys (pencil marks
 * too), the clues in a frame around it. Hints place heights. Cells of steps and problems are the framed
 * board's, so a hint can point at its clue.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, Placement> = digitPlay<Puzzle, Solution, Placement>({
  grid,
  board,
  digits: (p, solution) => framedCells(p, (i) => solution[i] ?? 0, 0),
  solution: innerCells,
  deduce: (_p, g, attempt, d) => placeDigit(g, attempt, { row: d.row + 1, col: d.col + 1, value: d.value }),
  // Only the rows and columns of the grid: the frame holds no heights.
  candidates(p, g, attempt) {
    const all = 2 ** g.max - 1;
    const heights = g.cells.map((v, i) => (v === 0 ? (attempt.v[i] ?? 0) : 0));
    return g.cells.map((v, i) => {
      if (v !== 0) return 0;
      const row = Math.floor(i / g.cols);
      const col = i % g.cols;
      let used = 0;
      for (let c = 1; c <= p.width; c++)
        used |= heights[row * g.cols + c] ? 1 << (heights[row * g.cols + c]! - 1) : 0;
      for (let r = 1; r <= p.height; r++)
        used |= heights[r * g.cols + col] ? 1 << (heights[r * g.cols + col]! - 1) : 0;
      return all & ~used;
    });
  },
});
