import { checkTextLength, type Format, type ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { clueTooLong } from "../bw/validate.js";
import { GENRES } from "../genres.js";
import { checkedShape, limits, MAX_SIDE } from "../limits.js";
import type { Nonogram } from "../types.js";
import { blackAndWhiteOnly } from "./colour-formats.js";
import { checkGridSize } from "./text.js";

/**
 * puzz.link's nonogram (learnt from pzprjs's nonogram and number16 encoders, MIT; written afresh). The URL
 * lists the clue cells outside the grid in number16 (see `pzl.decodeNumber16`): first ceil(ROWS/2) cells for each
 * column, left to right, then ceil(COLS/2) for each row, top to bottom; each line's cells start at the one
 * next to the grid and go outwards, so a clue is read from its last number to its first. pzprjs's `.` (a
 * clue number left unknown) has no place here.
 */
const depth = (length: number) => (length + 1) >> 1;

/** Reads `https://puzz.link/p?nonogram/COLS/ROWS/BODY` (and the pzv.jp, pzprxs hosts); throws ParseError. */
export function parsePuzzlink(text: string): Nonogram {
  checkTextLength(text, limits);
  const url = pzl.readPuzzlinkUrl(text, GENRES);
  const { cols, rows } = url;
  // The size the URL claims is checked before the body is decoded into that many clue cells.
  if (cols > MAX_SIDE || rows > MAX_SIDE)
    throw pzl.puzzlinkError(url, url.bodyOffset - 1, `a nonogram is at most ${MAX_SIDE}x${MAX_SIDE} cells`);
  try {
    checkGridSize(cols, rows);
  } catch (e) {
    throw pzl.puzzlinkError(url, url.bodyOffset - 1, (e as ParseError).reason);
  }
  const down = depth(rows);
  const across = depth(cols);
  const values = pzl.decodeNumber16(url, cols * down + rows * across, "clue cell");
  const lines = (count: number, size: number, start: number, axis: "column" | "row") =>
    Array.from({ length: count }, (_, index) => {
      const cells = values.slice(start + index * size, start + (index + 1) * size);
      const bad = cells.find((v) => v === 0 || v === -2);
      if (bad !== undefined)
        throw pzl.puzzlinkError(
          url,
          url.bodyOffset,
          `${axis} ${index + 1} has ${bad === 0 ? "a 0" : "an unknown ('.')"} in its clue; block lengths are 1 or more`,
        );
      const clue = cells.filter((v) => v > 0).reverse();
      const tooLong = clueTooLong(axis, index, clue, axis === "column" ? rows : cols);
      if (tooLong) throw pzl.puzzlinkError(url, url.bodyOffset, tooLong);
      return clue;
    });
  return checkedShape({
    columns: lines(cols, down, 0, "column"),
    rows: lines(rows, across, cols * down, "row"),
  });
}

/** The canonical puzz.link URL of a black-and-white nonogram; throws for a colour one. */
export function puzzlinkText(p: Nonogram): string {
  blackAndWhiteOnly("puzzlink", p);
  const cols = p.columns.length;
  const rows = p.rows.length;
  const cells = (clues: number[][], size: number) =>
    clues.flatMap((clue) => {
      if (clue.length > size)
        throw new Error(`a clue of ${clue.length} blocks does not fit a puzz.link nonogram ${cols}x${rows}`);
      const near = [...clue].reverse();
      return Array.from({ length: size }, (_, k) => near[k] ?? -1);
    });
  const body = pzl.encodeNumber16([...cells(p.columns, depth(rows)), ...cells(p.rows, depth(cols))]);
  return pzl.puzzlinkUrl(GENRES[0], cols, rows, body);
}

/** A puzz.link (pzprjs) link, as copied from puzz.link's address bar; black and white only. */
export const puzzlinkFormat: Format<Nonogram> = {
  id: "puzzlink",
  name: "puzz.link URL (https://puzz.link/p?nonogram/COLS/ROWS/...)",
  extensions: ["url"],
  parse: parsePuzzlink,
  serialize: puzzlinkText,
  detect: (text) => pzl.looksLikePuzzlink(text, GENRES),
  genres: GENRES,
};
