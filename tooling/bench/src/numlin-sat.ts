// numlin's reduced model (packages/numlin/src/reduced.ts) as CNF for CaDiCaL, for issue #33: is the gap on the
// public giants numlin's search or the model? Per cell a one-hot label (or none, "not visited"), per line a
// boolean; a number has one line, any other cell none or two; a drawn line joins equal labels. Loops apart
// from the pairs' paths are cut lazily: solve, find each loop (a piece of drawn lines with no number), forbid
// all its lines at once, solve again. The reductions are the same as reduced.ts's, written again here from its
// definitions (`numlin-sat.test.ts` counts the reduced answers of both on small grids), and each can be left out.

import { labelVar, unsupported } from "../../../packages/numlin/src/model.ts";
import { reroutedElsewhere } from "../../../packages/numlin/src/one-step.ts";
import {
  cellLines,
  lineCount,
  lineEnds,
  numberCells,
  type Puzzle,
} from "../../../packages/numlin/src/puzzle.ts";
import { BENDS, bends, corners } from "../../../packages/numlin/src/reduced.ts";
import { solutionProblems } from "../../../packages/numlin/src/rules.ts";
import { atMostK, runCadical } from "./suites/crosspatch-sat.ts";

/** The reductions of reduced.ts, by name: no short cut, no turn that could move back, no U of 3 or 4 pulled in. */
export const REDUCTIONS = ["shortcut", "corner", "bend3", "bend4"] as const;
export type Reduction = (typeof REDUCTIONS)[number];

/** What to encode and how to run CaDiCaL, for the experiments; the defaults are the reduced model. */
export interface NumlinSatOptions {
  /** Reductions left out of the first search (none by default). */
  drop?: readonly Reduction[];
  /** Redundant clauses: no 2x2 block of cells of one label (an answer of the reduced model has none). */
  noSquareLabel?: boolean;
  /** Loops of four lines forbidden up front, not cut lazily (default true). */
  squaresUpFront?: boolean;
  /** Extra `cadical` switches, e.g. `--no-restart`. */
  cadical?: readonly string[];
}

/** A CNF over a puzzle: line l is variable l + 1, then per cell its visit and its k label bits. */
export class NumlinCnf {
  readonly clauses: number[][] = [];
  variables: number;
  readonly n: number;
  readonly k: number;
  readonly lines: number;
  constructor(readonly puzzle: Puzzle) {
    this.n = puzzle.width * puzzle.height;
    this.k = numberCells(puzzle).size;
    this.lines = lineCount(puzzle);
    this.variables = this.lines + this.n * (this.k + 1);
  }
  line = (l: number) => l + 1;
  visited = (i: number) => this.lines + i * (this.k + 1) + 1;
  label = (i: number, p: number) => this.lines + i * (this.k + 1) + 2 + p;
  fresh = () => ++this.variables;
}

/** The drawn lines around cell i, as variables. */
const around = (cnf: NumlinCnf, i: number) =>
  cellLines(cnf.puzzle, i)
    .filter((l) => l >= 0)
    .map(cnf.line);

/** The whole model (every answer), without the reductions. */
function answersCnf(puzzle: Puzzle, squaresUpFront: boolean): NumlinCnf {
  const reason = unsupported(puzzle);
  if (reason !== null) throw new RangeError(reason);
  const cnf = new NumlinCnf(puzzle);
  const { clauses, n, k } = cnf;
  const pairs = [...numberCells(puzzle).values()];
  // As buildModel: no number, or a number given once, has no answer.
  if (k === 0 || pairs.some((cells) => cells.length < 2)) clauses.push([]);
  const pairOf = new Map<number, number>();
  pairs.forEach((cells, p) => {
    for (const i of cells) pairOf.set(i, p);
  });
  for (let i = 0; i < n; i++) {
    const own = around(cnf, i);
    const labels = Array.from({ length: k }, (_, p) => cnf.label(i, p));
    const v = cnf.visited(i);
    const p = pairOf.get(i);
    if (p !== undefined) {
      clauses.push([cnf.label(i, p)], [v], [...own]);
      for (let a = 0; a < own.length; a++)
        for (let b = a + 1; b < own.length; b++) clauses.push([-own[a]!, -own[b]!]);
    } else {
      // None or two: each line has another beside it, and no three.
      own.forEach((l, a) => {
        clauses.push([-l, ...own.filter((_, b) => b !== a)], [-l, v]);
      });
      clauses.push([-v, ...own]);
      for (let a = 0; a < own.length; a++)
        for (let b = a + 1; b < own.length; b++)
          for (let c = b + 1; c < own.length; c++) clauses.push([-own[a]!, -own[b]!, -own[c]!]);
    }
    clauses.push([-v, ...labels]);
    for (const x of labels) clauses.push([-x, v]);
    atMostK(labels, 1, cnf.fresh, clauses);
  }
  for (let l = 0; l < cnf.lines; l++) {
    const [a, b] = lineEnds(puzzle, l);
    for (let p = 0; p < k; p++)
      clauses.push(
        [-cnf.line(l), -cnf.label(a, p), cnf.label(b, p)],
        [-cnf.line(l), cnf.label(a, p), -cnf.label(b, p)],
      );
  }
  if (squaresUpFront)
    for (const square of squares(puzzle)) clauses.push(square.lines.map((l) => -cnf.line(l)));
  return cnf;
}

