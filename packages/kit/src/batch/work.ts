import { detectFormat, findFormat } from "../formats.js";
import { checkTextLength } from "../json-value.js";
import { JsonWriter } from "../json-writer.js";
import { ParseError } from "../parse-error.js";
import type { AnyPuzzleType, Format, PuzzleInput, SolveOptions, SolveResult } from "../types.js";
import { type SolutionWriter, solutionWriterOf, writeSolveJson } from "./answer-line.js";
import { lineLimit, linesFit, runLines } from "./line-run.js";
import { blockInputs, type InputBlock } from "./lines.js";

/** The commands a batch runs puzzle by puzzle. */
export type BatchCommand = "solve" | "validate" | "hint" | "explain" | "grade" | "convert";

/** What to do with every puzzle of a batch: plain data, so it crosses to a worker thread as is. */
export interface BatchJob {
  command: BatchCommand;
  /** NDJSON on standard output instead of text. */
  json: boolean;
  /** `--format`: read every input with this format instead of detecting it. */
  format?: string;
  /** `solve`: solutions to look for. */
  limit?: number;
  /** `solve`: budget per puzzle. */
  timeoutMs?: number;
  /** `solve --learning on|off`: the search, forced; absent, each type chooses (`SolveOptions.learning`). */
  learning?: boolean;
  /** `solve --json`: the format that writes each solution into the line's `solutionTexts`. */
  solutionFormat?: string;
  /** `convert`: the format to write. */
  to?: string;
  /**
   * What each input's text is: the puzzle itself (default), or an NDJSON line, `{"text": "...", "format"?,
   * "source"?, "filename"?}` or a JSON string, that holds it (the API's batch route).
   */
  input?: "text" | "ndjson";
}

/**
 * Consecutive inputs of a batch; `start` is the index of the first in the whole batch. Inputs of a line
 * file come as their lines, made into inputs where the chunk is done (one string crosses to a thread).
 */
export interface Chunk {
  start: number;
  inputs: InputBlock;
}

/** What one chunk gave. */
export interface ChunkResult {
  /**
   * The text to write, in order: even entries go to standard output, odd ones to standard error, so a
   * chunk's messages interleave with its answers as they would puzzle by puzzle.
   */
  parts: string[];
  /** Inputs reported invalid (exit code 1). */
  invalid: number;
  /** Inputs done. */
  count: number;
  /** Milliseconds the chunk took where it ran. */
  ms: number;
}

/**
 * The layout a chunk is written with: the type's own `formatSolve` and `solutionToJson` (pass the type), or
 * a CLI spec's (on the main thread only).
 */
export type Layout = Pick<AnyPuzzleType, "formatSolve" | "solutionToJson">;

/** Why an input could not be done, as its NDJSON line gives it: the message, and where (0 when unknown). */
export interface ErrorJson {
  message: string;
  line: number;
  column: number;
}

function errorJson(e: unknown): ErrorJson {
  if (e instanceof ParseError) return e.toJSON();
  return { message: e instanceof Error ? e.message : String(e), line: 0, column: 0 };
}

