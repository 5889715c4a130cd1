import { Connected, gridCellEdges, gridGraph, Model, SingleCircuit } from "@gridsmith/constraint";
import { cellLines, lineCount, numberCells, type Puzzle } from "./puzzle.js";
/**
 * Why the solver cannot read `puzzle`, or null when it can: a hidden number, or a number given more than twice
 * (which cells pair up is then open, and the model fixes it). A number given once has no answer, which the
 * solver proves.
 */
export function unsupported(puzzle: Puzzle): string | null {
  if (puzzle.numbers.includes(-2)) return "a number not given (?) is not supported by the solver";
  for (const [n, cells] of numberCells(puzzle))
    if (cells.length > 2)
      return `the number ${n} is given ${cells.length} times; the solver takes at most two`;
  return null;
}

/**
 * How many links the model has after the lines: two per pair, none when a number is given once (it has no
 * partner, so no answer: the model fails at once).
 */
export function linkCount(puzzle: Puzzle): number {
  const pairs = [...numberCells(puzzle).values()];
  return pairs.some((cells) => cells.length < 2) ? 0 : 2 * pairs.length;
}

/**
 * The puzzle on the engine: variable l < lineCount is line l (1 drawn), in kit's `centreEdges` numbering,
 * which is the engine's `gridGraph` of the cells' centres; then each pair's two links (fixed on), then per
 * cell its pair's label (0 to k - 1 for the k pairs, k no line), then per cell whether a line visits it, then per line its pair's label (k where
 * there is no line).
 *
 * The lines of all pairs are made one loop for `SingleCircuit`: pair i's second cell is linked through a
 * vertex of its own to pair i + 1's first cell (the last to the first), so a loop through every link and
 * nothing else is exactly a set of paths joining cells two by two, with no loop of lines apart. A number has
 * one line (`linear=`), any other cell two or none (twice its visit, `linear=`); a visited cell has a
 * pair's label, an unvisited one none (`table`); a line's label is both its cells' (`table`), so a path joins the
 * two cells of its pair. The rules are what hints read.
 */
export function buildModel(puzzle: Puzzle): Model {
  const m = new Model();
  const v = modelVariables(puzzle, m);
  const { n, pairs, k, alone, edges, lines, label, visited, pairOf } = v;
  const { width: w, height: h } = puzzle;
  // A number given once has no partner, and with no numbers there is no line, which puzz.link does not take
  // as an answer: none either way.
  if (alone || k === 0) m.linear([1], [visited[0]!], ">=", 2);
  else postCircuit(m, v);
  const visit = [[0, k], ...Array.from({ length: k }, (_, p) => [1, p])];
  for (let i = 0; i < n; i++) {
    const own = cellLines(puzzle, i)
      .filter((l) => l >= 0)
      .map((l) => lines[l]!);
    const p = pairOf.get(i);
    if (p !== undefined) {
      m.linear(
        own.map(() => 1),
        own,
        "=",
        1,
      );
      m.table([visited[i]!, label[i]!], [[1, p]]);
    } else {
      m.linear([...own.map(() => 1), -2], [...own, visited[i]!], "=", 0);
      m.table([visited[i]!, label[i]!], visit);
    }
  }
  // Per line, its pair's label where drawn, k where not: both cells it joins have that label when drawn. Two
  // small tables per line, rather than one of every two labels.
  const ends: number[][] = [];
  for (let a = 0; a <= k; a++) ends.push([0, a, k]);
  for (let p = 0; p < k; p++) ends.push([1, p, p]);
  const lineLabel = m.intVars(lines.length, 0, k);
  edges.forEach(([a, b], l) => {
    m.table([lines[l]!, label[a]!, lineLabel[l]!], ends);
    m.table([lines[l]!, label[b]!, lineLabel[l]!], ends);
  });
  // Redundant: a pair's path is one piece of the grid, so its label's cells are connected; this finds the cells
  // only one way between a pair's ends passes, and the cells neither end can reach.
  const cellEdges = gridCellEdges(w, h);
  pairs.forEach(([a, b], p) => {
    m.post(new Connected(label, cellEdges, p, b === undefined ? {} : { ends: [a!, b] }));
  });
  return m;
}

/** The variables {@link buildModel} and the lean model share, in that numbering, with the pairs they join. */
export interface ModelVariables {
  n: number;
  /** Each pair's cells (one when its number is given once). */
  pairs: number[][];
  k: number;
  /** A number given once: no partner, so no answer. */
  alone: boolean;
  /** The grid's lines as pairs of cells, in kit's `centreEdges` numbering. */
  edges: readonly (readonly [number, number])[];
  lines: number[];
  links: number[];
  label: number[];
  visited: number[];
  /** Each number's cell to its pair. */
  pairOf: Map<number, number>;
}

/**
 * Checks the puzzle is one the solver reads ({@link unsupported}, else a RangeError) and creates its variables
 * in `m`: per line whether it is drawn, per pair its two links (fixed on), per cell its pair label (k: none),
 * per cell its visit. {@link labelVar} depends on this order.
 */
export function modelVariables(puzzle: Puzzle, m: Model): ModelVariables {
  const reason = unsupported(puzzle);
  if (reason !== null) throw new RangeError(reason);
  const { width: w, height: h } = puzzle;
  const n = w * h;
  const pairs = [...numberCells(puzzle).values()];
  const k = pairs.length;
  const alone = linkCount(puzzle) === 0 && k > 0;
  const { edges } = gridGraph(Math.max(0, w - 1), Math.max(0, h - 1));
  const lines = m.intVars(lineCount(puzzle), 0, 1);
  const links = m.intVars(linkCount(puzzle), 1, 1);
  const label = m.intVars(n, 0, k);
  const visited = m.intVars(n, 0, 1);
  const pairOf = new Map<number, number>();
  pairs.forEach((cells, p) => {
    for (const i of cells) pairOf.set(i, p);
  });
  return { n, pairs, k, alone, edges, lines, links, label, visited, pairOf };
}

/**
 * `SingleCircuit` over the lines and links: pair i's second cell is linked through a vertex of its own to pair
 * i + 1's first cell, so one loop through every link is exactly a set of paths joining the pairs.
 */
export function postCircuit(m: Model, v: ModelVariables): void {
  const { n, pairs, k } = v;
  const linkEdges = pairs.flatMap(([, second], p) => [
    [second!, n + p] as const,
    [n + p, pairs[(p + 1) % k]![0]!] as const,
  ]);
  m.post(new SingleCircuit([...v.lines, ...v.links], [...v.edges, ...linkEdges], n + k));
}

/** The variable of cell i's pair label in {@link buildModel}'s numbering (its visit is n variables on). */
export const labelVar = (puzzle: Puzzle, i: number) => lineCount(puzzle) + linkCount(puzzle) + i;
