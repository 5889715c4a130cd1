import type { PuzzleInput } from "../types.js";

/** How {@link lineInputs} names and bounds the lines it reads. */
export interface LineOptions {
  /** Put before the line number in each input's `source` (`FILE:` in the CLI, `line ` in the API). */
  prefix: string;
  /** The file the lines come from, for format detection by extension. */
  filename?: string;
  /** Longest line allowed, in characters; a longer one throws {@link LineTooLongError}. Default: no limit. */
  maxLineLength?: number;
}

/** A line longer than {@link LineOptions.maxLineLength}: reading stops there, so memory stays bounded. */
export class LineTooLongError extends Error {
  constructor(
    /** 1-based number of the line. */
    readonly line: number,
    readonly maxLength: number,
  ) {
    super(`line ${line} is longer than ${maxLength} characters`);
    this.name = "LineTooLongError";
  }
}

/**
 * The puzzles of a line file, a block at a time, as its text arrives in blocks: every non-blank line that
 * does not start with `#` is one puzzle (the format of the public data sets, and of NDJSON). Memory holds one
 * block and one partial line, however long the input.
 */
export async function* lineInputs(
  blocks: AsyncIterable<string>,
  options: LineOptions,
): AsyncGenerator<PuzzleInput[]> {
  const { prefix, filename } = options;
  const maxLength = options.maxLineLength ?? Number.POSITIVE_INFINITY;
  let carry = "";
  let lineNo = 0;
  const take = (text: string, final: boolean): PuzzleInput[] => {
    const out: PuzzleInput[] = [];
    let from = 0;
    for (;;) {
      const nl = text.indexOf("\n", from);
      if (nl < 0 && !final) break;
      const end = nl < 0 ? text.length : nl;
      lineNo++;
      if (end - from > maxLength) throw new LineTooLongError(lineNo, maxLength);
      if (end > from) {
        let line = text.slice(from, end);
        const first = line.charCodeAt(0);
        const last = line.charCodeAt(line.length - 1);
        // Only a line with a space or tab at either end (or a CR before the LF) is trimmed.
        if (first <= 32 || last <= 32 || first === 0xfeff) line = line.trim();
        if (line !== "" && line.charCodeAt(0) !== 35 /* # */) {
          out.push({ source: prefix + lineNo, filename, text: line, firstLine: lineNo });
        }
      }
      if (nl < 0) break;
      from = nl + 1;
    }
    if (!final) {
      carry = from < text.length ? text.slice(from) : "";
      if (carry.length > maxLength) throw new LineTooLongError(lineNo + 1, maxLength);
    }
    return out;
  };
  for await (const block of blocks) {
    const inputs = take(carry + block, false);
    if (inputs.length > 0) yield inputs;
  }
  if (carry !== "") {
    const inputs = take(carry, true);
    if (inputs.length > 0) yield inputs;
  }
}
