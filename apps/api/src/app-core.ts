import type { AnyPuzzleType } from "@gridsmith/kit";
import { swaggerUI } from "@hono/swagger-ui";
import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { type RequestIdVariables, requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { asProblem, invalidRequest } from "./app-core-errors.js";
import { backstopReply, pooledRunner } from "./app-core-pooled.js";
import { type BatchLimits, BatchRoute, defaultBatchLimits } from "./batch/solve-batch.js";
import { consoleSink, type LogSink, requestLogger } from "./logger.js";
import { type OperationName, operations } from "./operations.js";
import type { PoolOutcome, RunOptions } from "./pool/solver-pool.js";
import { HttpProblem, problemResponse } from "./problem.js";
import {
  boundedValue,
  describeType,
  generateParams,
  puzzleInput,
  requireOperation,
  requireType,
  solutionWriter,
  textInput,
  writableFormat,
} from "./puzzle-input.js";
import {
  checkRoute,
  convertRoute,
  explainRoute,
  generateRoute,
  gradeRoute,
  hintRoute,
  listRoute,
  parseRoute,
  solveBatchRoute,
  solveRoute,
  typeRoute,
} from "./routes.js";
import type { WorkerTask } from "./worker/tasks.js";

/** What the app needs from a worker pool ({@link SolverPool} is the real one). */
export interface TaskRunner {
  run(task: WorkerTask, options: RunOptions): Promise<PoolOutcome>;
  readonly isReady: boolean;
  readonly threads: number;
}

/**
 * What {@link createAppCore} takes. Nothing here needs Node: the core app runs on any runtime with `fetch`
 * (Node through `@hono/node-server`, workerd and other edge runtimes through `edge.ts`).
 */
export interface CoreAppOptions {
  /** The puzzle types to serve: the catalog in production, fakes in tests. */
  types: readonly AnyPuzzleType[];
  /** Runs solve, check, hint, explain, grade and generate off the event loop. */
  pool: TaskRunner;
  /**
   * Mounts the web app's files after the API routes, given the installed type ids; none when absent. The
   * Node app (`createApp` in `app.ts`) serves a folder here.
   */
  site?: (app: OpenAPIHono<Env>, typeIds: string[]) => void;
  /** Origins allowed by CORS on /api; none (CORS off) by default; `["*"]` allows any. */
  corsOrigins?: readonly string[];
  /** Time limit of a pooled request when the body gives none; default 10 000 ms (the cap is 60 000). */
  defaultTimeoutMs?: number;
  /** Largest request body; default 1 MiB. (The batch route has its own bounds: `batch`.) */
  bodyLimitBytes?: number;
  /** Bounds of `POST /api/puzzles/{type}/solve-batch`; see {@link BatchLimits} for the defaults. */
  batch?: Partial<BatchLimits>;
  /** Whether /readyz says ready; default: the pool is ready. The server turns it off while shutting down. */
  isReady?: () => boolean;
  /** Where log lines go; default stdout. */
  log?: LogSink;
}

/** The app's Hono environment: the request id set by `hono/request-id`. */
export type Env = { Variables: RequestIdVariables };

/**
 * The Gridsmith HTTP API as a Hono app: one route per operation with the puzzle type as a parameter, so every
 * type in `types` gets every route it has functions for. Runtime-neutral: `createApp` (Node, with the static
 * site) and `createEdgeApp` (a plain fetch handler) build on it.
 */
export function createAppCore(options: CoreAppOptions) {
  const { types, pool } = options;
  const log = options.log ?? consoleSink;
  const defaultTimeoutMs = options.defaultTimeoutMs ?? 10_000;
  const maxBytes = options.bodyLimitBytes ?? 1024 * 1024;
  const isReady = options.isReady ?? (() => pool.isReady);

  const app = new OpenAPIHono<Env>({
    defaultHook: (result) => {
      if (!result.success) throw invalidRequest(result.target, result.error.issues);
    },
  });

  app.use("*", requestId());
  app.use("*", requestLogger(log));
  app.use("*", secureHeaders());
  if (options.corsOrigins && options.corsOrigins.length > 0) {
    const origins = [...options.corsOrigins];
    app.use(
      "/api/*",
      cors({ origin: origins.includes("*") ? "*" : origins, exposeHeaders: ["Retry-After"] }),
    );
  }
  const limitBody = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpProblem(
        "body-too-large",
        413,
        "Request body too large",
        `the body is over the limit of ${maxBytes} bytes; send a smaller puzzle`,
      );
    },
  });
  // A batch streams its body in and bounds it itself (solve-batch.ts): it is never read whole.
  app.use("/api/*", (c, next) => (c.req.path.endsWith("/solve-batch") ? next() : limitBody(c, next)));
  const batches = new BatchRoute(pool, { ...defaultBatchLimits(pool.threads), ...options.batch });
  // Unknown type and missing operation answer 404 before the body is read or validated.
  app.use("/api/puzzles/:type/:op", async (c, next) => {
    const op = c.req.param("op");
    if (c.req.method === "POST" && isOperation(op))
      requireOperation(requireType(types, c.req.param("type")), op);
    await next();
  });

  const pooled = pooledRunner(pool, log);
  const routes = app
    .openapi(listRoute, (c) => c.json({ types: types.map(describeType) }, 200))
    .openapi(typeRoute, (c) => c.json(describeType(requireType(types, c.req.valid("param").type)), 200))
    .openapi(parseRoute, async (c) => {
      const type = requireType(types, c.req.valid("param").type);
      const body = c.req.valid("json");
      const text = textInput(type, body.text, { format: body.format, filename: body.filename });
      const task = { op: "parse", type: type.id, text } as const;
      return c.json(await pooled(c, type, task, defaultTimeoutMs), 200);
    })
    .openapi(solveRoute, async (c) => {
      const type = requireType(types, c.req.valid("param").type);
      const body = c.req.valid("json");
      const input = puzzleInput(type, body);
      const solutionFormat =
        body.solutionFormat === undefined ? undefined : solutionWriter(type, body.solutionFormat).id;
      const timeoutMs = body.timeoutMs ?? defaultTimeoutMs;
      const started = Date.now();
      const task = {
        op: "solve",
        type: type.id,
        ...input,
        limit: body.limit ?? 2,
        ...(body.learning === undefined ? {} : { learning: body.learning }),
        deadline: started + timeoutMs,
        ...(solutionFormat ? { solutionFormat } : {}),
      } as const;
      const reply = await pooled(c, type, task, timeoutMs, () => backstopReply(Date.now() - started));
      return c.json(reply, 200);
    })
    .openapi(checkRoute, async (c) => {
      const type = requireType(types, c.req.valid("param").type);
      const body = c.req.valid("json");
      const input = puzzleInput(type, body);
      const attempt = boundedValue(body.attempt, "attempt");
      const task = { op: "check", type: type.id, ...input, attempt } as const;
      return c.json(await pooled(c, type, task, body.timeoutMs ?? defaultTimeoutMs), 200);
    })
    .openapi(hintRoute, async (c) => {
      const type = requireType(types, c.req.valid("param").type);
      const body = c.req.valid("json");
      const input = puzzleInput(type, body);
      const attempt = boundedValue(body.attempt, "attempt");
      const task = { op: "hint", type: type.id, ...input, attempt } as const;
      return c.json(await pooled(c, type, task, body.timeoutMs ?? defaultTimeoutMs), 200);
    })
    .openapi(explainRoute, async (c) => {
      const type = requireType(types, c.req.valid("param").type);
      const body = c.req.valid("json");
      const input = puzzleInput(type, body);
      const task = { op: "explain", type: type.id, ...input } as const;
      return c.json(await pooled(c, type, task, body.timeoutMs ?? defaultTimeoutMs), 200);
    })
    .openapi(gradeRoute, async (c) => {
      const type = requireType(types, c.req.valid("param").type);
      const body = c.req.valid("json");
      const input = puzzleInput(type, body);
      const task = { op: "grade", type: type.id, ...input } as const;
      return c.json(await pooled(c, type, task, body.timeoutMs ?? defaultTimeoutMs), 200);
    })
    .openapi(generateRoute, async (c) => {
      const type = requireType(types, c.req.valid("param").type);
      const body = c.req.valid("json");
      const seed = body.seed ?? crypto.getRandomValues(new Uint32Array(1))[0]!;
      const params = boundedValue(generateParams(type, body), "params");
      const task = { op: "generate", type: type.id, params, seed } as const;
      return c.json(await pooled(c, type, task, body.timeoutMs ?? defaultTimeoutMs), 200);
    })
    .openapi(convertRoute, async (c) => {
      const type = requireType(types, c.req.valid("param").type);
      const body = c.req.valid("json");
      const to = writableFormat(type, body.to).id;
      const task = { op: "convert", type: type.id, to, ...puzzleInput(type, body) } as const;
      return c.json(await pooled(c, type, task, defaultTimeoutMs), 200);
    })
    .openapi(solveBatchRoute, (c) => {
      const type = requireType(types, c.req.valid("param").type);
      requireOperation(type, "solve");
      const query = c.req.valid("query");
      const node = nodeBindings(c.env);
      // A streamed body, not a JSON value: the route's typed answer (for the client) cannot describe it.
      const answer = batches.start({
        type,
        limit: query.limit ?? 2,
        timeoutMs: query.timeoutMs ?? defaultTimeoutMs,
        ...(query.learning === undefined ? {} : { learning: query.learning === "on" }),
        format: query.format,
        contentType: c.req.header("content-type"),
        contentLength: c.req.header("content-length"),
        body: c.req.raw.body,
        signal: c.req.raw.signal,
        // Under Node, a body left unread (a batch stopped at a limit) would hold its connection open: once
        // the answer is out, the connection is closed, which ends the upload.
        onFinished: (bodyRead) => {
          if (!bodyRead && node) whenSent(node, () => node.incoming.destroy());
        },
      });
      return answer as never;
    });

  app.doc("/api/openapi.json", {
    openapi: "3.0.3",
    info: {
      title: "Gridsmith API",
      version: "0.1.0",
      description:
        "Parse, solve, check, hint, explain, grade, generate and convert grid puzzles. Installed types: " +
        (types.map((t) => t.id).join(", ") || "none") +
        ". Errors are application/problem+json (RFC 9457).",
    },
  });
  app.get("/api/docs", swaggerUI({ url: "/api/openapi.json", title: "Gridsmith API" }));
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", (c) =>
    isReady()
      ? c.json({ status: "ready", threads: pool.threads, types: types.map((t) => t.id) })
      : c.json({ status: "not ready" }, 503),
  );
  options.site?.(
    app,
    types.map((t) => t.id),
  );

  app.notFound((c) =>
    problemResponse(
      new HttpProblem(
        "not-found",
        404,
        "Not found",
        `there is no ${c.req.method} ${c.req.path}; the API is described at /api/docs`,
      ),
      c.req.path,
      c.get("requestId"),
    ),
  );
  app.onError((error, c) =>
    problemResponse(asProblem(error, log, c.get("requestId")), c.req.path, c.get("requestId")),
  );

  return routes;
}

/** The app's type, for the typed client (`hc<AppType>`). */
export type AppType = ReturnType<typeof createAppCore>;

/** The request and response objects `@hono/node-server` puts in `c.env`; undefined on other runtimes. */
interface NodeBindings {
  incoming: { destroy(): void };
  outgoing: { writableFinished: boolean; once(event: "finish" | "close", listener: () => void): void };
}

function nodeBindings(env: unknown): NodeBindings | undefined {
  const e = env as Partial<NodeBindings> | undefined;
  return e?.incoming && e.outgoing && typeof e.outgoing.once === "function" ? (e as NodeBindings) : undefined;
}

/** Runs `then` once Node has handed the whole answer to the socket. */
function whenSent(node: NodeBindings, then: () => void): void {
  if (node.outgoing.writableFinished) then();
  else node.outgoing.once("finish", then);
}

function isOperation(op: string): op is OperationName {
  return (operations as readonly string[]).includes(op);
}
