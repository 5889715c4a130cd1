import { cellName, type LinePiece, linePieces, type Problem, shapedChecks } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { cellLines, type Puzzle } from "./puzzle.js";

// The rules by definition, for players' attempts and to verify the solver's answers. Shares no code with the
// solver (which runs on the engine's circuit, sums and tables).

const at = (p: Puzzle, i: number) => ({ row: Math.floor(i / p.width), col: i % p.width });
const named = (p: Puzzle, i: number) => cellName(at(p, i));

/**
 * What makes a puzzle not one this package solves: its shape (one `bad-shape` problem), or `unsupported` (what
 * `why` says: a hidden number, or a number given more than twice).
 */
export function validate(puzzle: Puzzle, why: (puzzle: Puzzle) => string | null): Problem[] {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) return shape;
  const reason = why(puzzle);
  return reason === null ? [] : [{ code: "unsupported", message: reason }];
}

/** The numbered cells of a piece, and whether two of them differ (a hidden number matches any). */
function pieceNumbers(p: Puzzle, piece: LinePiece) {
  const ends = piece.cells.filter((i) => p.numbers[i] !== -1);
  const given = new Set(ends.map((i) => p.numbers[i]!).filter((n) => n >= 0));
  return { ends, differ: given.size > 1 };
}

const checks = shapedChecks(shapeProblems, attemptProblems, mistakes, answerProblems);

/**
 * A player's mistakes in `attempt` (per line 1 drawn, anything else not) that more lines cannot mend: a branch,
 * a line through a number, a line joining different numbers or more than two, and a closed loop. A puzzle or
 * an attempt of the wrong shape is one `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = checks.check;

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: readonly (number | null | undefined)[]): Problem[] {
  const on = (l: number) => attempt[l] === 1;
  const problems: Problem[] = [];
  const add = (code: string, message: string, cells: number[]) =>
    problems.push({ code, message, cells: cells.map((i) => at(puzzle, i)) });
  puzzle.numbers.forEach((n, i) => {
    const degree = cellLines(puzzle, i).filter((l) => l >= 0 && on(l)).length;
    if (degree > 2) add("branch", `the line branches at ${named(puzzle, i)}`, [i]);
    else if (n !== -1 && degree > 1)
      add("line-on-number", `a line runs through the number at ${named(puzzle, i)}`, [i]);
  });
  for (const piece of linePieces(puzzle.height, puzzle.width, on)) {
    const { ends, differ } = pieceNumbers(puzzle, piece);
    const first = named(puzzle, piece.cells[0]!);
    if (piece.closed) add("closed-loop", `the line through ${first} closes into a loop`, piece.cells);
    if (differ) add("different-numbers", `the line through ${first} joins different numbers`, ends);
    if (ends.length > 2) add("many-numbers", `the line through ${first} joins ${ends.length} numbers`, ends);
  }
  return problems;
}

/**
 * The problems with `solution` as a whole answer: {@link check}'s, and some line is drawn (as puzz.link
 * judges), every number has exactly one line, and every line joins two numbers (no loose end).
 */
export const solutionProblems = checks.solutionProblems;

/** The problems {@link solutionProblems} finds in a whole answer of the right shape, after {@link check}'s. */
function answerProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const problems: Problem[] = [];
  const on = (l: number) => solution[l] === 1;
  if (!solution.some((v) => v === 1)) problems.push({ code: "no-line", message: "no line is drawn" });
  puzzle.numbers.forEach((n, i) => {
    if (n === -1) return;
    const degree = cellLines(puzzle, i).filter((l) => l >= 0 && on(l)).length;
    if (degree === 0)
      problems.push({
        code: "number-alone",
        message: `no line leaves the number at ${named(puzzle, i)}`,
        cells: [at(puzzle, i)],
      });
  });
  for (const piece of linePieces(puzzle.height, puzzle.width, on)) {
    const { ends } = pieceNumbers(puzzle, piece);
    if (!piece.closed && ends.length < 2)
      problems.push({
        code: "loose-end",
        message: `the line through ${named(puzzle, piece.cells[0]!)} ends without a number`,
        cells: piece.cells.map((i) => at(puzzle, i)),
      });
  }
  return problems;
}
