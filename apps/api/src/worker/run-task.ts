import {
  type AnyPuzzleType,
  checkTextLength,
  detectFormat,
  type Format,
  findFormat,
  ParseError,
  type Problem,
} from "@gridsmith/kit";
import { runChunk } from "@gridsmith/kit/batch";
import type { GenerateReply, SolveReply, TextError, TextInput, WorkerResult, WorkerTask } from "./tasks.js";

/**
 * Runs one task against the given puzzle types. Pure and synchronous, so the worker entry is a thin shell
 * around it and tests can call it directly.
 */
export function runTask(types: readonly AnyPuzzleType[], task: WorkerTask): WorkerResult {
  if (task.op === "ping") return { ok: true, value: { types: types.map((t) => t.id) } };
  const type = types.find((t) => t.id === task.type);
  if (!type) return { ok: false, message: `the worker has no puzzle type '${task.type}'` };
  try {
    if (task.op === "parse") {
      const { puzzle, format } = readText(type, task.text);
      const value = { puzzle, format: { id: format.id, name: format.name }, problems: type.validate(puzzle) };
      return answer(task, value);
    }
    let ready = task;
    if ("text" in task && task.text !== undefined) {
      ready = { ...task, puzzle: readText(type, task.text).puzzle, text: undefined };
    }
    if (ready.op !== "batch" && ready.op !== "generate" && ready.op !== "convert") {
      // Every operation on a puzzle starts from a valid one: a puzzle that passes `validate` never crashes
      // the others (the contract), and one that does not is answered with its problems.
      const problems: Problem[] = type.validate(ready.puzzle);
      if (problems.length > 0) return { ok: false, message: summarise(problems), problems };
    }
    return answer(ready, run(type, ready));
  } catch (error) {
    if (error instanceof Sliced) return { ok: false, message: error.message, sliced: true };
    if (error instanceof UnreadText) return { ok: false, message: error.message, parseError: error.where };
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The answer, unless it is larger than an answer may be. The event loop writes the answer as JSON: it must
 * not be given one whose size the puzzle, not the request, decides (a thousand solutions of a 200 x 200
 * grid). Measured here, off that thread. A batch writes its own lines, bounded by its chunks.
 */
function answer(task: WorkerTask, value: unknown): WorkerResult {
  if (task.op === "batch") return { ok: true, value };
  const size = JSON.stringify(value)?.length ?? 0;
  if (size <= MAX_ANSWER_CHARS) return { ok: true, value };
  return {
    ok: false,
    message:
      `the answer would be ${size} characters of JSON, over the ${MAX_ANSWER_CHARS} an answer may have` +
      (task.op === "solve" ? "; ask for fewer solutions (a smaller limit)" : ""),
  };
}

/** A puzzle text that does not read: the reader's message, and where. */
class UnreadText extends Error {
  constructor(
    message: string,
    readonly where: TextError,
  ) {
    super(message);
  }
}

/** Reads a text with its named or detected format; what goes wrong is an {@link UnreadText}. */
function readText(type: AnyPuzzleType, input: TextInput): { puzzle: unknown; format: Format<unknown> } {
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

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The largest answer, in characters of JSON, that one request gets (a batch writes its own lines). */
export const MAX_ANSWER_CHARS = 16 * 1024 * 1024;

/** Thrown inside a quick-lane solve that needed more than its slice. */
class Sliced extends Error {}

/** The first problems in one sentence, as the 422 answer's detail says them. */
export function summarise(problems: readonly Problem[]): string {
  const first = problems
    .slice(0, 3)
    .map((p) => p.message)
    .join("; ");
  return problems.length > 3 ? `${first}; and ${problems.length - 3} more` : first;
}

/**
 * {@link runTask} after loading what the task needs first (a generator's dictionary, through the type's
 * `prepareGenerate`): what the workers and the edge runner call.
 */
export async function runTaskPrepared(
  types: readonly AnyPuzzleType[],
  task: WorkerTask,
): Promise<WorkerResult> {
  if (task.op === "generate") {
    const type = types.find((t) => t.id === task.type);
    try {
      await type?.prepareGenerate?.(task.params);
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }
  return runTask(types, task);
}

function run(type: AnyPuzzleType, task: Exclude<WorkerTask, { op: "ping" | "parse" }>): unknown {
  switch (task.op) {
    case "convert": {
      const format = findFormat(type.formats as Format<unknown>[], task.to);
      return {
        text: format.serialize!(task.puzzle),
        format: format.id,
        mediaType: format.mediaType ?? "text/plain",
      };
    }
    case "solve": {
      // What is left of the request's budget once the task leaves the queue; at least 1 ms so a solver
      // always gets to report what it has. A quick-lane try gets its slice when that is shorter.
      const left = Math.max(1, task.deadline - Date.now());
      const slice = task.sliceMs !== undefined && task.sliceMs < left ? task.sliceMs : undefined;
      const result = type.solve(task.puzzle, { limit: task.limit, timeoutMs: slice ?? left });
      if (slice !== undefined && result.status === "timeout")
        throw new Sliced(`the solve needs more than the quick lane's ${slice} ms`);
      const reply: SolveReply = {
        ...result,
        solutionTexts: result.solutions.map((s) => type.solutionToText(task.puzzle, s)),
      };
      return reply;
    }
    case "check":
      return { problems: type.check(task.puzzle, task.attempt) };
    case "hint":
      return { step: need(type, "hint").call(type, task.puzzle, task.attempt) ?? null };
    case "explain":
      return { steps: need(type, "explain").call(type, task.puzzle) };
    case "grade":
      return need(type, "grade").call(type, task.puzzle);
    case "batch":
      return runChunk(type, type.cli ?? {}, task.job, task.chunk);
    case "generate": {
      const puzzle = need(type, "generate").call(type, task.params, task.seed);
      const writer = type.formats.find((f) => f.serialize);
      const reply: GenerateReply = {
        puzzle,
        text: writer?.serialize ? writer.serialize(puzzle) : null,
        format: writer ? writer.id : null,
        seed: task.seed,
      };
      return reply;
    }
  }
}

type Optional = "hint" | "explain" | "grade" | "generate";

function need<K extends Optional>(type: AnyPuzzleType, op: K): NonNullable<AnyPuzzleType[K]> {
  const fn = type[op];
  if (typeof fn !== "function") throw new Error(`${type.id} has no ${op} operation`);
  return fn as NonNullable<AnyPuzzleType[K]>;
}
