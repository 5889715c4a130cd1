import { createRoute, type z } from "@hono/zod-openapi";
import { problemMediaType } from "./problem.js";
import {
  CheckBody,
  CheckReply,
  ConvertBody,
  ConvertReply,
  ExplainReply,
  GenerateBody,
  GenerateReply,
  GradeSchema,
  HintBody,
  HintReply,
  ParseBody,
  ParseReply,
  ProblemDocument,
  PuzzleBody,
  SolveBatchBody,
  SolveBatchLine,
  SolveBatchQuery,
  SolveBody,
  SolveReplySchema,
  TypeInfo,
  TypeList,
  TypeParam,
} from "./schemas.js";

// The OpenAPI description of every route. One route per operation, with the puzzle type as a path
// parameter, so a type added to the catalog gets every route (and the typed client) with no edit here.

const problem = (description: string) => ({
  description,
  content: { [problemMediaType]: { schema: ProblemDocument } },
});

/** Problems every puzzle operation can answer with. (Not `as const`: readonly responses lose their types.) */
const common = {
  400: problem("Bad JSON, a body that fails validation, or a puzzle text with a parse error (line, column)."),
  404: problem("Unknown puzzle type, or an operation this type does not have."),
  413: problem("Body over 1 MiB."),
  415: problem("Body is not application/json."),
  500: problem("The worker running the request crashed (it has been replaced)."),
};

/** Problems of the operations that run in the worker pool. */
const pooled = {
  ...common,
  422: problem("The puzzle has problems (listed), or the type's function failed on this input."),
  503: problem("The solver queue is full (see Retry-After), or the server is shutting down."),
  504: problem("The time limit passed before the operation finished."),
};

function body<S extends z.ZodType>(schema: S) {
  return { required: true, content: { "application/json": { schema } } } as const;
}

function ok<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { "application/json": { schema } } } as const;
}

export const listRoute = createRoute({
  method: "get",
  path: "/api/puzzles",
  summary: "List the puzzle types",
  description: "Every installed puzzle type with its formats, examples and the operations it supports.",
  responses: { 200: ok(TypeList, "The puzzle types.") },
});

export const typeRoute = createRoute({
  method: "get",
  path: "/api/puzzles/{type}",
  summary: "Describe one puzzle type",
  request: { params: TypeParam },
  responses: { 200: ok(TypeInfo, "The puzzle type."), 404: common[404] },
});

/**
 * A route of an operation the worker pool runs: `POST /api/puzzles/{type}/<op>` with a JSON body, answering
 * JSON or one of the pooled problems.
 */
function pooledRoute<Op extends string, B extends z.ZodType, R extends z.ZodType>(route: {
  op: Op;
  summary: string;
  description?: string;
  body: B;
  reply: R;
  replies: string;
}) {
  return createRoute({
    method: "post",
    path: `/api/puzzles/{type}/${route.op}` as `/api/puzzles/{type}/${Op}`,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    request: { params: TypeParam, body: body(route.body) },
    responses: { 200: ok(route.reply, route.replies), ...pooled },
  });
}

export const parseRoute = pooledRoute({
  op: "parse",
  summary: "Read a puzzle from text",
  description:
    "Parses text in the given or detected format; answers the puzzle JSON and what `validate` found " +
    "(validate runs in a worker, so this route can answer 503 and 504 as the others do).",
  body: ParseBody,
  reply: ParseReply,
  replies: "The puzzle.",
});

export const solveRoute = pooledRoute({
  op: "solve",
  summary: "Solve a puzzle",
  description:
    "Runs the type's solver in a worker. Past the time limit the status is `timeout` with what was found.",
  body: SolveBody,
  reply: SolveReplySchema,
  replies: "The solve result.",
});

export const checkRoute = pooledRoute({
  op: "check",
  summary: "Check a player's attempt",
  body: CheckBody,
  reply: CheckReply,
  replies: "The mistakes in the attempt; empty when none.",
});

export const hintRoute = pooledRoute({
  op: "hint",
  summary: "Next logical step",
  body: HintBody,
  reply: HintReply,
  replies: "The next deduction, or null when none is left.",
});

export const explainRoute = pooledRoute({
  op: "explain",
  summary: "Whole logical solution path",
  body: PuzzleBody,
  reply: ExplainReply,
  replies: "The steps.",
});

export const gradeRoute = pooledRoute({
  op: "grade",
  summary: "Difficulty of a puzzle",
  body: PuzzleBody,
  reply: GradeSchema,
  replies: "The grade.",
});

export const generateRoute = pooledRoute({
  op: "generate",
  summary: "Generate a puzzle",
  description: "A new puzzle with one solution; the same params and seed give the same puzzle.",
  body: GenerateBody,
  reply: GenerateReply,
  replies: "The puzzle, as JSON and as text.",
});

export const convertRoute = createRoute({
  method: "post",
  path: "/api/puzzles/{type}/convert",
  summary: "Write a puzzle in another format",
  request: { params: TypeParam, body: body(ConvertBody) },
  responses: {
    200: ok(ConvertReply, "The puzzle as text in the requested format."),
    ...pooled,
    422: problem("The writer failed on this puzzle."),
  },
});

export const solveBatchRoute = createRoute({
  method: "post",
  path: "/api/puzzles/{type}/solve-batch",
  summary: "Solve many puzzles in one request",
  description:
    "Streams one NDJSON line per puzzle, in input order, as they are done (the lines of the CLI's " +
    "`solve --lines --json`), over all solver threads. The request is checked before the answer starts; " +
    'a batch that stops early (time limit, too many puzzles, body too large, server stopping) ends with a `{"stopped": ...}` line.',
  request: {
    params: TypeParam,
    query: SolveBatchQuery,
    body: {
      required: true,
      content: {
        "application/x-ndjson": { schema: SolveBatchBody },
        "text/plain": { schema: SolveBatchBody },
      },
    },
  },
  responses: {
    200: {
      description: "One line per puzzle, streamed.",
      content: { "application/x-ndjson": { schema: SolveBatchLine } },
    },
    400: common[400],
    404: common[404],
    413: problem("Content-Length over the batch limit (256 MiB by default): refused before reading."),
    415: problem("Body is not application/x-ndjson or text/plain."),
    503: problem(
      "As many batches as the server runs at once are running (see Retry-After), or it is stopping.",
    ),
  },
});
