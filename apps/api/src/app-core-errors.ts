import { HTTPException } from "hono/http-exception";
import { type LogSink, logLine } from "./logger.js";
import { HttpProblem } from "./problem.js";

/** A request the route's schema refused (`target`: its body, path or query), with each issue by path. */
export function invalidRequest(
  target: string,
  issues: readonly { path: PropertyKey[]; message: string }[],
): HttpProblem {
  const listed = issues.map((i) => ({
    path: i.path.map(String).join(".") || (target === "json" ? "(body)" : `(${target})`),
    message: i.message,
  }));
  return new HttpProblem(
    "invalid-request",
    400,
    target === "json" ? "The request body is not valid" : `The request ${target} is not valid`,
    listed.map((i) => `${i.path}: ${i.message}`).join("; "),
    { issues: listed },
  );
}

/** Any error a route or middleware throws, as a problem; unexpected ones are logged and answered 500. */
export function asProblem(error: unknown, log: LogSink, requestId: string | undefined): HttpProblem {
  if (error instanceof HttpProblem) return error;
  if (error instanceof HTTPException) {
    if (error.status === 400 && /json/i.test(error.message)) {
      return new HttpProblem(
        "bad-json",
        400,
        "Body is not valid JSON",
        "the request body could not be read as JSON; check quotes, commas and brackets",
      );
    }
    if (error.status === 415) {
      return new HttpProblem(
        "unsupported-media-type",
        415,
        "Unsupported media type",
        "send the body as JSON with the header Content-Type: application/json",
      );
    }
    return new HttpProblem("invalid-request", error.status, error.message || "Bad request", error.message);
  }
  logLine(
    log,
    requestId,
    `error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  return new HttpProblem(
    "internal-error",
    500,
    "Internal error",
    `something went wrong on the server; the log has the details under request id ${requestId ?? "-"}`,
  );
}
