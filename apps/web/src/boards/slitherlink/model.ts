import type { Cell, Problem, Step } from "@gridsmith/kit";

/**
 * The slitherlink package's puzzle as the site reads it: `clues` row by row, 0-4 or -1 for none. The site
 * imports only the catalog and kit (CONTRIBUTING), so the edge numbering below follows the package's
 * README rather than importing its helpers: horizontal edges first, `height + 1` rows of `width`, then
 * vertical ones, `height` rows of `width + 1`.
 */
export interface SlitherPuzzle {
  width: number;
  height: number;
  clues: number[];
}

/** The package's solution: 1 where the loop runs, 0 elsewhere, one entry per edge. */
export type SlitherSolution = number[];

/**
 * A player's attempt, already in the package's attempt shape so check and hint read it as it is: per edge
 * 1 a line, -1 crossed (no line), 0 undecided.
 */
export type SlitherAttempt = number[];

/** A point of the board's lattice: (2 * height + 1) x (2 * width + 1); an edge sits where row + col is odd. */
export interface LatticePos {
  row: number;
  col: number;
}

const horizontals = (p: SlitherPuzzle) => (p.height + 1) * p.width;
export const edgeCount = (p: SlitherPuzzle) => horizontals(p) + p.height * (p.width + 1);

/** The edge at a lattice point, or -1 where there is a dot, a cell or nothing. */
export function edgeAt(p: SlitherPuzzle, pos: LatticePos): number {
  const { row, col } = pos;
  if (row < 0 || col < 0 || row > 2 * p.height || col > 2 * p.width || (row + col) % 2 === 0) return -1;
  if (row % 2 === 0) return (row / 2) * p.width + (col - 1) / 2;
  return horizontals(p) + ((row - 1) / 2) * (p.width + 1) + col / 2;
}

/** Where an edge sits on the lattice. */
export function latticeOf(p: SlitherPuzzle, e: number): LatticePos {
  const h = horizontals(p);
  if (e < h) return { row: 2 * Math.floor(e / p.width), col: 2 * (e % p.width) + 1 };
  const v = e - h;
  return { row: 2 * Math.floor(v / (p.width + 1)) + 1, col: 2 * (v % (p.width + 1)) };
}

/** The edge between two neighbouring dots, given as (row, col) of the dot grid; -1 if they are not neighbours. */
export function edgeBetween(p: SlitherPuzzle, a: LatticePos, b: LatticePos): number {
  if (Math.abs(a.row - b.row) + Math.abs(a.col - b.col) !== 1) return -1;
  return edgeAt(p, { row: a.row + b.row, col: a.col + b.col });
}

/** The four edges around cell (row, col). */
export function edgesAround(p: SlitherPuzzle, row: number, col: number): number[] {
  const r = 2 * row + 1;
  const c = 2 * col + 1;
  return [
    edgeAt(p, { row: r - 1, col: c }),
    edgeAt(p, { row: r + 1, col: c }),
    edgeAt(p, { row: r, col: c - 1 }),
    edgeAt(p, { row: r, col: c + 1 }),
  ];
}

/** The two dots an edge joins, as lattice points. */
function endsOf(p: SlitherPuzzle, e: number): [LatticePos, LatticePos] {
  const { row, col } = latticeOf(p, e);
  return row % 2 === 0
    ? [
        { row, col: col - 1 },
        { row, col: col + 1 },
      ]
    : [
        { row: row - 1, col },
        { row: row + 1, col },
      ];
}

/** A person's name for an edge, in the words the package's hints use: "the top of r1c2". */
export function edgeName(p: SlitherPuzzle, e: number): string {
  const { row, col } = latticeOf(p, e);
  const cell = (r: number, c: number) => `r${r + 1}c${c + 1}`;
  if (row % 2 === 0)
    return row < 2 * p.height
      ? `the top of ${cell(row / 2, (col - 1) / 2)}`
      : `the bottom of ${cell(row / 2 - 1, (col - 1) / 2)}`;
  return col < 2 * p.width
    ? `the left of ${cell((row - 1) / 2, col / 2)}`
    : `the right of ${cell((row - 1) / 2, col / 2 - 1)}`;
}

export function newAttempt(p: SlitherPuzzle): SlitherAttempt {
  return new Array<number>(edgeCount(p)).fill(0);
}

/** A saved attempt if it has one -1/0/1 per edge of this puzzle, else null. */
export function restore(p: SlitherPuzzle, saved: unknown): SlitherAttempt | null {
  if (!Array.isArray(saved) || saved.length !== edgeCount(p)) return null;
  return saved.every((v) => v === -1 || v === 0 || v === 1) ? [...saved] : null;
}

export const toSolution = (_p: SlitherPuzzle, a: SlitherAttempt): number[] => [...a];

/** A solution as an attempt: its lines, the other edges left blank so the loop reads clearly. */
export const withSolution = (_p: SlitherPuzzle, s: SlitherSolution): SlitherAttempt =>
  s.map((v) => (v === 1 ? 1 : 0));

/** The attempt with some edges set; the same attempt when nothing changes. */
export function setEdges(a: SlitherAttempt, edges: readonly number[], value: number): SlitherAttempt {
  let next: SlitherAttempt | null = null;
  for (const e of edges) {
    if (e < 0 || e >= a.length || (next ?? a)[e] === value) continue;
    next ??= [...a];
    next[e] = value;
  }
  return next ?? a;
}

/** What a tap does: empty -> line -> cross -> empty. */
export const nextState = (v: number): number => (v === 0 ? 1 : v === 1 ? -1 : 0);

