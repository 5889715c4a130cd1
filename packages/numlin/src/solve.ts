import {
  Connected,
  gridCellEdges,
  gridGraph,
  Model,
  SingleCircuit,
  smallestDomain,
} from "@gridsmith/constraint";
import { type SearchFindings, type SolveOptions, type SolveResult, solveChecked } from "@gridsmith/kit";
import { NoShortcut } from "./no-shortcut.js";
import { cellLines, lineCount, numberCells, type Puzzle, type Solution } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

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
  const reason = unsupported(puzzle);
  if (reason !== null) throw new RangeError(reason);
  const m = new Model();
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
  // A number given once has no partner, and with no numbers there is no line, which puzz.link does not take
  // as an answer: none either way.
  if (alone || k === 0) m.linear([1], [visited[0]!], ">=", 2);
  else if (k > 0) {
    const linkEdges = pairs.flatMap(([, second], p) => [
      [second!, n + p] as const,
      [n + p, pairs[(p + 1) % k]![0]!] as const,
    ]);
    m.post(new SingleCircuit([...lines, ...links], [...edges, ...linkEdges], n + k));
  }
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

/** The variable of cell i's pair label in {@link buildModel}'s numbering. */
const labelVar = (puzzle: Puzzle, i: number) => lineCount(puzzle) + linkCount(puzzle) + i;

/**
 * The corners of paths a turn could cut the other way: per cell b and each of its four diagonal neighbours d
 * with no number, the lines from b towards d's row and towards d's column, and the lines from d to those
 * two cells (so [b's vertical, b's horizontal, d's horizontal, d's vertical]).
 */
function corners(puzzle: Puzzle): { b: number; d: number; lines: [number, number, number, number] }[] {
  const { width: w, height: h } = puzzle;
  const out: { b: number; d: number; lines: [number, number, number, number] }[] = [];
  for (let b = 0; b < w * h; b++) {
    if (puzzle.numbers[b] !== -1) continue;
    const r = Math.floor(b / w);
    const c = b % w;
    for (const dv of [-1, 1])
      for (const dh of [-1, 1]) {
        if (r + dv < 0 || r + dv >= h || c + dh < 0 || c + dh >= w) continue;
        const d = b + dv * w + dh;
        if (puzzle.numbers[d] !== -1) continue;
        const around = cellLines(puzzle, b);
        const lv = around[dv < 0 ? 0 : 1]!;
        const lh = around[dh < 0 ? 2 : 3]!;
        const dLine = cellLines(puzzle, b + dv * w)[dh < 0 ? 2 : 3]!;
        const dColumn = cellLines(puzzle, b + dh)[dv < 0 ? 0 : 1]!;
        out.push({ b, d, lines: [lv, lh, dLine, dColumn] });
      }
  }
  return out;
}

/**
 * {@link buildModel} for the reduced answers: no path passes next to itself ({@link NoShortcut}), and no path
 * turns at a cell b whose diagonal neighbour d inside the turn is empty and comes before b in reading order.
 * Every answer reduces to one of these: take the short cut (leaving the cells between empty), or turn at d
 * instead of b; each step keeps an answer and lowers the sum of the visited cells' positions (counted from
 * 1), so the steps end. There are none of these only when there is no answer.
 */
function reducedModel(puzzle: Puzzle): Model {
  const m = buildModel(puzzle);
  const k = numberCells(puzzle).size;
  const n = puzzle.width * puzzle.height;
  const { edges } = gridGraph(Math.max(0, puzzle.width - 1), Math.max(0, puzzle.height - 1));
  edges.forEach(([a, b], l) => {
    m.post(new NoShortcut(l, labelVar(puzzle, a), labelVar(puzzle, b), k));
  });
  for (const { b, d, lines } of corners(puzzle))
    if (d < b) m.linear([1, 1, -1], [lines[0], lines[1], labelVar(puzzle, d) + n], "<=", 1);
  return m;
}

/**
 * Another answer that reduces to `only` in one turn (see {@link reducedModel}): a corner of its paths at b
 * turned at the empty diagonal neighbour d instead. Every value but the lines is `only`'s.
 */
