import { Model } from "@gridsmith/constraint";
import { type SolveOptions, type SolveResult, solveChecked } from "@gridsmith/kit";
import { edgeCount, innerEdges, type Puzzle, type Solution } from "./puzzle.js";
import { type Rectangle, rectangles } from "./rectangles.js";
import { solutionProblems } from "./rules.js";

/** The model and what its variables stand for. */
export interface ShikakuModel {
  model: Model;
  /** The rectangle of variable `edgeCount + k` is `rectangles[k]`. */
  rectangles: Rectangle[];
}

/**
 * The puzzle on the engine: variables 0 to edgeCount - 1 are the edges (1 a border; the outline's are 0),
 * then one 0/1 variable per rectangle a number may take. Each number takes one rectangle (`linear=`, rule
 * `number`); each cell lies in one (`cell`); an edge is a border unless one rectangle covers both its cells
 * (`join`), and is one exactly when the rectangle of either cell stops there (`side`). The rules are what
 * hints read.
 */
export function buildModel(puzzle: Puzzle): ShikakuModel {
  const m = new Model();
  const inner = innerEdges(puzzle);
  const isInner = new Uint8Array(edgeCount(puzzle));
  for (const { edge } of inner) isInner[edge] = 1;
  for (let e = 0; e < isInner.length; e++) m.intVar(0, isInner[e]!);
  const rects = rectangles(puzzle);
  const first = m.numVars;
  for (let k = 0; k < rects.length; k++) m.intVar(0, 1);
  const n = puzzle.clues.length;
  const byClue = new Map<number, number[]>();
  const byCell: number[][] = Array.from({ length: n }, () => []);
  rects.forEach((rect, k) => {
    const own = byClue.get(rect.clue);
    if (own) own.push(first + k);
    else byClue.set(rect.clue, [first + k]);
    for (const i of rect.cells) byCell[i]!.push(first + k);
  });
  const sum = (vars: number[], rhs: number) =>
    m.linear(
      vars.map(() => 1),
      vars,
      "=",
      rhs,
    );
  puzzle.clues.forEach((clue, i) => {
    if (clue !== -1) sum(byClue.get(i) ?? [], 1);
  });
  for (const cell of byCell) sum(cell, 1);
  for (const { edge, cells } of inner) {
    const [a, b] = cells;
    const inA = new Set(byCell[a]);
    const inB = new Set(byCell[b]);
    const both = byCell[a]!.filter((v) => inB.has(v));
    // edge + (rectangles over both) = 1: a border unless one rectangle joins the two cells.
    sum([edge, ...both], 1);
    // edge = (rectangles over one cell and not the other), from either side.
    for (const [mine, other] of [
      [byCell[a]!, inB],
      [byCell[b]!, inA],
    ] as const) {
      const only = mine.filter((v) => !other.has(v));
      m.linear([1, ...only.map(() => -1)], [edge, ...only], "=", 0);
    }
  }
  return { model: m, rectangles: rects };
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution is checked against the rules before it is returned.
 */
export function solve(puzzle: Puzzle, options?: SolveOptions): SolveResult<Solution> {
  const edges = edgeCount(puzzle);
  return solveChecked(
    options,
    (o) => buildModel(puzzle).model.solve(o),
    (values) => values.slice(0, edges),
    (s) => solutionProblems(puzzle, s),
  );
}
