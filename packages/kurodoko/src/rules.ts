import {
  type Problem,
  puzzleCellName,
  shadedClueProblems,
  shadedSideBySide,
  shadingChecks,
  unshadedProblems,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { cellAt, EMPTY, type Puzzle, sightLines } from "./puzzle.js";

/** What makes a puzzle not one: its shape (one `bad-shape` problem naming the path). */
export const validate: (puzzle: Puzzle) => Problem[] = shapeProblems;

/** How many cells cell `i` sees, itself included, through cells `open` says are unshaded. */
export function seen(puzzle: Puzzle, i: number, open: (j: number) => boolean): number {
  let count = 1;
  for (const line of sightLines(puzzle, i))
    for (const j of line) {
      if (!open(j)) break;
      count++;
    }
  return count;
}

/**
 * Numbered cells shaded, and numbers that see a count they cannot have: more than the number through cells
 * surely unshaded (`sure`), or fewer through cells that may be (`maybe`).
 */
function numberProblems(
  puzzle: Puzzle,
  shaded: (i: number) => boolean,
  sure: (i: number) => boolean,
): Problem[] {
  const problems = shadedClueProblems({ ...puzzle, shaded }, (i) => puzzle.cells[i] !== EMPTY, "number");
  puzzle.cells.forEach((n, i) => {
    // A shaded number sees nothing: its one problem is being shaded.
    if (n < 0 || shaded(i)) return;
    const at = [cellAt(puzzle, i)];
    const most = seen(puzzle, i, (j) => !shaded(j));
    const least = seen(puzzle, i, (j) => sure(j));
    if (least > n || most < n)
      problems.push({
        code: "wrong-count",
        message: `${puzzleCellName(puzzle, i)} sees ${least > n ? `at least ${least}` : `at most ${most}`} cells, not ${n}`,
        cells: at,
      });
  });
  return problems;
}

// The attempt's and the whole answer's problems are one reading of the rules over the `shaded` cells: shaded
// cells side by side, numbers seeing the wrong count through cells surely `unshaded` (an attempt's dots and
// numbers, a whole answer's unshaded cells), and for a `whole` answer the unshaded cells in one piece and
// something shaded.
const checks = shadingChecks<Puzzle>(shapeProblems, attemptProblems, (puzzle, shaded, whole, unshaded) => {
  // In an attempt a number is never shaded, so it bounds what a number sees as a dot does.
  const sure = whole ? unshaded : (j: number) => unshaded(j) || puzzle.cells[j] !== EMPTY;
  return [
    ...shadedSideBySide({ ...puzzle, shaded }),
    ...numberProblems(puzzle, shaded, sure),
    ...(whole ? unshadedProblems({ ...puzzle, shaded }) : []),
  ];
});

/**
 * A player's mistakes in `attempt` (1 shaded, -1 a dot: marked unshaded, 0 undecided): two shaded cells side
 * by side, a numbered cell shaded, and a number that already sees more cells than it says (through dots and
 * numbers) or can no longer see as many (past shaded cells). A puzzle or an attempt of the wrong shape is one
 * `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = checks.check;

/**
 * The problems with `solution` (1 shaded, 0 not) as a whole answer: shaded cells side by side, a numbered
 * cell shaded, a number that sees another count, unshaded cells in more than one piece, and no shaded cell
 * at all (puzz.link's checker wants one).
 */
export const solutionProblems = checks.solutionProblems;
