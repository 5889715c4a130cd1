// The cheap operations that run on the event loop: finding a type and a format, reading a puzzle from text
// or JSON, validating it, writing it in another format. Nothing here searches.
import { type AnyPuzzleType, detectFormat, type Format, ParseError } from "@gridsmith/kit";
import type { z } from "@hono/zod-openapi";
import { HttpProblem } from "./problem.js";
import type { TypeInfo } from "./schemas.js";

/** Every operation the API has, in the order it lists them. */
export const operations = [
  "parse",
  "solve",
  "check",
  "hint",
  "explain",
  "grade",
  "generate",
  "convert",
] as const;
export type OperationName = (typeof operations)[number];

/** The operations `type` supports: the required ones and each optional function it has. */
export function operationsOf(type: AnyPuzzleType): OperationName[] {
  return operations.filter((op) => {
    if (op === "parse" || op === "convert") return true;
    return typeof type[op] === "function";
  });
}

/** The public description of a type, as `GET /api/puzzles` lists it. */
export function describeType(type: AnyPuzzleType): z.infer<typeof TypeInfo> {
  return {
    id: type.id,
    title: type.title,
    description: type.description,
    formats: type.formats.map((f) => ({
      id: f.id,
      name: f.name,
      extensions: f.extensions,
      mediaType: f.mediaType ?? "text/plain",
      writable: typeof f.serialize === "function",
    })),
    examples: type.examples.map((e) => ({ name: e.name, text: e.text })),
    operations: operationsOf(type),
    generateOptions: Object.entries(type.cli?.generateOptions ?? {}).map(([name, o]) => ({
      name,
      type: o.type,
      multiple: o.multiple ?? false,
    })),
  };
}

/**
 * The generator params for a request: `params` as given, else `options` (or no options, for the type's
 * defaults) through the type's `generateParams` hook, else `{}`. The hook's errors become a 400 problem.
 */
export function generateParams(
  type: AnyPuzzleType,
  body: { params?: unknown; options?: Record<string, string | boolean | string[]> },
): unknown {
  if (body.params !== undefined) return body.params;
  const hook = type.cli?.generateParams;
  if (!hook) return body.options ?? {};
  try {
    return hook(body.options ?? {});
  } catch (error) {
    throw new HttpProblem(
      "invalid-request",
      400,
      "Invalid generator options",
      `${type.id} cannot generate with these options: ${messageOf(error)}`,
    );
  }
}

/** The type with this id, or a 404 problem naming the types there are. */
export function requireType(types: readonly AnyPuzzleType[], id: string): AnyPuzzleType {
  const type = types.find((t) => t.id === id);
  if (type) return type;
  const known = types.map((t) => t.id).join(", ") || "none are installed";
  throw new HttpProblem(
    "unknown-type",
    404,
    "Unknown puzzle type",
    `there is no puzzle type '${id}'; known types: ${known}`,
  );
}

/** Throws a 404 problem unless `type` supports `op`. */
export function requireOperation(type: AnyPuzzleType, op: OperationName): void {
  if (operationsOf(type).includes(op)) return;
  throw new HttpProblem(
    "missing-operation",
    404,
    "Operation not available",
    `${type.title} (${type.id}) has no ${op} operation; it supports: ${operationsOf(type).join(", ")}`,
  );
}

/** The format with this id, or a 400 problem listing the type's formats. */
export function requireFormat(type: AnyPuzzleType, id: string): Format<unknown> {
  const format = type.formats.find((f) => f.id === id);
  if (format) return format;
  throw new HttpProblem(
    "unknown-format",
    400,
    "Unknown format",
    `${type.id} has no format '${id}'; its formats: ${type.formats.map((f) => f.id).join(", ")}`,
  );
}

