import type { Nonogram } from "../types.js";

/**
 * A symmetry of the grid as a map of cells: `image[x]` is where cell `x` (row-major index) goes. Cells outside the
 * box of non-empty lines map to themselves.
 */
export type CellMap = Int32Array;

/** The seven non-identity symmetries of a square, as maps of the box's (row, column) to (row, column). */
const SQUARE_MAPS: readonly ((i: number, j: number, h: number, w: number) => [number, number])[] = [
  (i, j, h) => [j, h - 1 - i], // a quarter turn
  (i, j, h, w) => [h - 1 - i, w - 1 - j], // a half turn
  (i, j, _h, w) => [w - 1 - j, i], // three quarter turns
  (i, j, _h, w) => [i, w - 1 - j], // mirrored left to right
  (i, j, h) => [h - 1 - i, j], // mirrored top to bottom
  (i, j) => [j, i], // about the main diagonal
  (i, j, h, w) => [w - 1 - j, h - 1 - i], // about the other diagonal
];

/** Of those, the ones that keep a rectangle that is not square: the half turn and the two mirrors. */
const RECTANGLE_MAPS = [SQUARE_MAPS[1]!, SQUARE_MAPS[3]!, SQUARE_MAPS[4]!];

const blocks = (clue: readonly number[]) => clue.filter((b) => b > 0);
const sameClue = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, k) => v === b[k]);

/**
 * The symmetries of the grid that map every picture meeting the clues to a picture meeting them: a quarter or half
 * turn, or a mirror, of the box that holds every non-empty row and column (empty lines are white in any answer, so
 * the box holds every black cell). Each line of the box goes to a line, read forwards or backwards; the map keeps
 * the clues when every line's clue is the clue of its image, reversed when the image is read backwards. Knotty's
 * clues, for one, are unchanged by a quarter turn of its 39x39 box.
 *
 * Why it is worth knowing: when the clues have a symmetry, the answers come in symmetric sets, so a puzzle with
 * one answer has a symmetric one, and the search for a symmetric answer has a quarter (or half) of the cells to
 * decide (see `solveBlackAndWhite`).
 */
export function clueSymmetries(puzzle: Nonogram): CellMap[] {
  const rows = puzzle.rows.map(blocks);
  const cols = puzzle.columns.map(blocks);
  const width = cols.length;
  const r0 = rows.findIndex((c) => c.length > 0);
  const c0 = cols.findIndex((c) => c.length > 0);
  if (r0 < 0 || c0 < 0) return [];
  const h = rows.findLastIndex((c) => c.length > 0) - r0 + 1;
  const w = cols.findLastIndex((c) => c.length > 0) - c0 + 1;
  const found: CellMap[] = [];
  for (const map of h === w ? SQUARE_MAPS : RECTANGLE_MAPS) {
    /** The clue of the box's line through (i, j) and (i2, j2), read from the first cell to the second. */
    const lineClue = (i: number, j: number, i2: number, j2: number): number[] | null => {
      const ascending = i2 > i || j2 > j;
      const clue = i === i2 ? rows[r0 + i]! : j === j2 ? cols[c0 + j]! : null;
      return clue === null ? null : ascending ? clue : [...clue].reverse();
    };
    /** Every line of the box, read forwards, keeps its clue in its image (which the map may read backwards). */
    const keeps = (n: number, isRow: boolean): boolean => {
      for (let k = 0; k < n; k++) {
        const [a, b] = isRow ? [map(k, 0, h, w), map(k, 1, h, w)] : [map(0, k, h, w), map(1, k, h, w)];
        const image = lineClue(a[0], a[1], b[0], b[1]);
        if (image === null || !sameClue(image, isRow ? rows[r0 + k]! : cols[c0 + k]!)) return false;
      }
      return true;
    };
    // A line of one cell has no second cell to say its direction; such boxes have nothing worth mapping.
    if (h < 2 || w < 2 || !keeps(h, true) || !keeps(w, false)) continue;
    const image = new Int32Array(rows.length * width).map((_, x) => x);
    for (let i = 0; i < h; i++) {
      for (let j = 0; j < w; j++) {
        const [i2, j2] = map(i, j, h, w);
        image[(r0 + i) * width + c0 + j] = (r0 + i2) * width + c0 + j2;
      }
    }
    found.push(image);
  }
  return found;
}