/** Shifts a parse error found in one line of a batch file to that line of the file. */
function inFile(e: unknown, input: PuzzleInput): unknown {
  if (e instanceof ParseError && input.firstLine > 1) {
    return new ParseError(e.reason, e.line > 0 ? e.line + input.firstLine - 1 : input.firstLine, e.column);
  }
  return e;
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * Text per part at most, about (a part goes on to the end of the line that crosses it): a string past
 * V8's largest regular object (128 KiB) is a large object of its own, mapped fresh at every allocation,
 * here and again where it crosses to the main thread and is written; the page faults of a quarter-megabyte
 * chunk cost more than the work of its lines (measured: tooling/bench/RESULTS.md).
 */
const PART_CHARS = 60_000;

/** The bytes of the chunk being done (`runChunk` runs one chunk at a time, to its end). */
const sharedWriter = new JsonWriter();

/**
 * Builds {@link ChunkResult.parts}: pieces of text gathered per stream and joined once per part (a flat
 * string is what crosses to the main thread cheaply; one grown by `+=` is a rope that must be flattened
 * there). Solve answers in NDJSON are written as bytes into a {@link JsonWriter}, read back as a string
 * where a part ends. A long run of one stream is cut into parts of {@link PART_CHARS}, with empty parts of
 * the other stream between them.
 */
class Parts {
  private readonly parts: string[] = [];
  private pieces: string[] = [];
  private chars = 0;
  private toErr = false;
  private readonly json = sharedWriter;

  constructor() {
    // Left over by a chunk that was cut short by an error.
    sharedWriter.truncate(0);
  }

  add(toErr: boolean, text: string): void {
    this.switchTo(toErr);
    this.flushJson();
    this.push(text);
  }

  /** Where the next lines of standard output are written. */
  out(): JsonWriter {
    this.switchTo(false);
    if (this.json.length >= PART_CHARS) this.flushJson();
    return this.json;
  }

  done(): string[] {
    this.flushJson();
    this.parts.push(this.joined());
    return this.parts;
  }

  private push(text: string): void {
    this.pieces.push(text);
    this.chars += text.length;
    if (this.chars >= PART_CHARS) {
      this.parts.push(this.joined(), "");
      this.pieces = [];
      this.chars = 0;
    }
  }

  private joined(): string {
    return this.pieces.length === 1 ? this.pieces[0]! : this.pieces.join("");
  }

  private flushJson(): void {
    if (this.json.length > 0) this.push(this.json.take());
  }

  private switchTo(toErr: boolean): void {
    if (toErr === this.toErr) return;
    this.flushJson();
    this.parts.push(this.joined());
    this.pieces = [];
    this.chars = 0;
    this.toErr = toErr;
  }
}

/** Appends text for standard output (`toErr` false) or standard error to {@link ChunkResult.parts}. */
export function appendPart(parts: string[], toErr: boolean, text: string): void {
  if ((parts.length % 2 === 0) !== toErr) parts.push("");
  parts[parts.length - 1] += text;
}

/**
 * The line an input gets when it cannot be done: NDJSON `status: "invalid"` or a message on standard error.
 * `solve` lines keep the shape of a solve answer (no solutions).
 */
export function failureLine(
  job: BatchJob,
  index: number,
  input: PuzzleInput,
  error: ErrorJson | { message: string },
): { toErr: boolean; text: string } {
  if (!job.json) return { toErr: true, text: `${input.source}: ${error.message}\n` };
  const source = JSON.stringify(input.source);
  const e = JSON.stringify(error);
  return {
    toErr: false,
    text:
      job.command === "solve"
        ? `{"index":${index},"source":${source},"status":"invalid","solutionCount":0,"complete":false,"solutions":[],"error":${e}}\n`
        : `{"index":${index},"source":${source},"status":"invalid","error":${e}}\n`,
  };
}

/** Every input of `chunk` reported as not done, for `message` (a chunk its thread died on, say). */
export function failedChunk(job: BatchJob, chunk: Chunk, message: string): ChunkResult {
  const inputs = blockInputs(chunk.inputs);
  const parts = [""];
  inputs.forEach((input, k) => {
    const line = failureLine(job, chunk.start + k, input, { message });
    appendPart(parts, line.toErr, line.text);
  });
  return { parts, invalid: inputs.length, count: inputs.length, ms: 0 };
}

/** `chunk` cut into chunks of one input each: done again so, to find the input that takes a thread down. */
export function singleChunks(chunk: Chunk): Chunk[] {
  return blockInputs(chunk.inputs).map((input, k) => ({ start: chunk.start + k, inputs: [input] }));
}

/**
 * Does one chunk of a batch: reads, checks and solves (or validates, grades...) each input and writes its
 * NDJSON line or text, in order. Never throws for an input: a parse error, a rule the puzzle breaks or an
 * operation that throws is that input's error line. Runs the same on the main thread and on a worker.
 */
export function runChunk(type: AnyPuzzleType, layout: Layout, job: BatchJob, chunk: Chunk): ChunkResult {
  const started = performance.now();
  const parts = new Parts();
  const each = new InputRunner(type, layout, job, parts);
  const block = chunk.inputs;
  let count: number;
  const limit = linesFit(type, layout, job) ? lineLimit(job) : undefined;
  if (!Array.isArray(block) && type.solveLines && limit !== undefined) {
    count = runLines(type.solveLines, each, job, block, chunk.start, parts, limit, PART_CHARS);
  } else {
    const inputs = blockInputs(block);
    for (let k = 0; k < inputs.length; k++) each.run(inputs[k]!, chunk.start + k);
    count = inputs.length;
  }
  return { parts: parts.done(), invalid: each.invalid, count, ms: performance.now() - started };
}

/** Reads, checks and solves (or validates, grades...) one input at a time, into a chunk's parts. */
class InputRunner {
  /** Inputs reported invalid (exit code 1). */
  invalid = 0;
  private readonly formats: Format<unknown>[];
  private readonly fixed: Format<unknown> | undefined;
  private readonly target: Format<unknown> | undefined;
  /** What every solve of the chunk is told: each puzzle passed `validate` just before (see below). */
  private readonly solveOptions: SolveOptions;
  private readonly solutionWriter: SolutionWriter | undefined;

  constructor(
    private readonly type: AnyPuzzleType,
    private readonly layout: Layout,
    private readonly job: BatchJob,
    private readonly parts: Parts,
  ) {
    this.formats = type.formats as Format<unknown>[];
    this.fixed = job.format ? findFormat(this.formats, job.format) : undefined;
    this.target = job.to ? findFormat(this.formats, job.to) : undefined;
    this.solveOptions = {
      limit: job.limit,
      timeoutMs: job.timeoutMs,
      ...(job.learning === undefined ? {} : { learning: job.learning }),
      validated: true,
    };
    this.solutionWriter = solutionWriterOf(type, layout, job);
  }

  run(given: PuzzleInput, index: number): void {
    const { type, job, parts } = this;
    let input = given;
    let puzzle: unknown;
    try {
      if (input.error !== undefined) throw new ParseError(input.error);
      let format = this.fixed;
      if (job.input === "ndjson") {
        const held = heldInput(input);
        input = held.input;
        if (held.format !== undefined) format = findFormat(this.formats, held.format);
      }
      checkTextLength(input.text, type.limits);
      puzzle = (format ?? detectFormat(this.formats, input.text, input.filename)).parse(input.text);
      if (job.command === "solve") {
        const problems = type.validate(puzzle);
        if (problems.length > 0) throw new ParseError(problems.map((p) => p.message).join("; "));
      }
    } catch (e) {
      this.invalid++;
      const line = failureLine(job, index, input, errorJson(inFile(e, input)));
      parts.add(line.toErr, line.text);
      return;
    }
    try {
      if (job.command !== "solve") {
        parts.add(false, operationText(type, job, index, input, puzzle, this.target));
      } else {
        const result = type.solve(puzzle, this.solveOptions);
        if (job.json) {
          writeSolveJson(
            parts.out(),
            type,
            this.layout,
            job,
            index,
            input,
            puzzle,
            result,
            this.solutionWriter,
          );
        } else parts.add(false, solveText(type, this.layout, input, puzzle, result));
      }
    } catch (e) {
      // A puzzle that reads but that the operation refuses (a format that cannot hold it, a puzzle too
      // broken to hint, a solver that throws): reported like an input that does not read, never a stack trace.
      this.invalid++;
      const line = failureLine(job, index, input, { message: `cannot ${job.command}: ${messageOf(e)}` });
      parts.add(line.toErr, line.text);
    }
  }
}

/**
 * The puzzle an NDJSON line holds: a JSON string is the text; an object gives `text` and may name its
 * `format`, `source` (default: the line's) and `filename` (for detection by extension). Errors point at
 * the line (the input's `firstLine`); the puzzle text's own errors point into that text.
 */
function heldInput(line: PuzzleInput): { input: PuzzleInput; format?: string } {
  let value: unknown;
  try {
    value = JSON.parse(line.text);
  } catch (e) {
    throw new ParseError(`not a JSON line (${messageOf(e)})`, 1, 1);
  }
  if (typeof value === "string") return { input: { source: line.source, text: value, firstLine: 1 } };
  const held = (value ?? {}) as Record<string, unknown>;
  if (typeof value !== "object" || Array.isArray(value) || typeof held.text !== "string") {
    throw new ParseError('expected a JSON object with a "text" field (the puzzle) or a JSON string', 1, 1);
  }
  for (const key of ["format", "filename"] as const) {
    if (held[key] !== undefined && typeof held[key] !== "string") {
      throw new ParseError(`"${key}" must be a string`, 1, 1);
    }
  }
  const source =
    typeof held.source === "string" || typeof held.source === "number" ? String(held.source) : line.source;
  return {
    input: { source, text: held.text, filename: held.filename as string | undefined, firstLine: 1 },
    format: held.format as string | undefined,
  };
}

/** The text `solve` prints for people for one input. */
function solveText(
  type: AnyPuzzleType,
  layout: Layout,
  input: PuzzleInput,
  puzzle: unknown,
  result: SolveResult<unknown>,
): string {
  return layout.formatSolve
    ? layout.formatSolve(input, puzzle, result)
    : defaultSolveText(type, input, puzzle, result);
}

function defaultSolveText(
  type: AnyPuzzleType,
  input: PuzzleInput,
  puzzle: unknown,
  result: SolveResult<unknown>,
): string {
  const parts = [`== ${input.source} ==`];
  result.solutions.forEach((s, i) => {
    parts.push(`--- Solution #${i + 1}:`, type.solutionToText(puzzle, s).replace(/\n$/, ""));
  });
  const exact = result.complete ? "" : " (search stopped early)";
  parts.push(
    `${result.status}: ${result.solutionCount} solution${result.solutionCount === 1 ? "" : "s"} found${exact}`,
    "",
  );
  return `${parts.join("\n")}\n`;
}

function operationText(
  type: AnyPuzzleType,
  job: BatchJob,
  index: number,
  input: PuzzleInput,
  puzzle: unknown,
  target: Format<unknown> | undefined,
): string {
  const command = job.command;
  let answer: unknown;
  switch (command) {
    case "validate":
      answer = type.validate(puzzle);
      break;
    case "hint":
      answer = type.hint!(puzzle);
      break;
    case "explain":
      answer = type.explain!(puzzle);
      break;
    case "grade":
      answer = type.grade!(puzzle);
      break;
    default:
      answer = target!.serialize!(puzzle);
  }
  if (job.json) return `${JSON.stringify({ index, source: input.source, [command]: answer })}\n`;
  return `${textOf(command, input, answer)}\n`;
}

function textOf(command: string, input: PuzzleInput, answer: unknown): string {
  const head = `${input.source}: `;
  switch (command) {
    case "validate": {
      const problems = answer as { message: string }[];
      return problems.length === 0 ? `${head}ok` : problems.map((p) => head + p.message).join("\n");
    }
    case "hint":
      return answer ? `${head}${(answer as { message: string }).message}` : `${head}no logical step left`;
    case "explain": {
      const steps = answer as { message: string }[];
      return [`== ${input.source} ==`, ...steps.map((s, i) => `${i + 1}. ${s.message}`)].join("\n");
    }
    case "grade": {
      const g = answer as { level: string; score: number; hardest?: string };
      return `${head}${g.level} (score ${g.score}${g.hardest ? `, hardest: ${g.hardest}` : ""})`;
    }
    default:
      return String(answer).replace(/\n$/, "");
  }
}

/** Several results as one, in order. */
export function mergeResults(results: ChunkResult[]): ChunkResult {
  const parts = [""];
  let invalid = 0;
  let count = 0;
  let ms = 0;
  for (const r of results) {
    r.parts.forEach((text, i) => {
      if (text !== "") appendPart(parts, i % 2 === 1, text);
    });
    invalid += r.invalid;
    count += r.count;
    ms += r.ms;
  }
  return { parts, invalid, count, ms };
}
