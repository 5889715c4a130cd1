// The cheap steps that run on the event loop: finding a type and a format, checking a text's length, reading
// puzzle JSON with the type's bounded `fromJson`. Each is bounded by the body's size and the type's limits;
// everything whose cost the puzzle decides (reading a text, validate, writing, solving) runs in the pool.
import {
  type AnyPuzzleType,
  checkJsonDepth,
  type Format,
  findSolutionFormat,
  type ParamValues,
  ParseError,
  type Problem,
} from "@gridsmith/kit";
import type { z } from "@hono/zod-openapi";
import { type OperationName, operations } from "./operations.js";
import { HttpProblem } from "./problem.js";
import type { TypeInfo } from "./schemas.js";
import type { PuzzleInput, TextError, TextInput } from "./worker/tasks.js";

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
      writesSolutions: typeof f.writeSolution === "function",
    })),
    examples: type.examples.map((e) => ({ name: e.name, text: e.text })),
    operations: operationsOf(type),
    // The fields of the type's params, by the names and value kinds they have on the command line.
    generateOptions: (type.params?.fields ?? []).map((f) => ({
      name: f.name,
      type: f.kind === "flag" ? ("boolean" as const) : ("string" as const),
      multiple: false,
    })),
    limits: { ...type.limits },
  };
}

/**
 * The generator params for a request: `params` as given, else `options` (or no options, for the type's
 * defaults) read by the type's `params.read`, else `{}`. A list given for an option, and what `read`
 * refuses, are a 400 problem.
 */
export function generateParams(
  type: AnyPuzzleType,
  body: { params?: unknown; options?: Record<string, string | boolean | string[]> },
): unknown {
  if (body.params !== undefined) return body.params;
  if (!type.params) return body.options ?? {};
  try {
    const values: ParamValues = {};
    for (const [name, value] of Object.entries(body.options ?? {})) {
      if (Array.isArray(value)) throw new Error(`--${name} takes one value, not a list`);
      values[name] = value;
    }
    return type.params.read(values);
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

/**
 * A puzzle text as a worker reads it: its length checked against the type's limit and its format (when
 * named) one the type has, here; the reading itself, whose cost the text decides, is the worker's.
 */
export function textInput(
  type: AnyPuzzleType,
  text: string,
  options: { format?: string; filename?: string } = {},
): TextInput {
  if (text.length > type.limits.maxTextLength) {
    throw new HttpProblem(
      "parse-error",
      400,
      `The text is too long for a ${type.title} puzzle`,
      `the text has ${text.length} characters; a ${type.id} puzzle has at most ${type.limits.maxTextLength}`,
      { line: 0, column: 0 },
    );
  }
  if (options.format !== undefined) requireFormat(type, options.format);
  return { text, ...options };
}

/** The 400 problem for a text a worker could not read, with where. */
export function unreadText(type: AnyPuzzleType, message: string, where: TextError): HttpProblem {
  return new HttpProblem(
    "parse-error",
    400,
    `The text is not a valid ${type.title} puzzle in format '${where.format}'`,
    message,
    { line: where.line, column: where.column },
  );
}

/**
 * Reads a puzzle given as JSON with the type's `fromJson`: its shape and limits are checked before anything
 * is built from it, so the work is bounded by the body's size (itself bounded), never by the sizes the
 * value claims. A wrong value becomes a 400 problem that names the path (`puzzle.cells[80]`).
 */
export function readPuzzleJson(type: AnyPuzzleType, puzzle: unknown): unknown {
  try {
    return type.fromJson(puzzle);
  } catch (error) {
    const path = error instanceof ParseError && error.path ? bodyPath(error.path) : undefined;
    const reason = error instanceof ParseError ? error.reason : messageOf(error);
    throw new HttpProblem(
      "invalid-puzzle",
      400,
      `The puzzle JSON is not a ${type.title} puzzle`,
      `${path ? `${path}: ` : ""}${reason}; send the shape that POST /api/puzzles/${type.id}/parse returns, or send text instead`,
      path ? { path } : {},
    );
  }
}

/** A path inside the puzzle value as a path inside the request body: `cells[3]` is `puzzle.cells[3]`. */
function bodyPath(path: string): string {
  if (path === "puzzle") return path;
  return path.startsWith("[") ? `puzzle${path}` : `puzzle.${path}`;
}

/** The puzzle of a request as a task carries it: JSON read here, or a text for the worker to read. */
export function puzzleInput(
  type: AnyPuzzleType,
  body: { puzzle?: unknown; text?: string; format?: string },
): PuzzleInput {
  if (body.text !== undefined) return { text: textInput(type, body.text, { format: body.format }) };
  return { puzzle: readPuzzleJson(type, body.puzzle) };
}

/** How deep an `attempt` or `params` value may nest: far more than any type's attempt needs. */
const MAX_DEPTH = 32;

/**
 * A JSON value from the body that goes to a worker as it is (an attempt, generator params), refused with a
 * 400 problem when it nests deeper than any type needs: copying it to the thread would recurse that deep.
 */
export function boundedValue<T>(value: T, field: string): T {
  try {
    checkJsonDepth(value, MAX_DEPTH, field);
  } catch (error) {
    throw new HttpProblem("invalid-request", 400, "The request body is not valid", messageOf(error), {
      path: field,
    });
  }
  return value;
}

/** The 422 problem for a puzzle that `validate` finds problems in. */
export function invalidPuzzle(type: AnyPuzzleType, problems: Problem[], detail: string): HttpProblem {
  return new HttpProblem("invalid-puzzle", 422, `The ${type.title} puzzle has problems`, detail, {
    problems,
  });
}

/** The format `to`, which must be one the type writes; else a 400 problem. */
export function writableFormat(type: AnyPuzzleType, to: string): Format<unknown> {
  const format = requireFormat(type, to);
  if (format.serialize) return format;
  const writable = type.formats.filter((f) => f.serialize).map((f) => f.id);
  throw new HttpProblem(
    "read-only-format",
    400,
    "Format is read-only",
    `${type.id} can read '${to}' but not write it; writable formats: ${writable.join(", ") || "none"}`,
  );
}

/**
 * The format `id`, which must write solutions (`Format.writeSolution`, e.g. `pzprv3`); else a 400 problem
 * (`unknown-format`, or `read-only-format` for one that holds no answers) naming the formats that can.
 */
export function solutionWriter(type: AnyPuzzleType, id: string): Format<unknown> {
  try {
    return findSolutionFormat(type.formats as Format<unknown>[], id);
  } catch (error) {
    const known = type.formats.some((f) => f.id === id);
    throw new HttpProblem(
      known ? "read-only-format" : "unknown-format",
      400,
      known ? "Format cannot write solutions" : "Unknown format",
      `${type.id}: ${messageOf(error)}`,
    );
  }
}

/** An error's message, or the value as text. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
