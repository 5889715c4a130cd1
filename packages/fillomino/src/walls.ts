import { edgeBetween, edgeSides, type GridSize } from "@gridsmith/kit";
import { gridBorders } from "@gridsmith/kit/puzzlink";
import type { Puzzle } from "./puzzle.js";

// A puzzle's given walls: as the pairs of cells they part, and as pzprjs's border bits (its order: the borders
// in rows, then those between rows), which its links and files carry.

/** The two cells each of the puzzle's walls lies between, lower index first; none without walls. */
export function wallCells(puzzle: Puzzle): [number, number][] {
  return (puzzle.walls ?? []).map((e) => edgeSides(puzzle, e)!);
}

/** `puzzle` with `walls` as its given walls, ascending and each once; without the field when there is none. */
export function withWalls(puzzle: Puzzle, walls: Iterable<number>): Puzzle {
  const { walls: _, ...rest } = puzzle;
  const sorted = [...new Set(walls)].sort((a, b) => a - b);
  return sorted.length > 0 ? { ...rest, walls: sorted } : rest;
}

/** The walls of pzprjs's border bits (one per border in kit's `gridBorders` order, 1 a wall). */
export function wallsOfBits(p: GridSize, bits: ArrayLike<number>): number[] {
  return gridBorders(p.width, p.height).flatMap(([a, b], k) => (bits[k] === 1 ? [edgeBetween(p, a, b)] : []));
}

/** Per border in kit's `gridBorders` order, whether `edges` has it (a wall): pzprjs's border bits. */
export function bordersIn(p: GridSize, edges: ReadonlySet<number>): boolean[] {
  return gridBorders(p.width, p.height).map(([a, b]) => edges.has(edgeBetween(p, a, b)));
}
