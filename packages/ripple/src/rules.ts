import { type CellAttempt, cellAt, cellNameAt, checkedSolutionProblems, type Problem } from "@gridsmith/kit";
import { repeatProblems, roomSizeNumberRules } from "@gridsmith/kit/digit-play";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { type Puzzle, roomCells, UNKNOWN_GIVEN } from "./puzzle.js";

// A cell holds 1 to its room's size (a `?` cell none: see UNKNOWN_GIVEN): kit's rules of that, then Ripple
// Effect's own mistakes below.
const rules = roomSizeNumberRules<Puzzle>({
  shapeProblems,
  attemptProblems,
  mistakes,
  holdsNone: (puzzle) => (i) => puzzle.givens[i] === UNKNOWN_GIVEN,
});

/** What makes a puzzle not one: its shape (one `bad-shape` problem), then givens no answer can meet. */
export const validate = rules.validate;

/**
 * A player's mistakes in `attempt` (each cell's number, 0 or null for none; a given cell counts as its
 * given): a number out of its room's range, a given changed (a `?` cell holds no number), a number twice in
 * a room, and two equal numbers N in a row or column with fewer than N cells between them. Shares no code with the solver. A puzzle or an
 * attempt of the wrong shape is one `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = rules.check;

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: CellAttempt): Problem[] {
  const { width: w, height: h, givens } = puzzle;
  const name = (i: number) => cellNameAt(i, w);
  // A `?` cell takes part in no rule (see UNKNOWN_GIVEN).
  const unknown = (i: number) => givens[i] === UNKNOWN_GIVEN;
  const number = (i: number) => (givens[i]! > 0 ? givens[i]! : unknown(i) ? 0 : (attempt[i] ?? 0));
  const problems = repeatProblems(roomCells(puzzle), number, (same, v) => ({
    code: "repeated-number",
    message: `${same.map(name).join(" and ")} in one room both hold ${v}`,
    cells: same.map((i) => cellAt(i, w)),
  }));
  for (let i = 0; i < w * h; i++) {
    const v = number(i);
    if (v <= 0) continue;
    const r = Math.floor(i / w);
    const c = i % w;
    // Past the grid's side no cell is near enough (and a huge number costs no more than a small one).
    for (let d = 1; d <= Math.min(v, Math.max(w, h)); d++)
      for (const j of [c + d < w ? i + d : -1, r + d < h ? i + d * w : -1])
        if (j >= 0 && number(j) === v)
          problems.push({
            code: "too-close",
            message: `the ${v}s in ${name(i)} and ${name(j)} have ${d - 1} cells between them; ${v} need at least ${v}`,
            cells: [cellAt(i, w), cellAt(j, w)],
          });
  }
  return problems;
}

/** The problems with `solution` as a whole answer: {@link check}'s, and every cell but a `?` left empty. */
export const solutionProblems = checkedSolutionProblems(check, answerProblems);

/** The problems {@link solutionProblems} finds in a whole answer of the right shape, after {@link check}'s. */
function answerProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const problems: Problem[] = [];
  for (let i = 0; i < puzzle.width * puzzle.height; i++)
    if (!(solution[i]! > 0) && puzzle.givens[i] !== UNKNOWN_GIVEN)
      problems.push({
        code: "empty-cell",
        message: `${cellNameAt(i, puzzle.width)} is empty`,
        cells: [cellAt(i, puzzle.width)],
      });
  return problems;
}
