import { ParseError } from "@gridsmith/kit";
import { MAX_SIDE } from "../limits.js";
import type { Nonogram } from "../types.js";
import { checkFits, isBlank, parseClueLine, splitLines } from "./text.js";

/** One puzzle of a tournament set, with its number in the set. */
export interface TournamentPuzzle {
  id: number;
  puzzle: Nonogram;
}

/** The puzzles' side: a whole number within the limits (a set file holds many puzzles, so its length is not). */
function checkSize(size: number): void {
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIDE)
    throw new RangeError(`a tournament puzzle's size is 1 to ${MAX_SIDE}, not ${size}`);
}

/**
 * Calls `read(id, head)` on each block of a tournament file: a `$N` line (at index `head`, blank lines before
 * it skipped) and the `blockLines` lines after it. `what` names a block in the error for a line that should
 * start one and does not.
 */
function forEachBlock(
  lines: readonly string[],
  blockLines: number,
  what: string,
  read: (id: number, head: number) => void,
): void {
  let i = 0;
  for (;;) {
    while (i < lines.length && isBlank(lines[i]!)) i++;
    if (i >= lines.length) return;
    const head = /^\$(\d+)\s*$/.exec(lines[i]!.trim());
    if (!head) throw new ParseError(`expected '$N' to start a ${what}, got '${lines[i]!.trim()}'`, i + 1, 1);
    read(Number(head[1]), i);
    i += 1 + blockLines;
  }
}

/**
 * Reads a TAAI/TCGA/ICGA tournament question file: each puzzle is a `$N` line followed by 2 x size
 * tab-separated clue lines, **the columns first** (left to right), then the rows (top to bottom).
 */
export function parseTournamentSet(text: string, size = 25): TournamentPuzzle[] {
  checkSize(size);
  const lines = splitLines(text);
  const out: TournamentPuzzle[] = [];
  forEachBlock(lines, 2 * size, "puzzle", (id, i) => {
    const columns: number[][] = [];
    const rows: number[][] = [];
    for (let k = 0; k < 2 * size; k++) {
      const lineNo = i + 2 + k;
      if (i + 1 + k >= lines.length)
        throw new ParseError(`puzzle $${id} ends after ${k} of ${2 * size} clue lines`, lineNo);
      const isColumn = k < size;
      const index = isColumn ? k : k - size;
      const axis = isColumn ? "column" : "row";
      const clue = parseClueLine(lines[i + 1 + k]!, lineNo, `puzzle $${id}, ${axis} ${index + 1}`);
      checkFits(axis, index, clue, size, lineNo);
      (isColumn ? columns : rows).push(clue);
    }
    out.push({ id, puzzle: { rows, columns, title: `$${id}` } });
  });
  return out;
}

/** Reads a tournament solution file: `$N` then `size` lines of tab-separated 0/1, as pictures of `#`/`.`. */
export function parseTournamentSolutions(text: string, size = 25): Map<number, string[]> {
  checkSize(size);
  const lines = splitLines(text);
  const out = new Map<number, string[]>();
  forEachBlock(lines, size, "solution", (id, i) => {
    const rows: string[] = [];
    for (let k = 0; k < size; k++) {
      const cells = (lines[i + 1 + k] ?? "").trim().split(/\s+/);
      if (cells.length !== size || cells.some((c) => c !== "0" && c !== "1")) {
        throw new ParseError(`expected ${size} values 0 or 1`, i + 2 + k);
      }
      rows.push(cells.map((c) => (c === "1" ? "#" : ".")).join(""));
    }
    out.set(id, rows);
  });
  return out;
}
