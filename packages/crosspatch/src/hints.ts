import { type Grade, type GradeLadder, gradeFromSteps, type Step } from "@gridsmith/kit";
import { attemptRows, checkAttempt } from "./check.js";
import {
  type Board,
  boardOf,
  type CrosspatchDeduction,
  nextDeduction,
  type PlaceWord,
  place,
  TECHNIQUES,
  type Technique,
} from "./deductions.js";
import { attemptProblems, shapeProblems } from "./from-json.js";
import type { CrosspatchPuzzle, CrosspatchSolution } from "./puzzle.js";
import { checkStructure } from "./rules.js";
import { solveCrosspatch } from "./solve.js";

/**
 * The next step for a player: a mistake to fix if the attempt has one, else the easiest forced placement
 * with its reason, else (when logic alone is stuck) a word that the search shows leads to the solution.
 * Null when the attempt is complete or the puzzle has no solution. Throws an Error saying what is wrong for a
 * puzzle or an attempt of the wrong shape (see `fromJson` and `attemptProblems`).
 */
export function hintFor(
  puzzle: CrosspatchPuzzle,
  attempt?: Partial<CrosspatchSolution> | CrosspatchSolution,
): Step<CrosspatchDeduction> | null {
  const wrong = [...shapeProblems(puzzle), ...(attempt == null ? [] : attemptProblems(attempt))];
  if (wrong.length > 0) throw new Error(wrong[0]!.message);
  const checked = checkStructure(puzzle.grid, puzzle.words);
  if (checked.problem) return null;
  if (attempt) {
    const problems = checkAttempt(puzzle, attempt);
    if (problems.length > 0) {
      const p = problems[0]!;
      // Apply takes back the letters written in the problem's cells (play's applyStep keeps the givens).
      return {
        technique: "mistake",
        message: `fix this first: ${p.message}`,
        cells: p.cells ?? [],
        deductions: [{ problem: p.code, clear: p.cells ?? [] }],
      };
    }
  }
  const board = boardOf(checked.geometry, attempt ? attemptRows(puzzle, attempt) : undefined);
  return nextStep(puzzle, board);
}

function nextStep(puzzle: CrosspatchPuzzle, board: Board): Step<PlaceWord> | null {
  const g = checkStructure(puzzle.grid, puzzle.words).geometry!;
  const step = nextDeduction(puzzle, g, board);
  if (step) return step;
  const open = g.slots.filter((s) => board.placed[s.index] === null);
  if (open.length === 0) return null;
  // No logical step: ask the search, with the letters on the board as givens.
  const grid = g.cells.reduce(
    (rows, cell, id) => {
      rows[cell.row]![cell.col] = board.known[id] ?? "#";
      return rows;
    },
    Array.from({ length: g.rows }, () => new Array<string>(g.cols).fill(" ")),
  );
  const r = solveCrosspatch(
    { grid: grid.map((row) => row.join("")), words: puzzle.words },
    { limit: 2, nodeLimit: 500000 },
  );
  if (r.solutions.length === 0) return null;
  const slot = open[0]!;
  const word = r.solutions[0]!.placements[slot.index]!.word;
  const how =
    r.status === "unique" ? "it is the only word there that leads to a solution" : "it leads to a solution";
  return {
    technique: "search" satisfies Technique,
    message: `${slot.name} is ${word}: no single deduction is left; trying the words that fit shows ${how}`,
    cells: slot.cells
      .filter((id) => board.known[id] === null)
      .map((id) => ({ row: g.cells[id]!.row, col: g.cells[id]!.col })),
    deductions: [{ slot: slot.index, name: slot.name, word }],
  };
}

/** The whole solution path, one placement per step, from the empty grid. */
export function explainPuzzle(puzzle: CrosspatchPuzzle): Step<PlaceWord>[] {
  const checked = checkStructure(puzzle.grid, puzzle.words);
  if (checked.problem) return [];
  const g = checked.geometry;
  const board = boardOf(g, undefined);
  const steps: Step<PlaceWord>[] = [];
  for (let i = 0; i <= g.slots.length; i++) {
    const step = nextStep(puzzle, board);
    if (!step) break;
    steps.push(step);
    for (const d of step.deductions) place(board, g, d.slot, d.word);
  }
  return steps;
}

const LEVELS: [level: string, upTo: number][] = [
  ["easy", 1],
  ["medium", 3],
  ["hard", 12],
];

/** Each technique at the level its weight reaches, the weight its score; the search always finishes. */
const GRADES: GradeLadder = {
  techniques: Object.fromEntries(
    Object.entries(TECHNIQUES).map(([t, weight]) => [
      t,
      { level: LEVELS.find(([, upTo]) => weight <= upTo)?.[0] ?? "expert", score: weight },
    ]),
  ),
  easiest: "easy",
  unfinished: { level: "expert", score: 0 },
};

/**
 * Difficulty from the hardest technique the solution path needs: easy (length and given letters alone),
 * medium (crossing letters), hard (one guess), expert (several); the score adds the techniques' weights.
 * A puzzle without exactly one solution is graded "invalid".
 */
export function gradePuzzle(puzzle: CrosspatchPuzzle): Grade {
  const r = solveCrosspatch(puzzle, { limit: 2, nodeLimit: 500000 });
  if (r.status !== "unique") return { level: "invalid", score: 0, hardest: r.status };
  const grade = gradeFromSteps(explainPuzzle(puzzle), GRADES);
  return grade.hardest === "search" && (grade.techniques?.search ?? 0) > 1
    ? { ...grade, level: "expert" }
    : grade;
}
