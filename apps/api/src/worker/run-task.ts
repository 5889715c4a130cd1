import { type AnyPuzzleType, MAX_ANSWER_CHARS, runOperation, summariseProblems } from "@gridsmith/kit";
import { runChunk } from "@gridsmith/kit/batch";
import type { WorkerResult, WorkerTask } from "./tasks.js";

/** The largest answer, in characters of JSON, that one request gets (a batch writes its own lines). */
export { MAX_ANSWER_CHARS };

/** The first problems in one sentence, as the 422 answer's detail says them. */
export const summarise = summariseProblems;

/**
 * Runs one task against the given puzzle types: the kit's `runOperation` (which reads, validates, runs,
 * answers in the API's shapes and refuses an answer over {@link MAX_ANSWER_CHARS}), with what only the API
 * has on top: the solve's deadline and quick-lane slice, and a batch's chunk. What the workers and the edge
 * runner call; never throws.
 */
export async function runTask(types: readonly AnyPuzzleType[], task: WorkerTask): Promise<WorkerResult> {
  if (task.op === "ping") return { ok: true, value: { types: types.map((t) => t.id) } };
  const type = types.find((t) => t.id === task.type);
  if (!type) return { ok: false, message: `the worker has no puzzle type '${task.type}'` };
  switch (task.op) {
    case "batch":
      // A batch writes its own lines, bounded by its chunks.
      try {
        return { ok: true, value: runChunk(type, type, task.job, task.chunk) };
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
    case "solve": {
      // What is left of the request's budget once the task leaves the queue; at least 1 ms so a solver
      // always gets to report what it has. A quick-lane try gets its slice when that is shorter.
      const { type: _type, deadline, sliceMs, ...request } = task;
      const left = Math.max(1, deadline - Date.now());
      const slice = sliceMs !== undefined && sliceMs < left ? sliceMs : undefined;
      const result = await runOperation(type, { ...request, timeoutMs: slice ?? left });
      if (slice !== undefined && result.ok && result.value.status === "timeout")
        return { ok: false, message: `the solve needs more than the quick lane's ${slice} ms`, sliced: true };
      return result;
    }
    default: {
      const { type: _type, ...request } = task;
      return runOperation(type, request);
    }
  }
}

/** {@link runTask}: a generate awaits the type's `prepareGenerate` (in `runOperation`) before it runs. */
export const runTaskPrepared = runTask;
