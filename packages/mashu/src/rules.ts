import { cellName, linePieces, type Problem, shapedChecks } from "@gridsmith/kit";
import { closedEarlyProblems, notOneLoopProblems } from "@gridsmith/kit/loop-problems";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { BLACK, cellLines, type Puzzle, WHITE } from "./puzzle.js";

// The rules by definition, for players' attempts and to verify the solver's answers. Shares no code with the
// solver (which runs on the engine's circuit and sums).

const at = (p: Puzzle, i: number) => ({ row: Math.floor(i / p.width), col: i % p.width });

/** What makes a puzzle not one: its shape (one `bad-shape` problem); any pearls may stand anywhere. */
export const validate: (puzzle: Puzzle) => Problem[] = shapeProblems;

/** The way the loop goes through a cell: its lines up, down, left, right (true where drawn). */
function ways(p: Puzzle, on: (line: number) => boolean, i: number): boolean[] {
  return cellLines(p, i).map((l) => l >= 0 && on(l));
}

const count = (ws: boolean[]) => ws.filter(Boolean).length;
/** Straight: two lines, up and down or left and right. */
const straight = (ws: boolean[]) => count(ws) === 2 && ws[0] === ws[1];
/** A turn: two lines, one up or down and one left or right. */
const turn = (ws: boolean[]) => count(ws) === 2 && ws[0] !== ws[1];

/** The neighbours of cell `i` the way each of its lines goes (up, down, left, right), -1 off the grid. */
function neighbours(p: Puzzle, i: number): number[] {
  const r = Math.floor(i / p.width);
  const c = i % p.width;
  return [
    r > 0 ? i - p.width : -1,
    r < p.height - 1 ? i + p.width : -1,
    c > 0 ? i - 1 : -1,
    c < p.width - 1 ? i + 1 : -1,
  ];
}

/** The mistakes at each cell that more lines cannot mend: a branch, and a pearl's rule already broken. */
function cellProblems(p: Puzzle, on: (line: number) => boolean): Problem[] {
  const problems: Problem[] = [];
  p.pearls.forEach((pearl, i) => {
    const ws = ways(p, on, i);
    const name = cellName(at(p, i));
    if (count(ws) > 2)
      problems.push({ code: "branch", message: `the loop branches at ${name}`, cells: [at(p, i)] });
    const next = neighbours(p, i);
    const along = next.filter((_, d) => ws[d]);
    if (pearl === WHITE) {
      if ((ws[0] || ws[1]) && (ws[2] || ws[3]))
        problems.push({
          code: "white-turns",
          message: `the loop turns on the white pearl at ${name}`,
          cells: [at(p, i)],
        });
      else if (straight(ws) && along.every((j) => straight(ways(p, on, j))))
        problems.push({
          code: "white-no-turn",
          message: `the loop turns in neither cell beside the white pearl at ${name}`,
          cells: [at(p, i)],
        });
    }
    if (pearl === BLACK) {
      if ((ws[0] && ws[1]) || (ws[2] && ws[3]))
        problems.push({
          code: "black-straight",
          message: `the loop goes straight on the black pearl at ${name}`,
          cells: [at(p, i)],
        });
      if (along.some((j) => turn(ways(p, on, j))))
        problems.push({
          code: "black-neighbour-turns",
          message: `the loop turns beside the black pearl at ${name}`,
          cells: [at(p, i)],
        });
    }
  });
  return problems;
}

const checks = shapedChecks(shapeProblems, attemptProblems, mistakes, answerProblems);

/**
 * A player's mistakes in `attempt` (per line 1 drawn, anything else not): a branch, a pearl's rule broken,
 * and a closed loop that leaves other lines or a pearl outside it. A puzzle or an attempt of the wrong shape
 * is one `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = checks.check;

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: readonly (number | null | undefined)[]): Problem[] {
  const on = (l: number) => attempt[l] === 1;
  const problems = cellProblems(puzzle, on);
  const pearls = puzzle.pearls.flatMap((v, i) => (v === 0 ? [] : [i]));
  problems.push(
    ...closedEarlyProblems(puzzle.width, linePieces(puzzle.height, puzzle.width, on), {
      cells: pearls,
      what: "a pearl",
    }),
  );
  return problems;
}

/**
 * The problems with `solution` as a whole answer: {@link check}'s, and every line must close into one loop
 * through every pearl, each white pearl with a turn beside it, each black pearl a turn.
 */
export const solutionProblems = checks.solutionProblems;

/** The problems {@link solutionProblems} finds in a whole answer of the right shape, after {@link check}'s. */
function answerProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const on = (l: number) => solution[l] === 1;
  const problems = notOneLoopProblems(linePieces(puzzle.height, puzzle.width, on));
  puzzle.pearls.forEach((pearl, i) => {
    if (pearl === 0) return;
    const ws = ways(puzzle, on, i);
    if (pearl === WHITE ? !straight(ws) : !turn(ws))
      problems.push({
        code: "pearl-off-loop",
        message: `the loop does not pass the ${pearl === WHITE ? "white" : "black"} pearl at ${cellName(at(puzzle, i))} as it must`,
        cells: [at(puzzle, i)],
      });
  });
  return problems;
}
