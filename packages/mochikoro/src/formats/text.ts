import { gridText } from "@gridsmith/kit";
import { EMPTY, type Puzzle, UNKNOWN } from "../puzzle.js";

/** An answer as text (the kit's `gridText`): `#` a shaded cell, a number (`?` hidden), `.` another cell. */
export const solutionText = (puzzle: Puzzle, solution: readonly number[]): string =>
  gridText(
    puzzle.width,
    puzzle.cells.map((v, i) =>
      solution[i] === 1 ? "#" : v === EMPTY ? "." : v === UNKNOWN ? "?" : String(v),
    ),
  );
