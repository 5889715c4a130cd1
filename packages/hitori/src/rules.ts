import { cellName, type Problem } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { cellAt, neighbours, type Puzzle, repeats } from "./puzzle.js";

/** What makes a puzzle not one: its shape (one `bad-shape` problem naming the path). Any grid of numbers is a Hitori. */
export function validate(puzzle: Puzzle): Problem[] {
  return shapeProblems(puzzle);
}

const nameOf = (puzzle: Puzzle, i: number) => cellName(cellAt(puzzle, i));

/**
 * A player's mistakes in `attempt` (1 shaded, -1 a dot: marked unshaded, 0 undecided): two shaded cells side
 * by side, and a number dotted twice in one row or column. A puzzle or an attempt of the wrong shape is one
 * `bad-shape` or `bad-attempt` problem, found first.
 */
export function check(puzzle: Puzzle, attempt: readonly (number | null)[] | null): Problem[] {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) return shape;
  const wrong = attemptProblems(puzzle, attempt);
  if (wrong.length > 0 || attempt == null) return wrong;
  const shaded = (i: number) => attempt[i] === 1;
  const problems: Problem[] = [];
  puzzle.cells.forEach((_, i) => {
    if (!shaded(i)) return;
    for (const j of neighbours(puzzle, i))
      if (j > i && shaded(j))
        problems.push({
          code: "shaded-side-by-side",
          message: `${nameOf(puzzle, i)} and ${nameOf(puzzle, j)} are shaded side by side`,
          cells: [cellAt(puzzle, i), cellAt(puzzle, j)],
        });
  });
  for (const group of repeats(puzzle)) {
    // Only cells the player marked unshaded (a dot) count: an undecided cell may still be shaded.
    const kept = group.filter((i) => attempt[i] === -1);
    if (kept.length > 1) problems.push(repeatProblem(puzzle, kept));
  }
  return problems;
}

function repeatProblem(puzzle: Puzzle, cells: number[]): Problem {
  return {
    code: "repeated-number",
    message: `${cells.map((i) => nameOf(puzzle, i)).join(" and ")} both keep ${puzzle.cells[cells[0]!]} unshaded`,
    cells: cells.map((i) => cellAt(puzzle, i)),
  };
}

/**
 * The problems with `solution` (1 shaded, 0 not) as a whole answer: shaded cells side by side, a number left
 * twice unshaded in a row or column, unshaded cells in more than one piece, and no shaded cell at all (puzz.link's
 * checker wants one).
 */
export function solutionProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const asAttempt = solution.map((v) => (v === 1 ? 1 : -1));
  const problems = check(puzzle, asAttempt);
  if (problems.some((p) => p.code === "bad-shape" || p.code === "bad-attempt")) return problems;
  const n = puzzle.cells.length;
  const open = [...Array(n).keys()].filter((i) => solution[i] !== 1);
  if (open.length === n && n > 0)
    problems.push({ code: "nothing-shaded", message: "no cell is shaded", cells: [] });
  if (open.length > 0) {
    const seen = new Set([open[0]!]);
    const stack = [open[0]!];
    while (stack.length > 0)
      for (const j of neighbours(puzzle, stack.pop()!))
        if (solution[j] !== 1 && !seen.has(j)) {
          seen.add(j);
          stack.push(j);
        }
    const cut = open.filter((i) => !seen.has(i));
    if (cut.length > 0)
      problems.push({
        code: "unshaded-divided",
        message: `the unshaded cells are divided: ${nameOf(puzzle, cut[0]!)} cannot reach ${nameOf(puzzle, open[0]!)}`,
        cells: [cellAt(puzzle, cut[0]!)],
      });
  }
  return problems;
}
