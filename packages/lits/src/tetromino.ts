// The four tetrominoes of LITS and where they fit in a room. An O (2x2) never fits: the shaded cells hold
// no 2x2 block.
import { cellBox } from "@gridsmith/kit";

/** A tetromino's shape, rotations and reflections alike: L, I, T or S (the O is never one in LITS). */
export type Shape = "L" | "I" | "T" | "S";

/** The shapes, in the order a shape variable's values stand for. */
export const SHAPES: readonly Shape[] = ["L", "I", "T", "S"];

/**
 * The shape of four cells side by side (cells numbered row by row, `width` a row), or null when they are
 * not four cells of one piece, or a 2x2 block.
 */
export function shapeOf(cells: readonly number[], width: number): Shape | null {
  if (cells.length !== 4) return null;
  const set = new Set(cells);
  const { top, left, height: tall, width: wide } = cellBox(cells, width);
  const degree = cells.map(
    (i) =>
      [i - width, i + width, i % width > 0 ? i - 1 : -1, i % width < width - 1 ? i + 1 : -1].filter((j) =>
        set.has(j),
      ).length,
  );
  // Four cells are one piece when they have three sides in common (a tree) or four (the 2x2 block).
  const sides = degree.reduce((a, b) => a + b, 0) / 2;
  if (sides < 3) return null;
  if (tall * wide === 4) return tall === 1 || wide === 1 ? "I" : null;
  if (tall * wide !== 6) return null;
  if (degree.includes(3)) return "T";
  // In its 2x3 box, an S has two cells on each long line, an L three and one.
  const onFirstLine = (i: number) => (tall === 2 ? Math.floor(i / width) === top : i % width === left);
  const first = cells.filter(onFirstLine).length;
  return first === 2 ? "S" : "L";
}

/** Every four cells of a piece inside `cells` (sorted, each once) other than a 2x2 block, with its shape. */
export function placements(cells: readonly number[], width: number): { cells: number[]; shape: Shape }[] {
  const inside = new Set(cells);
  const beside = (i: number) =>
    [i - width, i + width, i % width > 0 ? i - 1 : -1, i % width < width - 1 ? i + 1 : -1].filter((j) =>
      inside.has(j),
    );
  const seen = new Set<string>();
  const out: { cells: number[]; shape: Shape }[] = [];
  const grow = (piece: number[]) => {
    if (piece.length === 4) {
      const sorted = [...piece].sort((a, b) => a - b);
      const key = sorted.join(",");
      if (seen.has(key)) return;
      seen.add(key);
      const shape = shapeOf(sorted, width);
      if (shape !== null) out.push({ cells: sorted, shape });
      return;
    }
    // Only cells after the first in reading order join, so each piece is grown from its first cell.
    for (const i of piece)
      for (const j of beside(i)) if (j > piece[0]! && !piece.includes(j)) grow([...piece, j]);
  };
  for (const i of cells) grow([i]);
  return out;
}
