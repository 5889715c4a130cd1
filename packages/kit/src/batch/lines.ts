import type { PuzzleInput } from "../types.js";

/** How {@link lineBlocks} names and bounds the lines it reads. */
export interface LineOptions {
  /** Put before the line number in each input's `source` (`FILE:` in the CLI, `line ` in the API). */
  prefix: string;
  /** The file the lines come from, for format detection by extension. */
  filename?: string;
  /** Longest line allowed, in characters; a longer one throws {@link LineTooLongError}. Default: no limit. */
  maxLineLength?: number;
  /**
   * What a line over `maxLineLength` does: `throw` (the default) stops the reading with a
   * {@link LineTooLongError}; `skip` reads past it without keeping it, and the line becomes an input whose
   * {@link PuzzleInput.error} says why it was not read, so the batch answers it as invalid and goes on.
   */
  longLines?: "throw" | "skip";
}

/**
 * Marks, in a block's text, a line that was too long to keep: the marker, then the reason. A NUL never
 * starts a puzzle line of any format (and one that did would only be answered invalid).
 */
const SKIPPED = "\u0000";

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
 * Whole lines of a line file, not yet made into inputs: what a batch cuts into chunks and hands to a thread
 * as one string, so that the thread, not the thread that reads and writes, builds the inputs (see
 * {@link blockInputs}).
 */
export interface LineBlock {
  /** Whole lines, each ended by `\n` except perhaps the last of the file. */
  text: string;
  /** The 1-based number of its first line in the file. */
  firstLine: number;
  /** The puzzles it holds: its lines that are neither blank nor comments. */
  count: number;
  prefix: string;
  filename?: string;
}

/** Inputs of a batch, a block at a time: made already, or lines that make them. */
export type InputBlock = PuzzleInput[] | LineBlock;

/** The number of inputs in a block. */
export function blockSize(block: InputBlock): number {
  return Array.isArray(block) ? block.length : block.count;
}

/**
 * The puzzle of the line `text[from, end)`, or undefined for a blank line or a comment (`#`). Only a line
 * with a space or tab at either end (or a CR before the LF, or a byte-order mark) is trimmed.
 */
function puzzleLine(text: string, from: number, end: number): string | undefined {
  if (end <= from) return undefined;
  const first = text.charCodeAt(from);
  const last = text.charCodeAt(end - 1);
  if (first > 32 && last > 32 && first !== 0xfeff) {
    return first === 35 /* # */ ? undefined : text.slice(from, end);
  }
  const line = text.slice(from, end).trim();
  return line === "" || line.charCodeAt(0) === 35 ? undefined : line;
}

/** Whether the line `text[from, end)` is a puzzle, as {@link puzzleLine} reads it, without building it. */
function isPuzzleLine(text: string, from: number, end: number): boolean {
  if (end <= from) return false;
  const first = text.charCodeAt(from);
  const last = text.charCodeAt(end - 1);
  if (first > 32 && last > 32 && first !== 0xfeff) return first !== 35;
  return puzzleLine(text, from, end) !== undefined;
}

/** The inputs a block of lines holds, in order, each named `prefix` + its line number. */
export function blockInputs(block: InputBlock): PuzzleInput[] {
  if (Array.isArray(block)) return block;
  const { text, prefix, filename } = block;
  const out: PuzzleInput[] = [];
  let lineNo = block.firstLine;
  for (let from = 0; from < text.length; lineNo++) {
    let end = text.indexOf("\n", from);
    if (end < 0) end = text.length;
    if (text.charCodeAt(from) === 0) {
      const error = text.slice(from + 1, end);
      out.push({ source: prefix + lineNo, filename, text: "", firstLine: lineNo, error });
    } else {
      const line = puzzleLine(text, from, end);
      if (line !== undefined) out.push({ source: prefix + lineNo, filename, text: line, firstLine: lineNo });
    }
    from = end + 1;
  }
  return out;
}

