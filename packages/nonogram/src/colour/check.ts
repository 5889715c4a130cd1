import type { Cell, LineRef, Problem } from "@gridsmith/kit";
import { lineName, wrongCellsProblem } from "../grid.js";
import { attemptShapeProblem } from "../limits.js";
import type { NonogramAttempt } from "../types.js";
import { colourBlocksOf } from "./clues.js";
import { solveColourLine } from "./line.js";
import { type ColourNonogram, codeIndex, colourClueText, lineColours } from "./palette.js";

/** Every palette index as a mask (1 << 32 wraps to 1 in JavaScript, hence the special case). */
export function allColours(p: ColourNonogram): number {
  return p.palette.length >= 32 ? -1 : (1 << p.palette.length) - 1;
}

/**
 * The cells of an attempt as colour masks, row-major: a colour's code is that colour, `.` (and `x`/`X`
 * unless they are codes) the background, anything else (and missing rows and cells) every colour.
 */
export function attemptMasks(p: ColourNonogram, attempt: NonogramAttempt | undefined): Int32Array {
  const width = p.columns.length;
  const height = p.rows.length;
  const all = allColours(p);
  const index = codeIndex(p.palette);
  const masks = new Int32Array(width * height).fill(all);
  for (let r = 0; r < height; r++) {
    const row = attempt?.[r];
    if (typeof row !== "string") continue;
    for (let c = 0; c < width && c < row.length; c++) {
      const ch = row[c]!;
      const v = index.get(ch) ?? (ch === "x" || ch === "X" ? 0 : undefined);
      if (v !== undefined) masks[r * width + c] = 1 << v;
    }
  }
  return masks;
}

/** The cell indices of line `line` (rows first, then columns), in order along it. */
export function lineCells(width: number, height: number, line: number): number[] {
  if (line < height) return Array.from({ length: width }, (_, c) => line * width + c);
  return Array.from({ length: height }, (_, r) => r * width + (line - height));
}

/** A line's cells as the colour solver sees them, solved: the colours each cell can take, or null. */
export function solveLineMasks(p: ColourNonogram, line: number, masks: Int32Array): Int32Array | null {
  const h = p.rows.length;
  const cells = lineCells(p.columns.length, h, line).map((x) => masks[x]!);
  const lengths = line < h ? p.rows[line]! : p.columns[line - h]!;
  const out = new Int32Array(cells.length);
  return solveColourLine(lengths, lineColours(p, line), 0, lengths.length, cells, cells.length, out)
    ? out
    : null;
}

const single = (m: number) => m !== 0 && (m & (m - 1)) === 0;

/**
 * A player's mistakes in a colour puzzle: complete lines whose blocks read differently from their clue,
 * partial lines that cannot be completed, and, when the puzzle has exactly one solution, every marked cell
 * that differs from it. `solution` is the unique solution when the caller has one.
 */
export function checkColourNonogram(
  p: ColourNonogram,
  attempt: NonogramAttempt,
  solution: string[] | null,
): Problem[] {
  const width = p.columns.length;
  const height = p.rows.length;
  const wrong = attemptShapeProblem(attempt, width, height);
  if (wrong) return [wrong];
  const masks = attemptMasks(p, attempt);
  const problems: Problem[] = [];
  for (let line = 0; line < width + height; line++) {
    const axis = line < height ? "row" : "column";
    const index = line < height ? line : line - height;
    const ref: LineRef = { axis, index };
    const lengths = line < height ? p.rows[line]! : p.columns[line - height]!;
    const clue = colourClueText(lengths, lineColours(p, line), p.palette);
    const cells = lineCells(width, height, line).map((x) => masks[x]!);
    if (cells.every(single)) {
      const got = colourBlocksOf(cells.map((m) => 31 - Math.clz32(m)));
      const text = colourClueText(got.lengths, got.colours, p.palette);
      if (text !== clue) {
        problems.push({
          code: "line-wrong",
          message: `${lineName(axis, index)} reads ${text} but its clue is ${clue}`,
          lines: [ref],
        });
      }
    } else if (solveLineMasks(p, line, masks) === null) {
      problems.push({
        code: "line-impossible",
        message: `${lineName(axis, index)} cannot be completed to fit its clue ${clue}`,
        lines: [ref],
      });
    }
  }
  if (solution) {
    const index = codeIndex(p.palette);
    const wrong: Cell[] = [];
    for (let r = 0; r < height; r++) {
      for (let c = 0; c < width; c++) {
        const m = masks[r * width + c]!;
        if (single(m) && m !== 1 << index.get(solution[r]![c]!)!) wrong.push({ row: r, col: c });
      }
    }
    if (wrong.length > 0) problems.push(wrongCellsProblem(wrong));
  }
  return problems;
}
