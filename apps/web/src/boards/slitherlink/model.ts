import type { SlitherlinkPuzzle } from "@gridsmith/catalog";
import { borderEdges, type PlayModel, type Step } from "@gridsmith/kit";

// The board's lattice over the package's edges. The edge numbering is kit's `borderEdges`, which is the
// package's; the play itself (moves, hints, mistakes, completeness) is the package's `play`.

/** The package's puzzle: `clues` row by row, 0-4 or -1 for none. */
export type SlitherPuzzle = SlitherlinkPuzzle;

/** A player's attempt (the package's `play`): per edge 1 a line, -1 crossed (no line), 0 undecided. */
export type SlitherAttempt = number[];

/** A point of the board's lattice: (2 * height + 1) x (2 * width + 1); an edge sits where row + col is odd. */
export interface LatticePos {
  row: number;
  col: number;
}

/** The edge at a lattice point, or -1 where there is a dot, a cell or nothing. */
export function edgeAt(p: SlitherPuzzle, pos: LatticePos): number {
  const { row, col } = pos;
  if (row < 0 || col < 0 || row > 2 * p.height || col > 2 * p.width || (row + col) % 2 === 0) return -1;
  if (row % 2 === 0) return borderEdges.horizontal(p.width, row / 2, (col - 1) / 2);
  return borderEdges.vertical(p.height, p.width, (row - 1) / 2, col / 2);
}

/** Where an edge sits on the lattice: between the two dots it joins. */
export function latticeOf(p: SlitherPuzzle, e: number): LatticePos {
  const [[r0, c0], [r1, c1]] = borderEdges.ends(p.height, p.width, e);
  return { row: r0 + r1, col: c0 + c1 };
}

/** The edge between two neighbouring dots, given as (row, col) of the dot grid; -1 if they are not neighbours. */
export function edgeBetween(p: SlitherPuzzle, a: LatticePos, b: LatticePos): number {
  if (Math.abs(a.row - b.row) + Math.abs(a.col - b.col) !== 1) return -1;
  return edgeAt(p, { row: a.row + b.row, col: a.col + b.col });
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

/** What a tap does: empty -> line -> cross -> empty. */
export const nextState = (v: number): number => (v === 0 ? 1 : v === 1 ? -1 : 0);

/** Whether a cell's clue has exactly its number of lines (the board greys it). */
export function clueDone(p: SlitherPuzzle, a: SlitherAttempt, row: number, col: number): boolean {
  const clue = p.clues[row * p.width + col] ?? -1;
  const lines = borderEdges.around(p.height, p.width, row, col).filter((e) => a[e] === 1).length;
  return clue >= 0 && lines === clue;
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

/** The edges a step decides, for the board to highlight: those it sets when carried out on a fresh attempt. */
export function stepEdges(
  play: PlayModel<SlitherPuzzle, unknown, SlitherAttempt, unknown> | undefined,
  p: SlitherPuzzle,
  step: Step | null | undefined,
): Set<number> {
  if (!play || !step) return new Set();
  const decided = play.applyStep(p, play.newAttempt(p), step);
  return new Set(decided.flatMap((v, e) => (v === 0 ? [] : [e])));
}
