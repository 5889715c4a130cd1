import type { SolveResult } from "@gridsmith/kit";

/** Options of one solve request to the API. */
export interface ServerSolve {
  typeId: string;
  text: string;
  format: string;
  limit: number;
  timeoutMs: number;
  /** The engine's learning search forced on or off; absent, the type chooses. */
  learning?: boolean;
  signal?: AbortSignal;
  /** Where the API lives; the same origin by default (the API serves this site). */
  base?: string;
}

/**
 * Solves on the Gridsmith API (`POST /api/puzzles/:type/solve`), for when the person asks for it. Errors
 * come back as problem+json; their `detail` or `title` becomes the thrown message.
 */
export async function solveOnServer(request: ServerSolve): Promise<SolveResult<unknown>> {
  const url = `${request.base ?? ""}/api/puzzles/${encodeURIComponent(request.typeId)}/solve`;
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      text: request.text,
      format: request.format,
      limit: request.limit,
      learning: request.learning,
      // The API caps a request at a minute.
      timeoutMs: Math.min(60_000, Math.max(1, Math.round(request.timeoutMs))),
    }),
    ...(request.signal ? { signal: request.signal } : {}),
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body) {
    const why = body && (body.detail ?? body.title ?? body.message);
    throw new Error(typeof why === "string" ? why : `the server answered ${response.status}`);
  }
  const result = body as unknown as SolveResult<unknown>;
  if (typeof result.status !== "string" || !Array.isArray(result.solutions)) {
    throw new Error("the server's answer is not a solve result");
  }
  return result;
}
