import { type AnyPuzzleType, solveResult } from "@gridsmith/kit";
import type { Context } from "hono";
import type { Env, TaskRunner } from "./app-core.js";
import { type LogSink, logLine } from "./logger.js";
import { HttpProblem } from "./problem.js";
import { invalidPuzzle, unreadText } from "./puzzle-input.js";
import type { PooledOperation, SolveReply, WorkerReplies, WorkerTask } from "./worker/tasks.js";

/**
 * The routes' way to the pool: runs a pooled operation and turns every way it can end into a reply or a
 * problem (a bad puzzle, a time limit, a full queue, a crashed worker), logging what the server should see.
 */
export function pooledRunner(pool: TaskRunner, log: LogSink) {
  return async function pooled<K extends PooledOperation>(
    c: Context<Env>,
    type: AnyPuzzleType,
    task: Extract<WorkerTask, { op: K }>,
    timeoutMs: number,
    onTimeout?: () => WorkerReplies[K],
  ): Promise<WorkerReplies[K]> {
    const op = (task as { op: PooledOperation }).op;
    const outcome = await pool.run(task, {
      deadline: Date.now() + timeoutMs,
      signal: c.req.raw.signal,
      costClass: costClass(type.id, op, c.req.header("content-length")),
    });
    const what = `${type.id} ${op}`;
    switch (outcome.kind) {
      case "done":
        if (outcome.result.ok) return outcome.result.value as WorkerReplies[K];
        if (outcome.result.parseError)
          throw unreadText(type, outcome.result.message, outcome.result.parseError);
        if (outcome.result.problems)
          throw invalidPuzzle(type, outcome.result.problems, outcome.result.message);
        logLine(log, c.get("requestId"), `${what} failed: ${outcome.result.message}`);
        throw new HttpProblem(
          "operation-failed",
          422,
          `The ${type.title} ${op} failed on this input`,
          outcome.result.message,
        );
      case "timeout":
        logLine(log, c.get("requestId"), `${what} passed its ${timeoutMs} ms limit; its worker was stopped`);
        if (onTimeout) return onTimeout();
        throw new HttpProblem(
          "time-limit",
          504,
          "Time limit reached",
          `${what} did not finish within ${timeoutMs} ms; send a larger timeoutMs (at most 60000) or a smaller puzzle`,
        );
      case "cancelled":
        throw new HttpProblem("client-closed", 499, "Client closed the request", `${what} was cancelled`);
      case "busy":
        throw new HttpProblem(
          "queue-full",
          503,
          "Solvers are busy",
          `all ${pool.threads} solver threads are busy and the queue is full; retry in ${outcome.retryAfterSeconds} s`,
          {},
          { "retry-after": String(outcome.retryAfterSeconds) },
        );
      case "closing":
        throw new HttpProblem(
          "shutting-down",
          503,
          "Server is shutting down",
          "the server is restarting or stopping; retry in a few seconds",
          {},
          { "retry-after": "5" },
        );
      case "crashed":
        logLine(log, c.get("requestId"), `${what}: worker crashed: ${outcome.message}`);
        throw new HttpProblem(
          "worker-crashed",
          500,
          "Solver crashed",
          `the worker running ${what} stopped (${outcome.message}); it has been replaced and other requests ` +
            "were not affected. If this puzzle crashes it again, please report it with the puzzle.",
        );
    }
  };
}

/**
 * The pool's cost class of a request: its type, its operation and the order of magnitude of its body, so
 * that a flood of large slow puzzles of one type is queued apart from small ones of the same type.
 */
function costClass(type: string, op: string, contentLength: string | undefined): string {
  const bytes = Number(contentLength);
  const magnitude = Number.isFinite(bytes) && bytes > 0 ? Math.floor(Math.log2(bytes)) : 0;
  return `${type}/${op}/${magnitude}`;
}

/** What a solve answers when the hard backstop stopped its worker: a timeout with nothing found. */
export function backstopReply(ms: number): SolveReply {
  return {
    ...solveResult([], false, "timeout", { nodes: 0, failures: 0, propagations: 0, ms }),
    solutionTexts: [],
  };
}
