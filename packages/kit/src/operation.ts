// One puzzle operation of any type, as the API's workers, the site's worker and the CLI run it. Plain
// functions over JSON values and no Node modules: it runs in Node, browsers, workers and edge runtimes.
import { detectFormat, findFormat, findSolutionFormat } from "./formats.js";
import { checkTextLength } from "./json-value.js";
import { ParseError } from "./parse-error.js";
import type {
  AnyPuzzleType,
  Format,
  Grade,
  ParamValues,
  Problem,
  SolveOptions,
  SolveProgress,
  SolveResult,
  Step,
} from "./types.js";

/** A puzzle text to read: with the named format, else the one detected from the text (and file name). */
export interface OperationText {
  text: string;
  format?: string;
  filename?: string;
}

/**
 * The puzzle of an operation: `puzzle`, a value of the type (read by its `fromJson` or a format), or `text`
 * for the operation to read. With both, `text` is read.
 */
export interface OperationPuzzle {
  puzzle?: unknown;
  text?: OperationText;
}

/** What to do: plain data, so it crosses to a worker or a thread as it is. */
export type OperationRequest =
  /** Read a text, and what `validate` says of it (a puzzle with problems is still read). */
  | { op: "parse"; text: OperationText }
  /** The problems `validate` finds, as the answer rather than a refusal. */
  | ({ op: "validate" } & OperationPuzzle)
  /** Write the puzzle in the format `to`. */
  | ({ op: "convert"; to: string } & OperationPuzzle)
  | ({
      op: "solve";
      /** Solutions to find before stopping (default 2: prove uniqueness); see {@link SolveOptions}. */
      limit?: number;
      timeoutMs?: number;
      nodeLimit?: number;
      learning?: boolean;
      /**
       * The format whose `writeSolution` writes `solutionTexts` (e.g. `pzprv3`, a puzz.link file with the
       * answer in place); absent: the type's `solutionToText`.
       */
      solutionFormat?: string;
    } & OperationPuzzle)
  | ({ op: "check"; attempt: unknown } & OperationPuzzle)
  | ({ op: "hint"; attempt?: unknown } & OperationPuzzle)
  | ({ op: "explain" } & OperationPuzzle)
  | ({ op: "grade" } & OperationPuzzle)
  /**
   * A new puzzle from `seed`, with the generator's `params` as they are, or from `values` (the fields of the
   * type's `params`, as a form or a command line gives them) read by `params.read`; neither: `{}`.
   */
  | { op: "generate"; seed: number; params?: unknown; values?: ParamValues };

/** The operations {@link runOperation} runs. */
export type OperationName = OperationRequest["op"];

/**
 * A solve's result with each solution also written as text: by the type's `solutionToText`, or in the
 * request's `solutionFormat`.
 */
export type SolveAnswer = SolveResult<unknown> & { solutionTexts: string[] };

/** A generated puzzle, with its text in the type's first writable format (null when none writes). */
export interface GenerateAnswer {
  puzzle: unknown;
  text: string | null;
  format: string | null;
  seed: number;
}

/** What each operation answers: the shapes of the HTTP API's answers. */
export interface OperationAnswers {
  parse: { puzzle: unknown; format: { id: string; name: string }; problems: Problem[] };
  validate: { problems: Problem[] };
  convert: { text: string; format: string; mediaType: string };
  solve: SolveAnswer;
  check: { problems: Problem[] };
  hint: { step: Step | null };
  explain: { steps: Step[] };
  grade: Grade;
  generate: GenerateAnswer;
}

/** Where a text that does not read goes wrong, and in which format. */
export interface TextError {
  line: number;
  column: number;
  format: string;
}

/**
 * How an operation ended: its answer, or why not. A function of the type that throws never escapes: its
 * message comes back. A text that does not read comes back with where (`parseError`), and a puzzle that
 * `validate` finds problems in (for any operation but parse, validate, convert and generate) with them
 * (`problems`).
 */
export type OperationResult<T = unknown> =
  | { ok: true; value: T }
  | { ok: false; message: string; parseError?: TextError; problems?: Problem[] };

/** What {@link runOperation} takes besides the request: what cannot cross to a worker. */
export interface OperationOptions {
  /** Stops a solve (it answers `timeout` with what it found). */
  signal?: AbortSignal;
  /** Told now and then during a long solve. */
  onProgress?(progress: SolveProgress): void;
  /**
   * The largest answer, in characters of JSON: a larger one is refused with a message (a thousand solutions
   * of a 200 x 200 grid), so whoever sends it on is never handed an answer whose size the puzzle decides.
   * Default {@link MAX_ANSWER_CHARS}.
   */
  maxAnswerChars?: number;
  /**
   * Runs a generate's own work (the type's `generate`, which no signal reaches: a generator is one synchronous
   * call), e.g. under a time limit that ends it with an error (the CLI's `--timeout-ms`, by `node:vm`).
   * Absent: called as it is.
   */
  bounded?<T>(work: () => T): T;
}

/** The largest answer {@link runOperation} gives by default, in characters of JSON: 16 Mi. */
export const MAX_ANSWER_CHARS = 16 * 1024 * 1024;

