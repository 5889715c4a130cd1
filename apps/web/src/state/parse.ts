import { type AnyPuzzleType, detectFormat, type Format, findFormat, type Problem } from "@gridsmith/kit";

/** A parse failure as the page shows it: the message, where, and the offending line with a caret. */
export interface ParseFailure {
  message: string;
  line: number;
  column: number;
  /** Where in a JSON value (`cells[80]`), when the puzzle was one. */
  path?: string;
  /** The text of the offending line, when the error names one. */
  excerpt?: string;
}

export type ParseOutcome =
  | { ok: true; puzzle: unknown; format: Format<unknown>; problems: Problem[] }
  | { ok: false; error: ParseFailure };

interface ParseErrorLike {
  message: string;
  line?: unknown;
  column?: unknown;
  path?: unknown;
}

const count = (n: number) => n.toLocaleString("en");

/**
 * The failure for a text of `length` characters when that is more than the type reads
 * (`limits.maxTextLength`), else null. Looks at the length only, so it costs nothing however long the text.
 */
export function textTooLong(type: AnyPuzzleType, length: number): ParseFailure | null {
  const max = type.limits.maxTextLength;
  if (length <= max) return null;
  return {
    message: `the text has ${count(length)} characters; a ${type.title} puzzle has at most ${count(max)}, so it was not read`,
    line: 0,
    column: 0,
  };
}

/**
 * The failure for a file of `bytes` bytes when it must hold more characters than the type reads, else null:
 * so a file that is far too large is refused before it is read. Each UTF-16 unit (what a length counts)
 * takes 1 to 3 bytes of UTF-8 (a surrogate pair 4 for both), so a file within three times the limit is
 * read, and its text measured by {@link parseText}.
 */
export function fileTooLarge(type: AnyPuzzleType, name: string, bytes: number): ParseFailure | null {
  const max = type.limits.maxTextLength;
  if (bytes <= 3 * max) return null;
  return {
    message: `${name} has ${count(bytes)} bytes; a ${type.title} puzzle has at most ${count(max)} characters, so it was not read`,
    line: 0,
    column: 0,
  };
}

/**
 * Reads `text` with the chosen format (or the detected one) and validates it. Never throws: whatever a
 * package throws becomes a failure with a message, and a crash in `validate` becomes a problem. A text
 * longer than the type's `limits.maxTextLength` is refused before any format looks at it, so the work done
 * here is bounded by the type's limits (each format checks the sizes the text claims before it builds
 * anything), whatever was pasted.
 */
export function parseText(
  type: AnyPuzzleType,
  text: string,
  options: { format?: string; filename?: string } = {},
): ParseOutcome {
  const tooLong = textTooLong(type, text.length);
  if (tooLong) return { ok: false, error: tooLong };
  let format: Format<unknown>;
  try {
    format = options.format
      ? findFormat(type.formats, options.format)
      : detectFormat(type.formats, text, options.filename);
  } catch (err) {
    return { ok: false, error: toFailure(err, text) };
  }
  let puzzle: unknown;
  try {
    puzzle = format.parse(text);
  } catch (err) {
    return { ok: false, error: toFailure(err, text) };
  }
  let problems: Problem[];
  try {
    problems = type.validate(puzzle);
  } catch (err) {
    problems = [{ code: "validate-crashed", message: `could not validate this puzzle: ${messageOf(err)}` }];
  }
  return { ok: true, puzzle, format, problems };
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * What the page shows for an error thrown by a package's reader (a ParseError with its line and column, or
 * the JSON path of `fromJson`); `text`, when given, supplies the offending line.
 */
export function toFailure(err: unknown, text?: string): ParseFailure {
  const e = (typeof err === "object" && err !== null ? err : { message: String(err) }) as ParseErrorLike;
  const line = typeof e.line === "number" ? e.line : 0;
  const column = typeof e.column === "number" ? e.column : 0;
  const failure: ParseFailure = { message: e.message || "this text could not be read", line, column };
  if (typeof e.path === "string" && e.path !== "") failure.path = e.path;
  if (line > 0 && text !== undefined) {
    const lineText = text.split(/\r?\n/)[line - 1];
    if (lineText !== undefined) failure.excerpt = lineText;
  }
  return failure;
}

/** Writes a puzzle in a format, or null when the format is read-only or the package fails. */
export function serializeWith(format: Format<unknown> | undefined, puzzle: unknown): string | null {
  if (!format?.serialize) return null;
  try {
    return format.serialize(puzzle);
  } catch {
    return null;
  }
}

/**
 * The text a puzzle is shared and saved as: the default format when it can write, else any that can. A
 * puzzle with a palette (a colour nonogram) goes in the first format that reads its palette back the same:
 * `.non` keeps the colours' values but not their names, so a reload or a shared link would otherwise show
 * "#c62828" where the puzzle said "red".
 */
export function canonicalText(type: AnyPuzzleType, puzzle: unknown): { text: string; format: string } | null {
  let lossy: { text: string; format: string } | null = null;
  for (const format of type.formats) {
    const text = serializeWith(format, puzzle);
    if (text === null) continue;
    if (keepsPalette(format, puzzle, text)) return { text, format: format.id };
    lossy ??= { text, format: format.id };
  }
  return lossy;
}

/** Whether `text` (the puzzle written in `format`) reads back with the puzzle's palette; true without one. */
function keepsPalette(format: Format<unknown>, puzzle: unknown, text: string): boolean {
  const palette = paletteOf(puzzle);
  if (palette === null) return true;
  try {
    return paletteOf(format.parse(text)) === palette;
  } catch {
    return false;
  }
}

/** A palette's names, values and codes as one string, or null when there is none. */
function paletteOf(puzzle: unknown): string | null {
  const palette = (puzzle as { palette?: unknown } | null)?.palette;
  if (!Array.isArray(palette)) return null;
  return palette
    .map((c: { name?: unknown; rgb?: unknown; code?: unknown }) =>
      [c?.name, String(c?.rgb).toLowerCase(), c?.code].join("|"),
    )
    .join("\n");
}