/** Lines around cell (row, col). */
export function linesAround(p: SlitherPuzzle, a: SlitherAttempt, row: number, col: number): number {
  return edgesAround(p, row, col).filter((e) => a[e] === 1).length;
}

/** Whether a cell's clue has exactly its number of lines (the board greys it). */
export function clueDone(p: SlitherPuzzle, a: SlitherAttempt, row: number, col: number): boolean {
  const clue = p.clues[row * p.width + col] ?? -1;
  return clue >= 0 && linesAround(p, a, row, col) === clue;
}

/**
 * Whether the lines make one closed loop and every clue has its number: then Check says "solved" when the
 * package finds no mistake. Walks the loop from one line; every dot on it must have exactly two lines and
 * the walk must meet every line drawn.
 */
export function isComplete(p: SlitherPuzzle, a: SlitherAttempt): boolean {
  for (let r = 0; r < p.height; r++)
    for (let c = 0; c < p.width; c++) {
      const clue = p.clues[r * p.width + c] ?? -1;
      if (clue >= 0 && linesAround(p, a, r, c) !== clue) return false;
    }
  const lines = a.flatMap((v, e) => (v === 1 ? [e] : []));
  if (lines.length === 0) return false;
  const at = new Map<string, number[]>();
  for (const e of lines)
    for (const d of endsOf(p, e)) at.set(`${d.row},${d.col}`, [...(at.get(`${d.row},${d.col}`) ?? []), e]);
  if ([...at.values()].some((es) => es.length !== 2)) return false;
  let walked = 0;
  let edge = lines[0]!;
  let dot = endsOf(p, edge)[0];
  do {
    walked++;
    const [x, y] = endsOf(p, edge);
    dot = x.row === dot.row && x.col === dot.col ? y : x;
    const pair = at.get(`${dot.row},${dot.col}`)!;
    edge = pair[0] === edge ? pair[1]! : pair[0]!;
  } while (edge !== lines[0] && walked <= lines.length);
  return walked === lines.length;
}

/** Edges decided (lines and crosses) of all edges, for the list of recent puzzles. */
export function progress(p: SlitherPuzzle, a: SlitherAttempt): { filled: number; total: number } {
  return { filled: a.filter((v) => v !== 0).length, total: edgeCount(p) };
}

/** The cells either side of an edge (one on the grid's border), as the package's check names an edge. */
export function cellsBeside(p: SlitherPuzzle, e: number): Cell[] {
  const { row, col } = latticeOf(p, e);
  const sides =
    row % 2 === 0
      ? [
          { row: row / 2 - 1, col: (col - 1) / 2 },
          { row: row / 2, col: (col - 1) / 2 },
        ]
      : [
          { row: (row - 1) / 2, col: col / 2 - 1 },
          { row: (row - 1) / 2, col: col / 2 },
        ];
  return sides.filter((c) => c.row >= 0 && c.col >= 0 && c.row < p.height && c.col < p.width);
}

/**
 * The decided edges that differ from the loop: a line where the loop does not run, a cross where it does.
 * Each problem names its edge (`edges`, which the board outlines) and the cells beside it.
 */
export function mistakes(p: SlitherPuzzle, a: SlitherAttempt, s: SlitherSolution): EdgeProblem[] {
  return a.flatMap((v, e) => {
    if (v === 0 || (v === 1) === (s[e] === 1)) return [];
    const where = edgeName(p, e);
    return [
      {
        code: "differs-from-solution",
        message: v === 1 ? `${where} has no line in the loop` : `the loop runs along ${where}`,
        cells: cellsBeside(p, e),
        edges: [e],
      },
    ];
  });
}

/** A problem that also names edges, for the board to outline them. */
export type EdgeProblem = Problem & { edges?: number[] };

interface DeductionLike {
  edge?: number;
  line?: boolean;
}

/** Carries out a hint or an explanation step: each deduction (`{ edge, line }`) draws or crosses an edge. */
export function applyStep(p: SlitherPuzzle, a: SlitherAttempt, step: Step): SlitherAttempt {
  let next = a;
  for (const raw of step.deductions as DeductionLike[]) {
    if (typeof raw !== "object" || raw === null || typeof raw.edge !== "number") continue;
    if (raw.edge < 0 || raw.edge >= edgeCount(p)) continue;
    next = setEdges(next, [raw.edge], raw.line ? 1 : -1);
  }
  return next;
}

/**
 * Where the keyboard focus goes from the edge at `pos`: Left and Right go to the next edge along the same
 * lattice row (horizontal edges along a row of dots, vertical ones across a row of cells); Up and Down step
 * to the neighbouring lattice row, to an edge that shares a dot with this one, so Down then Up comes back.
 * Null for any other key, or when the move would leave the grid.
 */
export function moveFocus(p: SlitherPuzzle, pos: LatticePos, key: string): LatticePos | null {
  const { row, col } = pos;
  const vertical = row % 2 === 1;
  let next: LatticePos;
  if (key === "ArrowLeft" || key === "ArrowRight") next = { row, col: col + (key === "ArrowLeft" ? -2 : 2) };
  else if (key === "ArrowUp" || key === "ArrowDown") {
    const r = row + (key === "ArrowUp" ? -1 : 1);
    next = { row: r, col: !vertical ? col - 1 : col + 1 <= 2 * p.width - 1 ? col + 1 : col - 1 };
  } else return null;
  return edgeAt(p, next) >= 0 ? next : null;
}

/** The edges a step decides, for the board to highlight. */
export function stepEdges(step: Step | null | undefined): Set<number> {
  const edges = new Set<number>();
  for (const raw of (step?.deductions ?? []) as DeductionLike[])
    if (typeof raw === "object" && raw !== null && typeof raw.edge === "number") edges.add(raw.edge);
  return edges;
}
