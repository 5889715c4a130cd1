// What the genres played on lines through the centres of cells share (Country Road, Yajilin, Masyu-like
// loops): the pieces the drawn lines make, and a play model for an attempt that is those lines alone.
import { type BoardDescription, type CellClue, centreEdges } from "./board.js";
import type { GridSize } from "./border-regions.js";
import { gridNeighbours } from "./cells.js";
import { decidedProgress } from "./decided-progress.js";
import type { Rng } from "./rng.js";
import { triStateAttempts } from "./tri-state-steps.js";
import type { PlayModel, Problem } from "./types.js";

/**
 * The answer of a genre drawn as lines through the centres of cells (Country Road, Masyu, Numberlink): per line
 * between the centres of neighbouring cells (kit's `centreEdges` numbering: the horizontal ones row by row, then
 * the vertical ones; {@link lineCount} of them), 1 where the loop or a line runs, 0 elsewhere.
 */
export type CentreLines = number[];

// A puzzle's grid in the numbering of {@link centreEdges}: what a loop or path genre's puzzle module exports
// under these names (Country Road, Yajilin, Masyu, Numberlink, Hashikake).

/** How many lines join the centres of neighbouring cells of the grid (none in an empty grid). */
export const lineCount = (grid: GridSize) =>
  grid.width < 1 || grid.height < 1 ? 0 : centreEdges.count(grid.height, grid.width);

/** The lines at cell `i` of the grid, as [up, down, left, right], -1 where the grid ends. */
export const cellLines = (grid: GridSize, i: number) => centreEdges.around(grid.height, grid.width, i);

/** The two cells line `line` of the grid joins. */
export const lineEnds = (grid: GridSize, line: number) => centreEdges.ends(grid.height, grid.width, line);

/** A person's name for a line of the grid, its two cells: `the line from r1c2 to r1c3`. */
export const lineName = (grid: GridSize, line: number) => centreEdges.name(grid.height, grid.width, line);

/** A piece of drawn lines: the cells it joins (the first in reading order first), and whether it is a loop. */
export interface LinePiece {
  cells: number[];
  /** Every cell of the piece has exactly two lines: a closed loop. */
  closed: boolean;
}

/**
 * The pieces the lines `on` says are drawn make on a `rows` x `cols` board (kit's {@link centreEdges}
 * numbering), in the reading order of their first cells; a cell without lines is in none.
 */
export function linePieces(rows: number, cols: number, on: (line: number) => boolean): LinePiece[] {
  const ways = (i: number) => centreEdges.around(rows, cols, i).map((l) => l >= 0 && on(l));
  const degree = (i: number) => ways(i).filter(Boolean).length;
  const seen = new Uint8Array(rows * cols);
  const out: LinePiece[] = [];
  for (let s = 0; s < rows * cols; s++) {
    if (seen[s] || degree(s) === 0) continue;
    const cells = [s];
    seen[s] = 1;
    for (let k = 0; k < cells.length; k++) {
      const i = cells[k]!;
      const ws = ways(i);
      [i - cols, i + cols, i - 1, i + 1].forEach((j, d) => {
        if (ws[d] && !seen[j]) {
          seen[j] = 1;
          cells.push(j);
        }
      });
    }
    out.push({ cells: cells.sort((a, b) => a - b), closed: cells.every((i) => degree(i) === 2) });
  }
  return out;
}

/**
 * A random loop through the centres of a `rows` x `cols` board's cells (at least 2 x 2), for generators: the
 * outline of a random region of the squares between four cell centres, grown one square beside it at a time
 * while the outline stays one loop, until about `share` (0 to 1) of the squares are in. Returns the loop's
 * lines ({@link centreEdges} numbering). The same `rng` state gives the same loop.
 */
export function randomCentreLoop(rows: number, cols: number, rng: Rng, share: number): Set<number> {
  const fr = rows - 1;
  const fc = cols - 1;
  const inside = new Uint8Array(fr * fc);
  // The four lines around square f: top, bottom, left, right, each joining two of its corner cells.
  const sides = (f: number) => {
    const r = Math.floor(f / fc);
    const c = f % fc;
    return [
      centreEdges.right(cols, r, c),
      centreEdges.right(cols, r + 1, c),
      centreEdges.down(rows, cols, r, c),
      centreEdges.down(rows, cols, r, c + 1),
    ];
  };
  // A line is on the outline when exactly one of the squares beside it is inside.
  const count = new Map<number, number>();
  const flip = (f: number, by: number) => {
    for (const l of sides(f)) count.set(l, (count.get(l) ?? 0) + by);
  };
  const outline = () => new Set([...count].filter(([, k]) => k === 1).map(([l]) => l));
  const isLoop = (lines: Set<number>) => {
    const pieces = linePieces(rows, cols, (l) => lines.has(l));
    if (pieces.length !== 1 || !pieces[0]!.closed) return false;
    // A closed piece can still cross itself where four lines meet.
    return pieces[0]!.cells.every(
      (i) => centreEdges.around(rows, cols, i).filter((l) => lines.has(l)).length === 2,
    );
  };
  const first = rng.int(inside.length);
  inside[first] = 1;
  flip(first, 1);
  const target = Math.max(1, Math.round(inside.length * share));
  for (let tries = 0, grown = 1; tries < 40 * inside.length && grown < target; tries++) {
    const f = rng.int(inside.length);
    if (inside[f]) continue;
    if (!gridNeighbours(f, fc, fr).some((g) => inside[g] === 1)) continue;
    inside[f] = 1;
    flip(f, 1);
    if (isLoop(outline())) grown++;
    else {
      inside[f] = 0;
      flip(f, -1);
    }
  }
  return outline();
}