/** The first `n` inputs of a block and the rest (undefined when nothing is left). */
export function splitBlock<B extends InputBlock>(block: B, n: number): [B, B | undefined] {
  if (Array.isArray(block)) {
    return n >= block.length ? [block, undefined] : [block.slice(0, n) as B, block.slice(n) as B];
  }
  if (n >= block.count) return [block, undefined];
  const { text } = block;
  let seen = 0;
  let lines = 0;
  let from = 0;
  while (seen < n) {
    let end = text.indexOf("\n", from);
    if (end < 0) end = text.length;
    if (isPuzzleLine(text, from, end)) seen++;
    lines++;
    from = end + 1;
  }
  const head = { ...block, text: text.slice(0, from), count: n };
  const rest = {
    ...block,
    text: text.slice(from),
    firstLine: block.firstLine + lines,
    count: block.count - n,
  };
  return [head, rest] as [B, B];
}

/**
 * The lines of a line file, a block of whole lines at a time, as its text arrives in blocks: every non-blank
 * line that does not start with `#` is one puzzle (the format of the public data sets, and of NDJSON).
 * Memory holds one block and one partial line, however long the input. Blocks without a puzzle are skipped.
 */
export async function* lineBlocks(
  blocks: AsyncIterable<string>,
  options: LineOptions,
): AsyncGenerator<LineBlock> {
  const { prefix, filename } = options;
  const maxLength = options.maxLineLength ?? Number.POSITIVE_INFINITY;
  const skip = options.longLines === "skip";
  const skipped = `${SKIPPED}longer than ${maxLength} characters; not read\n`;
  let carry = "";
  /** Inside a line too long to keep (`skip`): its text is dropped up to its end. */
  let skipping = false;
  let lineNo = 1; // of the first line of the text being read
  const take = (text: string, final: boolean): LineBlock | undefined => {
    let count = 0;
    let lines = 0;
    let from = 0;
    // The block's text: `text` up to `from`, unless a long line was left out (then built from pieces).
    let pieces: string[] | undefined;
    let kept = 0;
    if (skipping) {
      const nl = text.indexOf("\n");
      if (nl < 0 && !final) {
        carry = "";
        return undefined;
      }
      skipping = false;
      pieces = [skipped];
      count++;
      lines++;
      from = nl < 0 ? text.length : nl + 1;
      kept = from;
    }
    for (;;) {
      const nl = text.indexOf("\n", from);
      if (nl < 0 && !final) break;
      const end = nl < 0 ? text.length : nl;
      if (end - from > maxLength) {
        if (!skip) throw new LineTooLongError(lineNo + lines, maxLength);
        pieces ??= [];
        pieces.push(text.slice(kept, from), skipped);
        kept = nl < 0 ? text.length : nl + 1;
        count++;
      } else if (isPuzzleLine(text, from, end)) count++;
      lines++;
      if (nl < 0) {
        from = text.length;
        break;
      }
      from = nl + 1;
    }
    let whole: string;
    if (pieces !== undefined) {
      pieces.push(text.slice(kept, from));
      whole = pieces.join("");
    } else whole = from === text.length ? text : text.slice(0, from);
    const block = count > 0 ? { text: whole, firstLine: lineNo, count, prefix, filename } : undefined;
    lineNo += lines;
    carry = from < text.length ? text.slice(from) : "";
    if (carry.length > maxLength) {
      if (!skip) throw new LineTooLongError(lineNo, maxLength);
      carry = "";
      skipping = true;
    }
    return block;
  };
  for await (const block of blocks) {
    const lines = take(carry + block, false);
    if (lines) yield lines;
  }
  if (carry !== "" || skipping) {
    const lines = take(carry, true);
    if (lines) yield lines;
  }
}

/** The puzzles of a line file, a block at a time, as {@link lineBlocks} reads them, made into inputs. */
export async function* lineInputs(
  blocks: AsyncIterable<string>,
  options: LineOptions,
): AsyncGenerator<PuzzleInput[]> {
  for await (const block of lineBlocks(blocks, options)) yield blockInputs(block);
}
