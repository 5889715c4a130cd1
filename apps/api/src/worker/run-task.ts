import type { AnyPuzzleType, Problem } from "@gridsmith/kit";
import { runChunk } from "@gridsmith/kit/batch";
import type { GenerateReply, SolveReply, WorkerResult, WorkerTask } from "./tasks.js";

/**
 * Runs one task against the given puzzle types. Pure and synchronous, so the worker entry is a thin shell
 * around it and tests can call it directly.
 */
export function runTask(types: readonly AnyPuzzleType[], task: WorkerTask): WorkerResult {
  if (task.op === "ping") return { ok: true, value: { types: types.map((t) => t.id) } };
  const type = types.find((t) => t.id === task.type);
  if (!type) return { ok: false, message: `the worker has no puzzle type '${task.type}'` };
  try {
    if (task.op === "validate") return { ok: true, value: { problems: type.validate(task.puzzle) } };
    if ("puzzle" in task) {
      // Every operation on a puzzle starts from a valid one: a puzzle that passes `validate` never crashes
      // the others (the contract), and one that does not is answered with its problems.
      const problems: Problem[] = type.validate(task.puzzle);
      if (problems.length > 0) return { ok: false, message: summarise(problems), problems };
    }
    const value = run(type, task);
    if (task.op !== "batch") {
      // The event loop writes the answer as JSON: it must not be given one whose size the puzzle, not
      // the request, decides (a thousand solutions of a 200 x 200 grid). Measured here, off that thread.
      const size = JSON.stringify(value)?.length ?? 0;
      if (size > MAX_ANSWER_CHARS) {
        return {
          ok: false,
          message:
            `the answer would be ${size} characters of JSON, over the ${MAX_ANSWER_CHARS} an answer may have` +
            (task.op === "solve" ? "; ask for fewer solutions (a smaller limit)" : ""),
        };
      }
    }
    return { ok: true, value };
  } catch (error) {
    if (error instanceof Sliced) return { ok: false, message: error.message, sliced: true };
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
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

function run(type: AnyPuzzleType, task: Exclude<WorkerTask, { op: "ping" | "validate" }>): unknown {
  switch (task.op) {
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
