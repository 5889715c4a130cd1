import { cellNameAt } from "@gridsmith/kit";
import { layoutOf } from "./entries.js";
import type { Block, KakuroCell, Puzzle } from "./puzzle.js";

/**
 * A kakuro as a setter draws it: a filled grid, row by row, -1 for a black cell, 0 for a white cell not
 * filled yet, 1-9 a white cell's digit. The clues follow from the digits, so whatever is drawn has at least
 * that one solution.
 */
export interface Drawing {
  rows: number;
  cols: number;
  cells: number[];
}

/**
 * The puzzle a drawing makes: each entry's clue is the sum of its digits, written once all of them are
 * filled; the white cells are left empty for the player. `problems` says what keeps it from being a kakuro
 * yet, in words; the puzzle is still made (with the clues known so far) while there are some.
 */
export function puzzleOfDrawing(d: Drawing): { puzzle: Puzzle; problems: string[] } {
  const puzzle: Puzzle = {
    rows: d.rows,
    cols: d.cols,
    cells: d.cells.map((c): KakuroCell => (c < 0 ? {} : 0)),
  };
  const problems: string[] = [];
  const name = (i: number) => cellNameAt(i, d.cols);
  const empty = d.cells.flatMap((c, i) => (c === 0 ? [name(i)] : []));
  if (empty.length > 0)
    problems.push(
      `fill every white cell (${empty.slice(0, 3).join(", ")}${empty.length > 3 ? ", ..." : ""})`,
    );
  const layout = layoutOf(puzzle);
  const alone = d.cells.flatMap((c, i) =>
    c >= 0 && layout.across[i] === -1 && layout.down[i] === -1 ? [name(i)] : [],
  );
  if (alone.length > 0) problems.push(`give ${alone.join(", ")} a white neighbour, or make it black`);
  for (const entry of layout.entries) {
    const first = name(entry.cells[0]!);
    if (entry.clueCell < 0) {
      problems.push(
        `the ${entry.direction} entry at ${first} starts at the edge: it needs a black cell for its clue`,
      );
      continue;
    }
    const digits = entry.cells.map((i) => d.cells[i]!);
    const written = digits.filter((x) => x > 0);
    if (new Set(written).size < written.length)
      problems.push(`the ${entry.direction} entry at ${first} repeats a digit`);
    if (written.length === digits.length)
      (puzzle.cells[entry.clueCell] as Block)[entry.direction] = digits.reduce((s, x) => s + x, 0);
  }
  return { puzzle, problems };
}
