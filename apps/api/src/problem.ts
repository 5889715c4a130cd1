import type { Problem } from "@gridsmith/kit";

/** Kinds of problem this API answers with; each becomes the `type` URI `urn:gridsmith:problem:<kind>`. */
export type ProblemKind =
  | "bad-json"
  | "invalid-request"
  | "unsupported-media-type"
  | "body-too-large"
  | "not-found"
  | "unknown-type"
  | "missing-operation"
  | "unknown-format"
  | "read-only-format"
  | "parse-error"
  | "invalid-puzzle"
  | "operation-failed"
  | "queue-full"
  | "shutting-down"
  | "time-limit"
  | "worker-crashed"
  | "client-closed"
  | "internal-error";

/** The body of an `application/problem+json` answer (RFC 9457) with this API's extension members. */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  requestId?: string;
  line?: number;
  column?: number;
  /** Where in the request body's JSON the mistake is (`puzzle.cells[80]`), for a puzzle sent as JSON. */
  path?: string;
  problems?: Problem[];
  issues?: { path: string; message: string }[];
}

export const problemMediaType = "application/problem+json";

/**
 * An error a route throws to answer with a problem document; `app.onError` renders it. Throwing keeps each
 * route's success path typed for the client while every failure shares one shape.
 */
export class HttpProblem extends Error {
  constructor(
    readonly kind: ProblemKind,
    readonly status: number,
    readonly title: string,
    readonly detail: string,
    readonly extra: Partial<Pick<ProblemBody, "line" | "column" | "path" | "problems" | "issues">> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = "HttpProblem";
  }

  /** The problem document, for the request at `instance`. */
  body(instance?: string, requestId?: string): ProblemBody {
    return {
      type: `urn:gridsmith:problem:${this.kind}`,
      title: this.title,
      status: this.status,
      detail: this.detail,
      ...(instance ? { instance } : {}),
      ...(requestId ? { requestId } : {}),
      ...this.extra,
    };
  }
}

/** A Response carrying `problem` as `application/problem+json`. */
export function problemResponse(problem: HttpProblem, instance?: string, requestId?: string): Response {
  return new Response(JSON.stringify(problem.body(instance, requestId)), {
    status: problem.status,
    headers: { "content-type": problemMediaType, ...problem.headers },
  });
}