/** Parses text with the named or detected format; a ParseError becomes a 400 problem with line and column. */
export function parseText(
  type: AnyPuzzleType,
  text: string,
  options: { format?: string; filename?: string } = {},
): { puzzle: unknown; format: Format<unknown> } {
  const format = options.format
    ? requireFormat(type, options.format)
    : (detectFormat(type.formats, text, options.filename) as Format<unknown>);
  try {
    return { puzzle: format.parse(text), format };
  } catch (error) {
    if (error instanceof ParseError) {
      throw new HttpProblem(
        "parse-error",
        400,
        `The text is not a valid ${type.title} puzzle in format '${format.id}'`,
        error.message,
        { line: error.line, column: error.column },
      );
    }
    throw new HttpProblem(
      "parse-error",
      400,
      `The text is not a valid ${type.title} puzzle in format '${format.id}'`,
      `the ${format.id} reader failed: ${messageOf(error)}`,
      { line: 0, column: 0 },
    );
  }
}

/**
 * Reads a puzzle given as JSON. The kit has no schema for a type's puzzle JSON, so the puzzle is written
 * in one of the type's writable formats and read back: that proves it well formed (a value the type's own
 * reader produced) before any solver sees it. The type's `json` format goes first where it has one (it holds
 * everything the puzzle JSON can); then the others in order, as a format may hold only some puzzles (a
 * black-and-white one cannot write a colour nonogram).
 */
export function readPuzzleJson(type: AnyPuzzleType, puzzle: unknown): unknown {
  const writers = type.formats.filter((f) => f.serialize);
  if (writers.length === 0) return puzzle;
  writers.sort((a, b) => Number(b.id === "json") - Number(a.id === "json"));
  let first: unknown;
  for (const writer of writers) {
    try {
      return writer.parse(writer.serialize!(puzzle));
    } catch (error) {
      first ??= error;
    }
  }
  throw new HttpProblem(
    "invalid-puzzle",
    400,
    `The puzzle JSON is not a ${type.title} puzzle`,
    `the puzzle could not be written as ${writers[0]!.id} and read back (${messageOf(first)}); ` +
      `send the shape that POST /api/puzzles/${type.id}/parse returns, or send text instead`,
  );
}

/** The puzzle from `text` or `puzzle`, read and checked as the request body gives it. */
export function readPuzzle(
  type: AnyPuzzleType,
  body: { puzzle?: unknown; text?: string; format?: string },
): { puzzle: unknown; format?: Format<unknown> } {
  if (body.text !== undefined) return parseText(type, body.text, { format: body.format });
  return { puzzle: readPuzzleJson(type, body.puzzle) };
}

/** The problems `validate` finds; a validate that throws is reported as an unreadable puzzle. */
export function validateProblems(type: AnyPuzzleType, puzzle: unknown) {
  try {
    return type.validate(puzzle);
  } catch (error) {
    throw new HttpProblem(
      "invalid-puzzle",
      400,
      `The puzzle is not a ${type.title} puzzle`,
      `validating it failed: ${messageOf(error)}`,
    );
  }
}

/** Reads and validates a puzzle; a puzzle with problems becomes a 422 problem listing them. */
export function readValidPuzzle(
  type: AnyPuzzleType,
  body: { puzzle?: unknown; text?: string; format?: string },
): unknown {
  const { puzzle } = readPuzzle(type, body);
  const problems = validateProblems(type, puzzle);
  if (problems.length > 0) {
    throw new HttpProblem(
      "invalid-puzzle",
      422,
      `The ${type.title} puzzle has problems`,
      problems
        .slice(0, 3)
        .map((p) => p.message)
        .join("; ") + (problems.length > 3 ? `; and ${problems.length - 3} more` : ""),
      { problems },
    );
  }
  return puzzle;
}

/** Writes a puzzle in the format `to`, which must be writable. */
export function writePuzzle(
  type: AnyPuzzleType,
  puzzle: unknown,
  to: string,
): { text: string; format: Format<unknown> } {
  const format = requireFormat(type, to);
  if (!format.serialize) {
    const writable = type.formats.filter((f) => f.serialize).map((f) => f.id);
    throw new HttpProblem(
      "read-only-format",
      400,
      "Format is read-only",
      `${type.id} can read '${to}' but not write it; writable formats: ${writable.join(", ") || "none"}`,
    );
  }
  try {
    return { text: format.serialize(puzzle), format };
  } catch (error) {
    throw new HttpProblem(
      "operation-failed",
      422,
      `The puzzle cannot be written as ${to}`,
      `the ${to} writer failed: ${messageOf(error)}`,
    );
  }
}

/** An error's message, or the value as text. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
