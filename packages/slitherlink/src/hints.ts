import type { Removal } from "@gridsmith/constraint";
import {
  type AttemptEntries,
  beyondLadder,
  type Cell,
  cellName,
  EASY,
  easy,
  explainingBuild,
  fixMistakeStep,
  type Grade,
  gradeFromSteps,
  medium,
  propagationHints,
  type RuleStep,
  type RuleTechniques,
  ruleMeaning,
  type Step,
} from "@gridsmith/kit";
import { cellEdges, edgeCells, edgeCount, edgeName, type Puzzle } from "./puzzle.js";
import { readAttempt, shapeProblems } from "./shape.js";
import { buildModel } from "./solve.js";

/** What a step decides: an edge (numbered as in {@link Solution}) is a line or is not. */
export interface EdgeDeduction {
  edge: number;
  line: boolean;
}

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, and the rules of
 * `buildModel` it reads with why (of a step that finds an edge a `line` or not). A clue's step is read apart:
 * its reason names the clue's cell.
 */
export const TECHNIQUES: RuleTechniques<RuleStep & { line: boolean }> = {
  clue: EASY,
  point: easy(["circuit.degree"], ({ line }) =>
    line
      ? "the line at its end has no other way to go (every point has two lines or none)"
      : "a point it ends at has two lines already, or nowhere else to go on",
  ),
  "loop-closed": easy(["circuit.closed"], "the loop is closed already"),
  "no-small-loop": medium(["circuit.subtour"], "it would close a loop that leaves other lines out"),
  reach: {
    score: 3,
    level: "medium",
    rules: ["circuit.connectivity"],
    why: "it cannot join the lines already drawn",
  },
  bridge: {
    score: 4,
    level: "hard",
    rules: ["circuit.bridge"],
    why: "it is the only way across a part of the grid, and a loop that went across could not come back",
  },
  trial: {
    score: 10,
    level: "expert",
    rules: ["trial"],
    why: ({ line }) => `${line ? "leaving it out" : "drawing it"} leads to a contradiction`,
  },
};

/** A path that leaves something undecided is graded "beyond", scoring 1000 above its steps. */
const LADDER = beyondLadder(TECHNIQUES);

const meaning = ruleMeaning(TECHNIQUES);

/** The step a logged removal stands for (variable i is edge i, so removing value v decides edge i = 1 - v). */
function stepOf(puzzle: Puzzle, r: Removal): Step<EdgeDeduction> | null {
  const edge = r.variable;
  const line = r.value === 0;
  const what = `${edgeName(puzzle, edge)} ${line ? "is a line" : "is not a line"}`;
  const rule = r.reason?.rule ?? "";
  const deductions = [{ edge, line }];
  const cells = edgeCells(puzzle, edge);
  if (rule === "linear=") {
    const vars = r.reason!.vars ?? [];
    // The clue's sum is over its cell's four edges, this one among them: its cell is one of the (at most)
    // two beside the edge. Looking only there keeps a step O(1); scanning every cell made grading a 40x40
    // quadratic (a third of its time, and most of it under tsx, which names every closure it makes).
    const clueCell = (c: Cell) => c.row * puzzle.width + c.col;
    const cell = cells.find(
      (c) => puzzle.clues[clueCell(c)]! >= 0 && cellEdges(puzzle, clueCell(c)).every((e) => vars.includes(e)),
    );
    if (cell === undefined) return null;
    const clue = puzzle.clues[clueCell(cell)]!;
    const why = line
      ? `the ${clue} in ${cellName(cell)} needs every edge still open around it`
      : `the ${clue} in ${cellName(cell)} has all the lines it needs`;
    return { technique: "clue", message: `${what}: ${why}`, cells, because: { cells: [cell] }, deductions };
  }
  const t = meaning({ rule, line });
  return t && { technique: t.technique, message: `${what}: ${t.why}`, cells, deductions };
}

/**
 * The hint's step on a wrong edge of an attempt (technique `fix-mistake`): "the top of r1c1 is a mistake: in
 * the puzzle's one solution it is not a line", deciding the edge as the solution has it (`line`).
 */
function edgeMistakeStep(puzzle: Puzzle, edge: number, line: boolean): Step<EdgeDeduction> {
  return fixMistakeStep(
    edgeName(puzzle, edge),
    edgeCells(puzzle, edge),
    line ? "is a line" : "is not a line",
    {
      edge,
      line,
    },
  );
}

/**
 * Slitherlink's hint, explain and grade, as the type object takes them (the shape of every genre's `hints`),
 * read off the engine's explained propagation (kit's `propagationHints`): variable e of the model is edge e.
 * A value of the wrong shape is refused: no hint, no steps, the grade "invalid".
 */
export const hints = propagationHints<Puzzle, EdgeDeduction>({
  shapeProblems,
  refuseWrongShape: true,
  readAttempt,
  model: explainingBuild(buildModel),
  reader: (puzzle) => (r) => stepOf(puzzle, r),
  pieces: edgeCount,
  ladder: LADDER,
  mistake: (puzzle, edge, answer) => edgeMistakeStep(puzzle, edge, answer[edge] === 1),
});

/**
 * The next logical deduction from an attempt (1 line, -1 not a line, 0 undecided): an edge the puzzle's one
 * solution (found within kit's node budget) has otherwise, corrected (technique `fix-mistake`); else the first thing the
 * engine's propagation infers (a clue, a point, the single loop), each with its reason; failing that, an edge
 * whose one value fails at once. Null when the attempt contradicts the clues, nothing more follows, or the
 * puzzle is not of the right shape (see `validate`). An attempt that is not a list of at most one 1, -1, 0
 * or null per edge throws a ParseError naming the path (`attempt[3]`).
 */
export function hint(puzzle: Puzzle, attempt?: unknown): Step<EdgeDeduction> | null {
  // Kit's walk types an attempt as entries; it hands any value to `readAttempt`, which reads it.
  return hints.hint(puzzle, attempt as AttemptEntries | null | undefined);
}

/**
 * The whole logical solution: every deduction in the order the engine makes them, with a trial step
 * (an edge whose other value fails at once) wherever propagation stalls. Ends early when even that is stuck;
 * empty for a value of the wrong shape.
 */
export const explain = hints.explain;

/**
 * The grade of the hardest technique the logical solution needs; "beyond" when it gets stuck, "invalid" for a
 * value of the wrong shape.
 */
export const grade = hints.grade;

/**
 * The grade of the logical solution with the edges it leaves undecided (none unless the level is "beyond"):
 * one walk where `grade` and then `explain` would take two. The generator gives clues back where the path
 * got stuck.
 */
export function gradeWithUndecided(puzzle: Puzzle): { grade: Grade; undecided: number[] } {
  const path = hints.explain(puzzle);
  const decided = new Uint8Array(edgeCount(puzzle));
  for (const step of path) for (const d of step.deductions) decided[d.edge] = 1;
  const undecided = [...decided.keys()].filter((e) => decided[e] === 0);
  return { grade: gradeFromSteps(path, LADDER, edgeCount(puzzle) - path.length), undecided };
}
