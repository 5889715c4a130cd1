import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import { puzzleFromPicture } from "../bw/clues.js";
import { checkedShape, limits, MAX_SIDE } from "../limits.js";
import { solveNonogram } from "../operations.js";
import type { Nonogram, NonogramSolution } from "../types.js";
import { blackAndWhiteOnly } from "./colour-formats.js";
import { NetpbmReader } from "./netpbm.js";
import { checkGridSize } from "./text.js";

/** A picture read from a PBM file: rows of `#` (black, 1) and `.` (white, 0). */
export interface PbmImage {
  width: number;
  height: number;
  rows: string[];
}

/**
 * Reads the first image of a PBM file, plain (P1) or raw (P4). `text` holds one character per byte, as
 * `latin1` decoding gives (P1 is plain ASCII either way). Comments (`#` to end of line) may stand between
 * header fields.
 */
export function parsePbm(text: string): PbmImage {
  checkTextLength(text, limits);
  const t = new NetpbmReader(text, "PBM");
  const magic = t.magic(["P1", "P4"]);
  // The header's size is checked before a row is read: a picture is a puzzle's goal, within the limits.
  const width = t.number("width", 1, MAX_SIDE);
  const height = t.number("height", 1, MAX_SIDE);
  checkGridSize(width, height);
  const rows: string[] = [];
  if (magic === "P1") {
    for (let r = 0; r < height; r++) {
      let s = "";
      for (let c = 0; c < width; c++) {
        t.skipSpace();
        const ch = text[t.i];
        if (ch !== "0" && ch !== "1") {
          t.fail(
            ch === undefined
              ? `the image ends at row ${r + 1}, column ${c + 1}`
              : `expected 0 or 1, got '${ch}'`,
          );
        }
        s += ch === "1" ? "#" : ".";
        t.i++;
      }
      rows.push(s);
    }
    return { width, height, rows };
  }
  t.endHeader();
  const i = t.i;
  const n = text.length;
  const bytesPerRow = Math.ceil(width / 8);
  if (n - i < bytesPerRow * height) {
    throw new ParseError(
      `the raster needs ${bytesPerRow * height} bytes but only ${n - i} follow the header`,
    );
  }
  for (let r = 0; r < height; r++) {
    let s = "";
    for (let c = 0; c < width; c++) {
      const code = text.charCodeAt(i + r * bytesPerRow + (c >> 3));
      if (code > 0xff) {
        throw new ParseError(
          "the raw (P4) image was read as UTF-8 text and its bytes were changed; read the file as bytes (latin1)",
        );
      }
      s += (code >> (7 - (c & 7))) & 1 ? "#" : ".";
    }
    rows.push(s);
  }
  return { width, height, rows };
}

/** Bytes as the one-character-per-byte string {@link parsePbm} takes. */
export function bytesToLatin1(bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return s;
}

/** A picture as plain PBM (P1), 1 = filled. */
export function toPbmText(picture: NonogramSolution): string {
  const width = picture[0]?.length ?? 0;
  const lines = [`P1`, `${width} ${picture.length}`];
  for (const row of picture) lines.push([...row].map((ch) => (ch === "#" ? "1" : "0")).join(" "));
  return `${lines.join("\n")}\n`;
}

/**
 * Pictures as raw PBM (P4) images written back to back and ended by one newline: jc-solver's output for
 * all solutions of a puzzle (a single newline when there are none).
 */
export function toPbmBytes(pictures: readonly NonogramSolution[]): Uint8Array {
  const parts: number[] = [];
  for (const picture of pictures) {
    const width = picture[0]?.length ?? 0;
    for (const ch of `P4\n${width} ${picture.length}\n`) parts.push(ch.charCodeAt(0));
    const bytesPerRow = Math.ceil(width / 8);
    for (const row of picture) {
      for (let b = 0; b < bytesPerRow; b++) {
        let byte = 0;
        for (let k = 0; k < 8; k++) {
          const c = b * 8 + k;
          if (c < width && row[c] === "#") byte |= 0x80 >> k;
        }
        parts.push(byte);
      }
    }
  }
  parts.push(10);
  return Uint8Array.from(parts);
}

/**
 * The PBM format: reading a solved picture gives its clues (and keeps it as the goal); writing gives the
 * goal picture as P1, or, for a puzzle without a goal, the first solution the solver finds (every solution
 * has the same clues). A puzzle with no solution has no picture: `serialize` then throws a ParseError.
 */
export const pbmFormat: Format<Nonogram> = {
  id: "pbm",
  name: "PBM image (P1 or P4): a solved picture, clues computed",
  extensions: ["pbm"],
  mediaType: "image/x-portable-bitmap",
  parse: (text) => checkedShape(puzzleFromPicture(parsePbm(text).rows)),
  serialize(p: Nonogram) {
    blackAndWhiteOnly("pbm (PBM image)", p);
    if (p.goal) return toPbmText(p.goal);
    const solved = solveNonogram(p, { limit: 1 });
    if (solved.solutions.length === 0)
      throw new ParseError("the puzzle has no solution, so no picture to write");
    return toPbmText(solved.solutions[0]!);
  },
  detect: (text) => /^\s*(#[^\n]*\n\s*)*P[14]\s/.test(text),
};
