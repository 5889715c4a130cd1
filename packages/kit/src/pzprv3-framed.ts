// The pzprv3 section of a grid with clues around it (Skyscrapers, Easy as ABC): pzprjs writes it as one
// section of ROWS + 2 lines of COLS + 2 tokens, the grid inside a frame of clues (kit's framed grid), the
// corners `.` and not data. Learnt from pzprjs's FileIO (decodeCellExcell; MIT), written afresh.
import { clueCell, framedCell, framedIndex, framedPlace, type GridSides } from "./framed-grid.js";
import type { Pzprv3Reader } from "./pzprv3.js";

/** A clue of the frame with none, as {@link readFramedSection} gives it (`.` in the file). */
export const NO_FRAME_CLUE = -1;
/** A clue of the frame whose number is not given (`?` on puzz.link, `-2` in the file). */
export const UNKNOWN_FRAME_CLUE = -2;

/** How a genre's framed section holds its clues and its grid's cells, for {@link readFramedSection}. */
export interface FramedSectionCodec<V> {
  /** The smallest and the largest clue. */
  clues: { min: number; max: number };
  /** A grid cell's value (the player's corner notes in brackets already left out), or null when the token is none. */
  cell(token: string): V | null;
  /** What a grid cell's token may be, for the message naming a wrong one ("a height (1 to 5, or .)"). */
  cellTokens: string;
}

/**
 * Reads a framed section: the clues in puzz.link's order (kit's `clueCell`), each {@link NO_FRAME_CLUE} for
 * `.`, {@link UNKNOWN_FRAME_CLUE} for `-2` or the clue, and the grid's cells row by row; any token may be
 * followed by the player's corner notes in brackets (`.[1,,3,]`), which are not data. Throws a ParseError
 * naming the cell at a token that is neither.
 */
export function readFramedSection<V>(
  file: Pzprv3Reader,
  p: GridSides,
  codec: FramedSectionCodec<V>,
): { clues: number[]; cells: V[] } {
  const { min, max } = codec.clues;
  const clue = (t: string) => {
    if (t === ".") return NO_FRAME_CLUE;
    if (t === "-2") return UNKNOWN_FRAME_CLUE;
    return /^\d{1,4}$/.test(t) && +t >= min && +t <= max ? +t : null;
  };
  const board = file.cells<number | V | undefined>(
    "board",
    (raw, j) => {
      const t = raw.replace(/\[[^\]]*\]$/, "");
      const place = framedPlace(p, j);
      return place === "corner" ? undefined : place === "clue" ? clue(t) : codec.cell(t);
    },
    (_, j) => (framedPlace(p, j) === "clue" ? `a clue (${min} to ${max}, -2 or .)` : codec.cellTokens),
    { height: p.height + 2, width: p.width + 2 },
  );
  const clues = Array.from({ length: 2 * (p.width + p.height) }, (_, k) => {
    const { row, col } = clueCell(p, k);
    return board[row * (p.width + 2) + col] as number;
  });
  const cells = Array.from({ length: p.width * p.height }, (_, i) => board[framedIndex(p, i)] as V);
  return { clues, cells };
}

/**
 * The framed section {@link readFramedSection} reads, as pzprjs writes it: each clue of `clues` (in
 * puzz.link's order) in its place, `cell(i)` for grid cell i's token, `.` in the corners.
 */
export function framedSection(
  p: GridSides,
  clues: readonly number[],
  cell: (i: number) => string,
): string[][] {
  const rows = Array.from({ length: p.height + 2 }, () => new Array<string>(p.width + 2).fill("."));
  clues.forEach((v, k) => {
    const { row, col } = clueCell(p, k);
    if (v !== NO_FRAME_CLUE) rows[row]![col] = v === UNKNOWN_FRAME_CLUE ? "-2" : String(v);
  });
  for (let i = 0; i < p.width * p.height; i++) {
    const { row, col } = framedCell(p, i);
    rows[row]![col] = cell(i);
  }
  return rows;
}
