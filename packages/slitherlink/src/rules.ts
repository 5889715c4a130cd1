import type { Problem } from "@gridsmith/kit";
import { cellEdges, cellName, edgeCells, edgeCount, edgeName, MAX_SIDE, type Puzzle } from "./puzzle.js";

// The rules by definition, for players' attempts and to verify the solver's answers. Shares no code with the
// solver (which runs on the engine's propagators).

const at = (p: Puzzle, i: number) => ({ row: Math.floor(i / p.width), col: i % p.width });

/** Structural problems: sizes, clue values. */
export function validate(puzzle: Puzzle): Problem[] {
  const { width, height, clues } = puzzle;
  for (const [name, v] of [
    ["width", width],
    ["height", height],
  ] as const) {
    if (!Number.isInteger(v) || v < 1 || v > MAX_SIDE)
      return [{ code: "bad-size", message: `the ${name} must be 1 to ${MAX_SIDE}, not ${v}` }];
  }
  if (!Array.isArray(clues) || clues.length !== width * height)
    return [
      {
        code: "bad-size",
        message: `a ${width}x${height} grid has ${width * height} cells, not ${clues?.length}`,
      },
    ];
  const problems: Problem[] = [];
  clues.forEach((clue, i) => {
    if (!Number.isInteger(clue) || clue < -1 || clue > 4)
      problems.push({
        code: "bad-clue",
        message: `${cellName(at(puzzle, i))}: ${clue} is not a clue 0-4`,
        cells: [at(puzzle, i)],
      });
  });
  return problems;
}

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

/** Mistakes in an attempt (1 line, -1 marked not a line, 0 or missing undecided); empty when there are none. */
export function check(puzzle: Puzzle, attempt: readonly (number | undefined)[]): Problem[] {
  const n = edgeCount(puzzle);
  const state = (e: number) => attempt[e] ?? 0;
  const problems: Problem[] = [];
  for (let e = 0; e < Math.min(attempt.length, n); e++) {
    const v = attempt[e];
    if (v !== undefined && v !== 0 && v !== 1 && v !== -1)
      problems.push({
        code: "bad-edge",
        message: `${edgeName(puzzle, e)}: ${v} is not 1, -1 or 0`,
        cells: edgeCells(puzzle, e),
      });
  }
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
