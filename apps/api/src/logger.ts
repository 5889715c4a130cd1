import type { MiddlewareHandler } from "hono";
import type { RequestIdVariables } from "hono/request-id";

/** Where log lines go: one line per request, plus one per error, each with the request id. */
export type LogSink = (line: string) => void;

/** Writes to stdout (errors and warnings too, so one stream holds a request's whole story). */
export const consoleSink: LogSink = (line) => console.log(line);

/** A sink that drops everything, for tests. */
export const silentSink: LogSink = () => {};

/** A logger bound to the request id, for routes and error handlers. */
export function logLine(sink: LogSink, requestId: string | undefined, message: string): void {
  sink(`${new Date().toISOString()} ${requestId ?? "-"} ${message}`);
}

/**
 * Logs each request when it ends: time, request id (from hono/request-id), method, path, status and
 * duration. A request whose client went away is logged as such.
 */
export function requestLogger(sink: LogSink): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    const gone = c.req.raw.signal.aborted ? " (client gone)" : "";
    logLine(sink, c.get("requestId"), `${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms${gone}`);
  };
}