function turnedElsewhere(puzzle: Puzzle, only: readonly number[]): number[] | null {
  const n = puzzle.width * puzzle.height;
  for (const { d, lines } of corners(puzzle)) {
    const [lv, lh, dLine, dColumn] = lines;
    if (only[lv] !== 1 || only[lh] !== 1 || only[labelVar(puzzle, d) + n] !== 0) continue;
    const turned = [...only];
    turned[lv] = 0;
    turned[lh] = 0;
    turned[dLine] = 1;
    turned[dColumn] = 1;
    return turned;
  }
  return null;
}

/**
 * {@link buildModel} for the answers other than `only` that shorten to it: each cell of a path of `only` keeps
 * its pair (shortening only leaves cells empty), and some other cell is visited.
 */
function longerModel(puzzle: Puzzle, only: readonly number[]): Model {
  const m = buildModel(puzzle);
  const k = numberCells(puzzle).size;
  const n = puzzle.width * puzzle.height;
  const elsewhere: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = labelVar(puzzle, i);
    if (only[x]! < k) m.linear([1], [x], "=", only[x]!);
    else elsewhere.push(x + n);
  }
  m.linear(
    elsewhere.map(() => 1),
    elsewhere,
    ">=",
    1,
  );
  return m;
}

const sumStats = (a: SearchFindings["stats"], b: SearchFindings["stats"]) => ({
  nodes: a.nodes + b.nodes,
  failures: a.failures + b.failures,
  propagations: a.propagations + b.propagations,
  ms: a.ms + b.ms,
});

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution is checked against the rules before it is returned. Throws a RangeError for a puzzle the solver
 * does not read (see {@link unsupported}).
 *
 * With limit 1 or 2 it searches the reduced answers first ({@link reducedModel}: no short cut, no turn that
 * could move back in reading order), far fewer than all where the grid leaves paths room to wander, branching
 * on the cell with the fewest pairs left: none of them means no answer, two mean two answers. For one, any
 * other answer reduces to it, the last step from an answer that turns elsewhere ({@link turnedElsewhere}) or
 * a longer one holding its paths' cells ({@link longerModel}, which those cells pin down). A larger limit
 * counts on the whole model.
 */
export function solve(puzzle: Puzzle, options?: SolveOptions): SolveResult<Solution> {
  const count = lineCount(puzzle);
  return solveChecked(
    options,
    (o) => {
      if (o.limit > 2) return buildModel(puzzle).solve(o);
      const start = Date.now();
      const labels = Array.from({ length: puzzle.width * puzzle.height }, (_, i) => labelVar(puzzle, i));
      const first = reducedModel(puzzle).solve({ ...o, brancher: smallestDomain(labels) });
      // One reduced answer at limit 1 is an answer, not the only one.
      if (o.limit === 1 && first.solutions.length === 1)
        return { ...first, complete: false, stoppedBy: "limit" };
      if (o.limit === 1 || first.solutions.length !== 1 || !first.complete) return first;
      const left = (budget: number | undefined, used: number) =>
        budget === undefined ? undefined : Math.max(0, budget - used);
      const turned = turnedElsewhere(puzzle, first.solutions[0]!);
      if (turned !== null)
        return {
          solutions: [first.solutions[0]!, turned],
          complete: false,
          stoppedBy: "limit",
          stats: first.stats,
        };
      const second = longerModel(puzzle, first.solutions[0]!).solve({
        ...o,
        limit: 1,
        timeoutMs: left(o.timeoutMs, Date.now() - start),
        nodeLimit: left(o.nodeLimit, first.stats.nodes),
      });
      const stats = sumStats(first.stats, second.stats);
      const solutions = [...first.solutions, ...second.solutions];
      if (solutions.length === 2) return { solutions, complete: false, stoppedBy: "limit", stats };
      return { solutions, complete: second.complete, stoppedBy: second.stoppedBy, stats };
    },
    (values) => values.slice(0, count),
    (s) => solutionProblems(puzzle, s),
  );
}
