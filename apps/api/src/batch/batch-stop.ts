import type { ProblemKind } from "../problem.js";

/**
 * Why a batch ended before its last line: the rest of the request could not be read (too large, too many
 * puzzles, a line too long, not UTF-8), the batch's time limit passed, or the server is stopping. Once the
 * answer's lines stream, its status is sent; so this becomes the answer's last line (see `stopLine`).
 */
export class BatchStop extends Error {
  constructor(
    readonly kind: ProblemKind,
    readonly title: string,
    readonly detail: string,
  ) {
    super(detail);
    this.name = "BatchStop";
  }
}

/**
 * The last line of a batch that stopped early: `{"stopped": {type, title, detail, done}}`, where `done` is
 * how many puzzle lines came before it. Puzzle lines always have an `index`; this one never does.
 */
export function stopLine(stop: BatchStop, done: number): string {
  const body = {
    type: `urn:gridsmith:problem:${stop.kind}`,
    title: stop.title,
    detail: stop.detail,
    done,
  };
  return `${JSON.stringify({ stopped: body })}\n`;
}
