import type { Problem } from "@gridsmith/kit";
import { cellName } from "@gridsmith/kit";
import { cellEdges, edgeCells, edgeCount, edgeName, type Puzzle } from "./puzzle.js";
import { checkedAttempt, shapeProblems } from "./shape.js";

// The rules by definition, for players' attempts and to verify the solver's answers. Shares no code with the
// solver (which runs on the engine's propagators).

const at = (p: Puzzle, i: number) => ({ row: Math.floor(i / p.width), col: i % p.width });

/**
 * Structural problems: a value of the wrong shape or size (one `bad-shape` problem naming the path, such as
 * `width: 0 is out of range` or `clues[4]: 5 is out of range`), found before anything is sized by it.
 */
export const validate: (puzzle: Puzzle) => Problem[] = shapeProblems;

/** The vertices of the grid, `(width + 1) * (height + 1)`, and the two ends of every edge. */
function ends(p: Puzzle): [number, number][] {
  const out: [number, number][] = [];
  const v = (r: number, c: number) => r * (p.width + 1) + c;
  for (let r = 0; r <= p.height; r++) for (let c = 0; c < p.width; c++) out.push([v(r, c), v(r, c + 1)]);
  for (let r = 0; r < p.height; r++) for (let c = 0; c <= p.width; c++) out.push([v(r, c), v(r + 1, c)]);
  return out;
}

/** Groups of line edges that touch, by union-find over their vertices. */
function lineGroups(p: Puzzle, line: (e: number) => boolean): { groups: number[][]; degree: number[] } {
  const es = ends(p);
  const parent = Array.from({ length: (p.width + 1) * (p.height + 1) }, (_, i) => i);
  const find = (v: number): number => {
    while (parent[v] !== v) v = parent[v] = parent[parent[v]!]!;
    return v;
  };
  const degree = new Array<number>(parent.length).fill(0);
  es.forEach(([a, b], e) => {
    if (!line(e)) return;
    degree[a]!++;
    degree[b]!++;
    parent[find(a)] = find(b);
  });
  const byRoot = new Map<number, number[]>();
  es.forEach(([a], e) => {
    if (line(e)) byRoot.set(find(a), [...(byRoot.get(find(a)) ?? []), e]);
  });
  return { groups: [...byRoot.values()], degree };
}

/**
 * Mistakes in an attempt (1 line, -1 marked not a line, 0, null or missing undecided); empty when there are
 * none. A puzzle of the wrong shape answers `bad-shape`, an attempt that is not a list of at most one such
 * value per edge `bad-attempt`, each naming the path, before any work.
 */
export function check(puzzle: Puzzle, attempt: unknown): Problem[] {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) return shape;
  const read = checkedAttempt(puzzle, attempt);
  if ("problem" in read) return [read.problem];
  const state = (e: number) => read[e]!;
  const problems: Problem[] = [];
  puzzle.clues.forEach((clue, i) => {
    if (clue < 0) return;
    const around = cellEdges(puzzle, i).map(state);
    const lines = around.filter((s) => s === 1).length;
    const open = around.filter((s) => s !== -1).length;
    const cell = at(puzzle, i);
    if (lines > clue)
      problems.push({
        code: "too-many-lines",
        message: `${cellName(cell)} has ${lines} lines around its ${clue}`,
        cells: [cell],
      });
    else if (open < clue)
      problems.push({
        code: "too-few-lines",
        message: `${cellName(cell)} can have at most ${open} lines around its ${clue}`,
        cells: [cell],
      });
  });
  const { groups, degree } = lineGroups(puzzle, (e) => state(e) === 1);
  const es = ends(puzzle);
  degree.forEach((d, v) => {
    if (d <= 2) return;
    const touching = es.flatMap(([a, b], e) => (state(e) === 1 && (a === v || b === v) ? [e] : []));
    problems.push({
      code: "branch",
      message: `the loop branches where ${edgeName(puzzle, touching[0]!)} and ${edgeName(puzzle, touching[1]!)} meet`,
      cells: touching.flatMap((e) => edgeCells(puzzle, e)),
    });
  });
  // A dead end: a line stops at a point where every other edge is marked off.
  degree.forEach((d, v) => {
    if (d !== 1) return;
    const incident = es.flatMap(([a, b], e) => (a === v || b === v ? [e] : []));
    if (incident.every((e) => state(e) !== 0)) {
      const e = incident.find((k) => state(k) === 1)!;
      problems.push({
        code: "dead-end",
        message: `the line along ${edgeName(puzzle, e)} cannot go on`,
        cells: edgeCells(puzzle, e),
      });
    }
  });
  if (groups.length > 1) {
    for (const g of groups) {
      const closed = g.every((e) => degree[es[e]![0]] === 2 && degree[es[e]![1]] === 2);
      if (closed)
        problems.push({
          code: "extra-loop",
          message: `a closed loop through ${edgeName(puzzle, g[0]!)} leaves other lines out`,
          cells: g.flatMap((e) => edgeCells(puzzle, e)),
        });
    }
  }
  return problems;
}

/** What is wrong with a complete answer (one 0/1 per edge); empty when it is the loop the clues ask for. */
export function solutionProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const n = edgeCount(puzzle);
  if (!Array.isArray(solution) || solution.length !== n)
    return [{ code: "bad-size", message: `an answer has ${n} edges, not ${solution?.length}` }];
  if (!solution.every((v) => v === 0 || v === 1))
    return [{ code: "bad-edge", message: "every edge of an answer is 0 or 1" }];
  const problems = check(
    puzzle,
    solution.map((v) => (v === 1 ? 1 : -1)),
  );
  // With every edge decided, check also catches clues short of lines: their open edges are their lines.
  const { groups, degree } = lineGroups(puzzle, (e) => solution[e] === 1);
  if (groups.length === 0) problems.push({ code: "no-loop", message: "there is no loop" });
  if (groups.length > 1 && !problems.some((p) => p.code === "extra-loop"))
    problems.push({ code: "several-lines", message: `the lines form ${groups.length} pieces, not one loop` });
  if (degree.some((d) => d === 1) && !problems.some((p) => p.code === "dead-end"))
    problems.push({ code: "dead-end", message: "a line ends without closing the loop" });
  return problems;
}