/** The first problems in one sentence: the message of an operation refused for them. */
export function summariseProblems(problems: readonly Problem[]): string {
  const first = problems
    .slice(0, 3)
    .map((p) => p.message)
    .join("; ");
  return problems.length > 3 ? `${first}; and ${problems.length - 3} more` : first;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A text that does not read: the reader's message, and where. */
class UnreadText extends Error {
  constructor(
    message: string,
    readonly where: TextError,
  ) {
    super(message);
  }
}

/** Reads a text with its named or detected format, within the type's length limit. */
function readText(type: AnyPuzzleType, input: OperationText): { puzzle: unknown; format: Format<unknown> } {
  const formats = type.formats as Format<unknown>[];
  const format = input.format
    ? findFormat(formats, input.format)
    : detectFormat(formats, input.text, input.filename);
  try {
    checkTextLength(input.text, type.limits);
    return { puzzle: format.parse(input.text), format };
  } catch (error) {
    const where = { line: 0, column: 0, format: format.id };
    if (error instanceof ParseError)
      throw new UnreadText(error.message, { ...where, line: error.line, column: error.column });
    throw new UnreadText(`the ${format.id} reader failed: ${messageOf(error)}`, where);
  }
}

type Optional = "hint" | "explain" | "grade" | "generate";

function need<K extends Optional>(type: AnyPuzzleType, op: K): NonNullable<AnyPuzzleType[K]> {
  const fn = type[op];
  if (typeof fn !== "function") throw new Error(`${type.id} has no ${op} operation`);
  return (fn as (...args: unknown[]) => unknown).bind(type) as NonNullable<AnyPuzzleType[K]>;
}

/** The generator params of a generate request (see {@link OperationRequest}). */
export function generateParamsOf(
  type: AnyPuzzleType,
  request: { params?: unknown; values?: ParamValues },
): unknown {
  if (request.values !== undefined && type.params) return type.params.read(request.values);
  return request.params ?? {};
}

/**
 * Runs one operation of `type`: reads the puzzle (a text with its format, or the value given), validates it
 * first (a puzzle that passes `validate` never crashes the others: the contract), runs the operation, and
 * answers plain JSON in the shapes of the HTTP API's answers, bounded by `maxAnswerChars`. A generate awaits
 * the type's `prepareGenerate` first. Never throws: every way it can fail is an `ok: false` result.
 */
export async function runOperation<R extends OperationRequest>(
  type: AnyPuzzleType,
  request: R,
  options: OperationOptions = {},
): Promise<OperationResult<OperationAnswers[R["op"]]>> {
  try {
    if (request.op === "generate") {
      const params = generateParamsOf(type, request);
      await type.prepareGenerate?.(params);
      const work = () => generate(type, params, request.seed);
      return answer(request, options.bounded ? options.bounded(work) : work(), options);
    }
    if (request.op === "parse") {
      const { puzzle, format } = readText(type, request.text);
      const value = { puzzle, format: { id: format.id, name: format.name }, problems: type.validate(puzzle) };
      return answer(request, value, options);
    }
    const puzzle = request.text !== undefined ? readText(type, request.text).puzzle : request.puzzle;
    if (request.op === "validate") return answer(request, { problems: type.validate(puzzle) }, options);
    if (request.op !== "convert") {
      const problems = type.validate(puzzle);
      if (problems.length > 0) return { ok: false, message: summariseProblems(problems), problems };
    }
    return answer(request, run(type, request, puzzle, options), options);
  } catch (error) {
    if (error instanceof UnreadText) return { ok: false, message: error.message, parseError: error.where };
    return { ok: false, message: messageOf(error) };
  }
}

/** The answer, unless it is larger than an answer may be. */
function answer<T>(request: OperationRequest, value: T, options: OperationOptions): OperationResult<never> {
  const max = options.maxAnswerChars ?? MAX_ANSWER_CHARS;
  const size = JSON.stringify(value)?.length ?? 0;
  if (size <= max) return { ok: true, value } as OperationResult<never>;
  return {
    ok: false,
    message:
      `the answer would be ${size} characters of JSON, over the ${max} an answer may have` +
      (request.op === "solve" ? "; ask for fewer solutions (a smaller limit)" : ""),
  };
}

function generate(type: AnyPuzzleType, params: unknown, seed: number): GenerateAnswer {
  const puzzle = need(type, "generate")(params, seed);
  const writer = type.formats.find((f) => f.serialize);
  return {
    puzzle,
    text: writer?.serialize ? writer.serialize(puzzle) : null,
    format: writer ? writer.id : null,
    seed,
  };
}

function run(
  type: AnyPuzzleType,
  request: Exclude<OperationRequest, { op: "parse" | "validate" | "generate" }>,
  puzzle: unknown,
  options: OperationOptions,
): unknown {
  switch (request.op) {
    case "convert": {
      const format = findFormat(type.formats as Format<unknown>[], request.to);
      if (!format.serialize) throw new Error(`format '${format.id}' can be read but not written`);
      return {
        text: format.serialize(puzzle),
        format: format.id,
        mediaType: format.mediaType ?? "text/plain",
      };
    }
    case "solve": {
      // An unknown format is refused before the search, not after it.
      const writer =
        request.solutionFormat === undefined
          ? undefined
          : findSolutionFormat(type.formats as Format<unknown>[], request.solutionFormat);
      const solveOptions: SolveOptions = {};
      for (const key of ["limit", "timeoutMs", "nodeLimit", "learning"] as const) {
        if (request[key] !== undefined) (solveOptions as Record<string, unknown>)[key] = request[key];
      }
      if (options.signal) solveOptions.signal = options.signal;
      if (options.onProgress) solveOptions.onProgress = options.onProgress;
      const result = type.solve(puzzle, solveOptions) as SolveResult<unknown>;
      const reply: SolveAnswer = {
        ...result,
        solutionTexts: result.solutions.map((s) =>
          writer ? writer.writeSolution!(puzzle, s) : type.solutionToText(puzzle, s),
        ),
      };
      return reply;
    }
    case "check":
      return { problems: type.check(puzzle, request.attempt) };
    case "hint":
      return { step: need(type, "hint")(puzzle, request.attempt) ?? null };
    case "explain":
      return { steps: need(type, "explain")(puzzle) };
    case "grade":
      return need(type, "grade")(puzzle);
  }
}