/** Each 2x2 block of cells: its cells and the four lines between them. */
function squares(puzzle: Puzzle): { cells: number[]; lines: number[] }[] {
  const { width: w, height: h } = puzzle;
  const out: { cells: number[]; lines: number[] }[] = [];
  for (let r = 0; r + 1 < h; r++)
    for (let c = 0; c + 1 < w; c++) {
      const a = r * w + c;
      const [, down, , right] = cellLines(puzzle, a);
      const [, , , belowRight] = cellLines(puzzle, a + w);
      const [, rightDown] = cellLines(puzzle, a + 1);
      out.push({ cells: [a, a + 1, a + w, a + w + 1], lines: [right!, down!, belowRight!, rightDown!] });
    }
  return out;
}

/** reduced.ts's reductions as clauses (its `reducedModel`), less those in `drop`. */
function addReductions(cnf: NumlinCnf, drop: readonly Reduction[]): void {
  const { puzzle, clauses, k } = cnf;
  // NoShortcut: two neighbouring cells of one pair are joined by their line.
  if (!drop.includes("shortcut"))
    for (let l = 0; l < cnf.lines; l++) {
      const [a, b] = lineEnds(puzzle, l);
      for (let p = 0; p < k; p++) clauses.push([-cnf.label(a, p), -cnf.label(b, p), cnf.line(l)]);
    }
  // corners: no path turns at an empty-numbered b when the diagonal d inside the turn, no number, comes
  // before b and is not visited.
  if (!drop.includes("corner"))
    for (const { b, d, lines } of corners(puzzle))
      if (d < b) clauses.push([-cnf.line(lines[0]), -cnf.line(lines[1]), cnf.visited(d)]);
  // bends: no path bends round a straight run of 3 or 4 number-free cells when the cells inside, no number,
  // are all unvisited.
  for (const length of BENDS) {
    if (drop.includes(length === 3 ? "bend3" : "bend4")) continue;
    for (const { inner, bend } of bends(puzzle, length))
      clauses.push([...bend.map((l) => -cnf.line(l)), ...inner.map(cnf.visited)]);
  }
}

/** The reduced model's CNF (reducedModel), with the options' changes. */
export function reducedCnf(puzzle: Puzzle, options: NumlinSatOptions = {}): NumlinCnf {
  const cnf = answersCnf(puzzle, options.squaresUpFront ?? true);
  addReductions(cnf, options.drop ?? []);
  if (options.noSquareLabel)
    for (const { cells } of squares(puzzle))
      for (let p = 0; p < cnf.k; p++) cnf.clauses.push(cells.map((i) => -cnf.label(i, p)));
  return cnf;
}

/** The drawn lines' loops: each piece of drawn lines with no number in it, as its lines. */
export function detachedLoops(puzzle: Puzzle, lines: readonly number[]): number[][] {
  const n = puzzle.width * puzzle.height;
  const seen = new Uint8Array(n);
  const loops: number[][] = [];
  for (let s = 0; s < n; s++) {
    if (seen[s] || !cellLines(puzzle, s).some((l) => l >= 0 && lines[l] === 1)) continue;
    const cells = [s];
    const own = new Set<number>();
    seen[s] = 1;
    for (let j = 0; j < cells.length; j++)
      for (const l of cellLines(puzzle, cells[j]!)) {
        if (l < 0 || lines[l] !== 1) continue;
        own.add(l);
        for (const e of lineEnds(puzzle, l))
          if (!seen[e]) {
            seen[e] = 1;
            cells.push(e);
          }
      }
    if (cells.every((i) => puzzle.numbers[i] === -1)) loops.push([...own]);
  }
  return loops;
}

/**
 * What the SAT side spent: CaDiCaL's CPU seconds, conflicts and decisions over its calls (those of a call
 * stopped at the budget are not known and not counted: `stopped`), and the lazy rounds.
 */
export interface SatSpend {
  cpuSeconds: number;
  conflicts: number;
  decisions: number;
  /** Whether the last call was stopped at the budget. */
  stopped: boolean;
  /** CaDiCaL calls (one per lazy round). */
  calls: number;
  /** Loops cut. */
  cuts: number;
}

/** A spend with nothing spent yet. */
export const noSpend = (): SatSpend => ({
  cpuSeconds: 0,
  conflicts: 0,
  decisions: 0,
  stopped: false,
  calls: 0,
  cuts: 0,
});

