import {
  type Problem,
  puzzleCellName,
  shadedSideBySide,
  shadingChecks,
  unshadedProblems,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { borderRuns, cellAt, type Puzzle, roomCells, roomNumbers } from "./puzzle.js";

/**
 * What makes a puzzle not one: its shape (one `bad-shape` problem naming the path), a room with two numbers
 * among it. Any division into rooms is a Heyawake.
 */
export const validate: (puzzle: Puzzle) => Problem[] = shapeProblems;

/** Rooms with more shaded cells than their number, and with fewer too when `whole`. */
function countProblems(puzzle: Puzzle, shaded: (i: number) => boolean, whole: boolean): Problem[] {
  const numbers = roomNumbers(puzzle);
  return roomCells(puzzle).flatMap((cells, room) => {
    const want = numbers[room]!;
    const n = cells.filter(shaded).length;
    if (want < 0 || n === want || (!whole && n < want)) return [];
    return [
      {
        code: n > want ? "room-too-many" : "room-too-few",
        message: `the room of ${puzzleCellName(puzzle, cells[0]!)} has ${n} shaded cells, not ${want}`,
        cells: cells.map((i) => cellAt(puzzle, i)),
      },
    ];
  });
}

/** Runs of cells `open` says are unshaded across two room borders (through three rooms). */
function runProblems(puzzle: Puzzle, open: (i: number) => boolean): Problem[] {
  return borderRuns(puzzle)
    .filter((run) => run.every(open))
    .map((run) => ({
      code: "three-rooms",
      message: `${puzzleCellName(puzzle, run[0]!)} to ${puzzleCellName(puzzle, run[run.length - 1]!)} run unshaded through three rooms`,
      cells: run.map((i) => cellAt(puzzle, i)),
    }));
}

// The attempt's and the whole answer's problems are one reading of the rules over the `shaded` cells: shaded
// cells side by side, room counts, runs through three rooms of cells surely `unshaded` (an attempt's dots
// only: an undecided cell may still be shaded), and for a `whole` answer the unshaded cells in one piece and
// something shaded.
const checks = shadingChecks<Puzzle>(shapeProblems, attemptProblems, (puzzle, shaded, whole, unshaded) => [
  ...shadedSideBySide({ ...puzzle, shaded }),
  ...countProblems(puzzle, shaded, whole),
  ...runProblems(puzzle, unshaded),
  ...(whole ? unshadedProblems({ ...puzzle, shaded }) : []),
]);

/**
 * A player's mistakes in `attempt` (1 shaded, -1 a dot: marked unshaded, 0 undecided): two shaded cells side
 * by side, a room with more shaded cells than its number, and dotted cells in a line through three rooms. A
 * puzzle or an attempt of the wrong shape is one `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = checks.check;

/**
 * The problems with `solution` (1 shaded, 0 not) as a whole answer: shaded cells side by side, a room whose
 * shaded cells are not its number, an unshaded line through three rooms, unshaded cells in more than one
 * piece, and no shaded cell at all (puzz.link's checker wants one).
 */
export const solutionProblems = checks.solutionProblems;
