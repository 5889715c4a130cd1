import { type BoardDescription, framedCells, framedIndex, innerCells, type PlayModel } from "@gridsmith/kit";
import {
  type DigitAttempt,
  type DigitGrid,
  digitPlay,
  digitsOf,
  placeDigit,
} from "@gridsmith/kit/digit-play";
import type { Placement } from "./hints.js";
import { clueCell, letterOf, lines, NO_CLUE, type Puzzle, type Solution, UNKNOWN_CLUE } from "./puzzle.js";

/** A player's attempt: the letters, empties and pencil marks typed on the framed board (see {@link play}). */
export type Attempt = DigitAttempt;

// The board is the grid in a frame one cell wide that holds the clues, as puzz.link draws it: grid cell
// (r, c) is board cell (r + 1, c + 1). Cells are played as digits: 1 to `letters` are the letters A, B, ...,
// and one past the last letter marks a cell empty (pzprjs's "no letter here"), so that a finished board is one
// where every cell is decided.

/** The digit that marks a cell empty. */
const emptyDigit = (p: Puzzle) => p.letters + 1;

/** The board as a grid of digits: the grid's cells open (0) or given, the frame blocks (-1). */
function grid(p: Puzzle): DigitGrid {
  return { cols: p.width + 2, cells: framedCells(p, (i) => p.givens[i] ?? 0, -1), max: emptyDigit(p) };
}

function board(p: Puzzle, g: DigitGrid): BoardDescription {
  const cells: BoardDescription["cells"] = g.cells.map((v) =>
    v < 0 ? { block: true } : v > 0 ? { text: letterOf(v) } : null,
  );
  p.clues.forEach((v, k) => {
    if (v === NO_CLUE) return;
    const { row, col } = clueCell(p, k);
    cells[row * g.cols + col] = { text: v === UNKNOWN_CLUE ? "?" : letterOf(v) };
  });
  const symbols = [...Array.from({ length: p.letters }, (_, k) => letterOf(k + 1)), "x"];
  return {
    rows: p.height + 2,
    cols: g.cols,
    cells,
    input: { cells: { kind: "digit", min: 1, max: g.max, marks: true, symbols } },
  };
}

/**
 * How Easy as ABC is played, as on puzz.link: letters typed into the grid's cells (letter keys, or digit
 * keys 1 for A), `x` marks a cell empty, pencil marks too; the clues in a frame around it. Hints place
 * letters and empties. Cells of steps and problems are the framed board's, so a hint can point at its clue.
 */
const digits = digitPlay<Puzzle, Solution, Placement>({
  grid,
  board,
  digits: (p, solution) => framedCells(p, (i) => solution[i] || emptyDigit(p), 0),
  solution: (p, digits) => innerCells(p, digits).map((d) => (d === emptyDigit(p) ? 0 : d)),
  deduce: (p, g, attempt, d) =>
    placeDigit(g, attempt, { row: d.row + 1, col: d.col + 1, value: d.value || emptyDigit(p) }),
  // A letter's candidates are the ones its row and column do not hold yet; empty is always one.
  candidates(p, g, attempt) {
    const values = digitsOf(g, attempt);
    const masks = g.cells.map(() => 2 ** g.max - 1);
    for (const { cells } of lines(p)) {
      let used = 0;
      for (const i of cells) {
        const d = values[framedIndex(p, i)]!;
        if (d >= 1 && d <= p.letters) used |= 1 << (d - 1);
      }
      for (const i of cells) masks[framedIndex(p, i)]! &= ~used;
    }
    return masks;
  },
});

/**
 * How Easy as ABC is played (as above), where what a hint reads keeps a cell marked empty as -1, so a
 * "stays empty" step carried out is not hinted again.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, Placement> = {
  ...digits,
  hintInput: (p, attempt) =>
    innerCells(p, digitsOf(grid(p), attempt)).map((d) => (d === emptyDigit(p) ? -1 : d)),
};