/**
 * The cells lines of a `rows` x `cols` board run through (kit's {@link centreEdges} numbering): 1 for each cell
 * some line of `lines` ends at, 0 elsewhere, row by row. A loop's cells, for generators that put clues around it.
 */
export function centreLineCells(rows: number, cols: number, lines: Iterable<number>): Uint8Array {
  const on = new Uint8Array(rows * cols);
  for (const l of lines) for (const i of centreEdges.ends(rows, cols, l)) on[i] = 1;
  return on;
}

// Box-drawing characters by a cell's lines: up, down, left, right as bits 8, 4, 2, 1.
const BOX: Record<number, string> = { 12: "│", 3: "─", 10: "┘", 9: "└", 6: "┐", 5: "┌" };

/**
 * Lines through cell centres as text, one text line a row: each cell the loop's way through it
 * (`│ ─ ┌ ┐ └ ┘`), any other cell what `other(i)` says (a clue, `.`).
 */
export function centreLinesText(
  rows: number,
  cols: number,
  on: (line: number) => boolean,
  other: (cell: number) => string,
): string {
  let out = "";
  for (let i = 0; i < rows * cols; i++) {
    const bits = centreEdges
      .around(rows, cols, i)
      .reduce((b, l, d) => (l >= 0 && on(l) ? b | (8 >> d) : b), 0);
    out += (BOX[bits] ?? other(i)) + ((i + 1) % cols === 0 ? "\n" : "");
  }
  return out;
}

/** A hint's deduction on a centre line: line `line` (kit's {@link centreEdges} numbering) is drawn, or not. */
export interface LineDeduction {
  line: number;
  on: boolean;
}

/** What a genre played on centre lines alone tells {@link centreLinePlay}. */
export interface CentreLineRules<P> {
  /** The puzzle's board size. */
  size(puzzle: P): { rows: number; cols: number };
  /** The problems with a whole answer (1 a line, 0 none, per line); none means it is right. */
  problems(puzzle: P, solution: readonly number[]): readonly Problem[];
  /** The board the site draws; its edge input is `centre`. */
  board(puzzle: P): BoardDescription;
}

/**
 * A play model where an attempt holds per centre line 1 drawn, -1 crossed out, 0 undecided, as puzz.link
 * plays loops: a tap or a drag draws (an `edge` move of 1), a right tap crosses (-1), 0 clears, and a hint's
 * deductions draw or cross. Crosses are optional: an attempt is complete when its lines are an answer.
 */
export function centreLinePlay<P, D extends LineDeduction>(
  rules: CentreLineRules<P>,
): PlayModel<P, number[], number[], D> {
  const count = (p: P) => {
    const { rows, cols } = rules.size(p);
    return centreEdges.count(rows, cols);
  };
  const model: PlayModel<P, number[], number[], D> = {
    ...triStateAttempts<P, D>(count, "edge", (d) => [d.line, d.on ? 1 : -1]),
    isComplete: (p, attempt) =>
      rules.problems(
        p,
        attempt.map((v) => (v === 1 ? 1 : 0)),
      ).length === 0,
    mistakes: (p, attempt, solution) => {
      const { rows, cols } = rules.size(p);
      return attempt.flatMap((v, l) =>
        v === 0 || (v === 1) === (solution[l] === 1)
          ? []
          : [
              {
                code: "differs-from-solution",
                message: `${centreEdges.name(rows, cols, l)} ${v === 1 ? "is not on the loop" : "is on the loop"}`,
                edges: [l],
              },
            ],
      );
    },
    toSolution: (_p, attempt) => attempt.map((v) => (v === 1 ? 1 : 0)),
    // Crosses stay -1: a line the player decided empty is not hinted again.
    hintInput: (_p, attempt) => [...attempt],
    // The loop alone, so it reads clearly.
    fromSolution: (_p, solution) => solution.map((v) => (v === 1 ? 1 : 0)),
    progress: decidedProgress((p, attempt) => model.isComplete(p, attempt), count),
    board: rules.board,
    view: (_p, attempt) => ({ edges: [...attempt] }),
  };
  return model;
}

/** What a line genre on a plain grid tells {@link gridCentreLinePlay}. */
export interface GridCentreLineRules<P> {
  /** The problems with a whole answer (1 a line, 0 none, per line); none means it is right. */
  problems(puzzle: P, solution: readonly number[]): readonly Problem[];
  /** What each cell shows, row by row (null: nothing). */
  cells(puzzle: P): (CellClue | null)[];
  /** The room of each cell, drawn as regions, for a genre with rooms. */
  rooms?(puzzle: P): readonly number[];
}

/**
 * {@link centreLinePlay} for a genre whose board is its `width` x `height` grid of cells, each shown as the
 * genre says, the rooms drawn as regions where the genre has them (Country Road, Masyu, Numberlink, ...).
 */
export function gridCentreLinePlay<P extends { width: number; height: number }, D extends LineDeduction>(
  rules: GridCentreLineRules<P>,
): PlayModel<P, number[], number[], D> {
  const { rooms } = rules;
  return centreLinePlay<P, D>({
    size: (p) => ({ rows: p.height, cols: p.width }),
    problems: rules.problems,
    board: (p) => ({
      rows: p.height,
      cols: p.width,
      cells: rules.cells(p),
      ...(rooms ? { regions: [...rooms(p)] } : {}),
      input: { cells: { kind: "none" }, edges: "centre" },
    }),
  });
}
