import type { Problem } from "@gridsmith/kit";
import { lineName } from "../grid.js";
import { shapeProblems } from "../limits.js";
import {
  BACKGROUND_CODE,
  CODE_PATTERN,
  type ColourNonogram,
  colourClueText,
  colourMinLength,
  MAX_COLOURS,
  normaliseRgb,
} from "./palette.js";

function checkPalette(p: ColourNonogram, problems: Problem[]): void {
  const { palette } = p;
  if (palette.length > MAX_COLOURS + 1) {
    problems.push({
      code: "too-many-colours",
      message: `the palette has ${palette.length - 1} colours besides the background; at most ${MAX_COLOURS} are supported`,
    });
  }
  const seen = new Map<string, number>();
  palette.forEach((c, i) => {
    const what =
      i === 0 ? "the background colour" : `colour ${i}${typeof c?.name === "string" ? ` (${c.name})` : ""}`;
    if (typeof c !== "object" || c === null || typeof c.name !== "string" || c.name.trim() === "") {
      problems.push({ code: "bad-colour", message: `${what} needs a name` });
      return;
    }
    if (typeof c.rgb !== "string" || normaliseRgb(c.rgb) !== c.rgb) {
      problems.push({
        code: "bad-colour",
        message: `${what}: '${String(c.rgb)}' is not an RGB value such as #ff0000`,
      });
    }
    const ok = i === 0 ? c.code === BACKGROUND_CODE : typeof c.code === "string" && CODE_PATTERN.test(c.code);
    if (!ok) {
      const want = i === 0 ? "'.'" : "one letter or one of #$%&*+-/:;=@^_~!";
      problems.push({ code: "bad-colour", message: `${what}: its code '${String(c.code)}' must be ${want}` });
    } else if (seen.has(c.code)) {
      problems.push({
        code: "bad-colour",
        message: `${what} has the code '${c.code}' of colour ${seen.get(c.code)}`,
      });
    }
    seen.set(c.code, i);
  });
}

function checkLines(
  p: ColourNonogram,
  axis: "row" | "column",
  counts: Map<number, number>,
  problems: Problem[],
): void {
  const clues = axis === "row" ? p.rows : p.columns;
  const colours = axis === "row" ? p.rowColours : p.columnColours;
  const length = axis === "row" ? p.columns.length : p.rows.length;
  const k = p.palette.length - 1;
  clues.forEach((clue, index) => {
    const lines = [{ axis, index }];
    const name = lineName(axis, index);
    const cs = Array.isArray(colours) ? colours[index] : undefined;
    if (!Array.isArray(clue) || !Array.isArray(cs) || cs.length !== clue.length) {
      problems.push({
        code: "bad-clue",
        message: `${name}: a colour clue needs one colour per block (${Array.isArray(clue) ? clue.length : 0} blocks, ${Array.isArray(cs) ? cs.length : 0} colours)`,
        lines,
      });
      return;
    }
    const badLength = clue.findIndex((c) => !Number.isInteger(c) || c < 1);
    if (badLength >= 0) {
      problems.push({
        code: "bad-clue",
        message: `${name}: block ${badLength + 1} has length ${String(clue[badLength])}, but every length must be a whole number of at least 1`,
        lines,
      });
      return;
    }
    const badColour = cs.findIndex((c) => !Number.isInteger(c) || c < 1 || c > k);
    if (badColour >= 0) {
      const c = cs[badColour];
      problems.push({
        code: "unknown-colour",
        message: `${name}: block ${badColour + 1} has ${c === 0 ? "the background colour" : `colour ${String(c)}, which is not in the palette (1 to ${k})`}`,
        lines,
      });
      return;
    }
    const need = colourMinLength(clue, cs);
    if (need > length) {
      problems.push({
        code: "clue-too-long",
        message: `${name}: clue ${colourClueText(clue, cs, p.palette)} needs ${need} cells but the ${axis} has ${length}`,
        lines,
      });
    }
    clue.forEach((n, j) => {
      counts.set(cs[j]!, (counts.get(cs[j]!) ?? 0) + n);
    });
  });
}

/**
 * Problems of a colour puzzle: its shape first (one `bad-shape` problem, see `fromJson`), then the palette
 * (names, `#rrggbb` values, unique codes, `.` for the background), clues whose colours are missing or not in
 * the palette, clues that need more cells than their line has (a gap only between blocks of one colour),
 * rows and columns that fill a different number of cells of some colour, and a goal of the wrong size or
 * with codes the palette lacks.
 */
export function validateColourNonogram(p: ColourNonogram): Problem[] {
  const shape = shapeProblems(p);
  if (shape.length > 0) return shape;
  const problems: Problem[] = [];
  checkPalette(p, problems);
  if (problems.length > 0) return problems;
  const byRows = new Map<number, number>();
  const byColumns = new Map<number, number>();
  checkLines(p, "row", byRows, problems);
  checkLines(p, "column", byColumns, problems);
  if (problems.length === 0) {
    for (let c = 1; c < p.palette.length; c++) {
      const r = byRows.get(c) ?? 0;
      const col = byColumns.get(c) ?? 0;
      if (r !== col) {
        problems.push({
          code: "sum-mismatch",
          message: `the row clues fill ${r} ${p.palette[c]!.name} cells but the column clues fill ${col}; they must agree`,
        });
      }
    }
  }
  if (p.goal !== undefined) {
    const width = p.columns.length;
    const height = p.rows.length;
    const codes = new Set(p.palette.map((c) => c.code));
    if (!Array.isArray(p.goal) || p.goal.length !== height || p.goal.some((r) => r.length !== width)) {
      problems.push({ code: "bad-goal", message: `the goal picture is not ${width}x${height}` });
    } else {
      p.goal.forEach((row, r) => {
        const c = [...row].findIndex((ch) => !codes.has(ch));
        if (c >= 0) {
          problems.push({
            code: "bad-goal",
            message: `the goal's r${r + 1}c${c + 1} is '${row[c]}', which is not a colour code of the palette`,
            cells: [{ row: r, col: c }],
          });
        }
      });
    }
  }
  return problems;
}