/** One search on a CNF with lazy loop cuts (kept in `cuts` for the next search of the same puzzle). */
export function lazySolve(
  cnf: NumlinCnf,
  cuts: number[][],
  spend: SatSpend,
  budgetSeconds: number,
  options: NumlinSatOptions,
): { status: "answer" | "none" | "timeout" | "failed"; lines?: number[]; truth?: Set<number> } {
  for (;;) {
    const left = budgetSeconds - spend.cpuSeconds;
    if (left <= 0) return { status: "timeout" };
    const run = runCadical(
      { variables: cnf.variables, clauses: [...cnf.clauses, ...cuts] },
      left,
      options.cadical,
    );
    spend.cpuSeconds += run.cpuSeconds;
    spend.conflicts += Number.isNaN(run.conflicts) ? 0 : run.conflicts;
    spend.decisions += Number.isNaN(run.decisions) ? 0 : run.decisions;
    spend.stopped = run.status === "timeout";
    spend.calls++;
    if (run.status === "unsatisfiable") return { status: "none" };
    if (run.status !== "satisfiable") return { status: run.status };
    const lines = Array.from({ length: cnf.lines }, (_, l) => (run.truth.has(cnf.line(l)) ? 1 : 0));
    const loops = detachedLoops(cnf.puzzle, lines);
    if (loops.length === 0) {
      const problems = solutionProblems(cnf.puzzle, lines);
      if (problems.length > 0)
        throw new Error(
          `CaDiCaL's answer breaks the rules (${problems.length} problems): the encoding is wrong`,
        );
      return { status: "answer", lines, truth: run.truth };
    }
    for (const loop of loops) cuts.push(loop.map((l) => -cnf.line(l)));
    spend.cuts += loops.length;
  }
}

/** The clause that forbids an answer's lines. */
export const blocking = (cnf: NumlinCnf, lines: readonly number[]) =>
  lines.map((v, l) => (v === 1 ? -cnf.line(l) : cnf.line(l)));

/**
 * The reduced answers of `puzzle`, up to `limit`, each blocked once found: their lines, and whether that is all.
 * For checking the encoding against `reducedModel`'s search.
 */
export function reducedAnswers(
  puzzle: Puzzle,
  limit: number,
  budgetSeconds: number,
): { answers: number[][]; complete: boolean; spend: SatSpend } {
  const cnf = reducedCnf(puzzle);
  const cuts: number[][] = [];
  const spend: SatSpend = { cpuSeconds: 0, conflicts: 0, decisions: 0, stopped: false, calls: 0, cuts: 0 };
  const answers: number[][] = [];
  while (answers.length < limit) {
    const found = lazySolve(cnf, cuts, spend, budgetSeconds, {});
    if (found.status === "none") return { answers, complete: true, spend };
    if (found.status !== "answer") return { answers, complete: false, spend };
    answers.push(found.lines!);
    cnf.clauses.push(blocking(cnf, found.lines!));
  }
  return { answers, complete: false, spend };
}

/** CaDiCaL's verdict on a puzzle by solve.ts's rule, and what each search cost. */
export interface SatVerdict {
  status: "unique" | "multiple" | "none" | "stopped";
  /** The first reduced answer's lines (checked against numlin's rules). */
  answer?: number[];
  /** Which step decided: the first search, the second reduced answer, or the one-step check on the sole one. */
  decidedBy: "first" | "second" | "one-step";
  first: SatSpend;
  second: SatSpend;
  variables: number;
  clauses: number;
}

/**
 * solve.ts's uniqueness proof with CaDiCaL for the searches: the first reduced answer; then, with it blocked,
 * a second (two reduced answers: not unique); then numlin's own one-step check (`reroutedElsewhere`: another
 * answer one reduction above the sole one). `budgetSeconds` of CaDiCaL CPU in all.
 */
export function satVerdict(
  puzzle: Puzzle,
  budgetSeconds: number,
  options: NumlinSatOptions = {},
): SatVerdict {
  const cnf = reducedCnf(puzzle, options);
  const cuts: number[][] = [];
  const out: SatVerdict = {
    status: "stopped",
    decidedBy: "first",
    first: noSpend(),
    second: noSpend(),
    variables: cnf.variables,
    clauses: cnf.clauses.length,
  };
  const left = () => budgetSeconds - out.first.cpuSeconds - out.second.cpuSeconds;
  const first = lazySolve(cnf, cuts, out.first, left(), options);
  if (first.status === "none") return { ...out, status: "none" };
  if (first.status !== "answer") return out;
  const lines = first.lines!;
  out.answer = lines;
  out.decidedBy = "second";
  cnf.clauses.push(blocking(cnf, lines));
  const second = lazySolve(cnf, cuts, out.second, left(), options);
  if (second.status === "answer") return { ...out, status: "multiple" };
  if (second.status !== "none") return out;
  // numlin's own vector (model.ts's numbering) for its one-step check, which reads lines and labels only.
  const { n, k } = cnf;
  const only = new Array<number>(labelVar(puzzle, 0) + n).fill(1);
  lines.forEach((v, l) => {
    only[l] = v;
  });
  const labelOf = (i: number) => {
    for (let p = 0; p < k; p++) if (first.truth!.has(cnf.label(i, p))) return p;
    return k;
  };
  for (let i = 0; i < n; i++) only[labelVar(puzzle, i)] = labelOf(i);
  out.decidedBy = "one-step";
  return { ...out, status: reroutedElsewhere(puzzle, only) === null ? "unique" : "multiple" };
}
