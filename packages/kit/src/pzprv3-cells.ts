// The pzprv3 sections many genres share, learnt from pzprjs's FileIO (decodeCellQnum / encodeCellQnum,
// decodeCellAns / encodeCellAns, decodeCellAnumsub; MIT) and written afresh: a cell's number (`.` none, `-`
// hidden, else the number), a shading answer (`#` shaded, `+` a dot: marked unshaded, `.` undecided), and the
// player's numbers (`.` none, corner notes after a number).
import type { Pzprv3Reader } from "./pzprv3.js";

/** A cell without a number, as {@link readNumberSection} gives it (`.` in the file). */
export const NO_NUMBER = -1;
/** A hidden number (`?` on puzz.link, `-` in the file), as {@link readNumberSection} gives it. */
export const HIDDEN_NUMBER = -2;

/**
 * Reads a section of cell numbers: {@link NO_NUMBER} for `.`, {@link HIDDEN_NUMBER} for `-`, else `min` (0
 * unless given; 1 for givens, where 0 is none) to `max`; throws a ParseError naming the cell at any other
 * token.
 */
export function readNumberSection(
  file: Pzprv3Reader,
  height: number,
  width: number,
  max: number,
  min = 0,
): number[] {
  return file.cells(
    "numbers",
    (t) => {
      if (t === ".") return NO_NUMBER;
      if (t === "-") return HIDDEN_NUMBER;
      return /^\d{1,5}$/.test(t) && Number(t) >= min && Number(t) <= max ? Number(t) : null;
    },
    `a number ${min}-${max}, '.' or '-'`,
    { height, width },
  );
}

/** The section of cell numbers {@link readNumberSection} reads, as pzprjs writes it. */
export function numberSection(width: number, height: number, numbers: readonly number[]): string[][] {
  return rowsOf(width, height, (i) => {
    const v = numbers[i]!;
    return v === NO_NUMBER ? "." : v === HIDDEN_NUMBER ? "-" : String(v);
  });
}

/**
 * Reads the shading answer when the file has one (1 shaded, 0 not: a dot is no data), else all 0; throws a
 * ParseError naming the cell at a token other than `#`, `+` or `.`.
 */
export function readShadeSection(file: Pzprv3Reader, height: number, width: number): number[] {
  if (file.atEnd()) return new Array<number>(width * height).fill(0);
  return file.cells("answer", (t) => (t === "#" ? 1 : t === "+" || t === "." ? 0 : null), "'#', '+' or '.'", {
    height,
    width,
  });
}

/**
 * Reads the player's numbers when the file has them (pzprjs's decodeCellAnumsub): per cell the number, 0 for
 * `.`, each possibly followed by corner notes in brackets (`.[1,,3,]`) and, with `marks`, a mark of no
 * number (`+`, `-`, `=`, `%`), which are not data; all 0 when the file ends first. Throws a ParseError naming
 * the cell at another token or a number past `max`.
 */
export function readAnswerNumberSection(
  file: Pzprv3Reader,
  height: number,
  width: number,
  max: number,
  marks = false,
): number[] {
  if (file.atEnd()) return new Array<number>(width * height).fill(0);
  return file.cells(
    "answer",
    (raw) => {
      const t = marks && /^[-+=%]/.test(raw) ? "." : raw.replace(/\[[^\]]*\]$/, "");
      if (t === ".") return 0;
      const v = Number(t);
      return /^\d{1,4}$/.test(t) && v >= 1 && v <= max ? v : null;
    },
    `a number 1 to ${max} or '.'`,
    { height, width },
  );
}

/** The player's numbers as pzprjs writes them: the number, `.` where `numbers` has none (0 or below). */
export function answerNumberSection(width: number, height: number, numbers: readonly number[]): string[][] {
  return rowsOf(width, height, (i) => ((numbers[i] ?? 0) > 0 ? String(numbers[i]) : "."));
}

/** The shading answer's section: `#` where `solution` is 1, `.` elsewhere (all `.` without one). */
export function shadeSection(width: number, height: number, solution?: readonly number[]): string[][] {
  return rowsOf(width, height, (i) => (solution?.[i] === 1 ? "#" : "."));
}

function rowsOf(width: number, height: number, token: (i: number) => string): string[][] {
  return Array.from({ length: height }, (_, r) =>
    Array.from({ length: width }, (_, c) => token(r * width + c)),
  );
}
