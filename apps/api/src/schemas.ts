import { z } from "@hono/zod-openapi";
import { operations } from "./operations.js";

// Request and response bodies. Puzzles, solutions, attempts and generator params are each puzzle type's
// own JSON, which the kit does not describe, so they are `unknown` here and checked by the type itself.

/** The request's time limit, in ms; the route fills in the default and enforces the cap. */
export const TimeoutMs = z
  .number()
  .int()
  .min(1)
  .max(60_000)
  .optional()
  .openapi({ description: "Time limit for this request in ms (default 10000, at most 60000)." });

const PuzzleOrText = {
  puzzle: z.unknown().optional().openapi({ description: "The puzzle as JSON (as `parse` returns it)." }),
  text: z.string().optional().openapi({ description: "The puzzle as text in one of the type's formats." }),
  format: z
    .string()
    .optional()
    .openapi({ description: "Format id of `text`; detected from the text when absent." }),
};

function oneOfPuzzleOrText(body: { puzzle?: unknown; text?: string }, ctx: z.RefinementCtx): void {
  const hasPuzzle = body.puzzle !== undefined;
  const hasText = body.text !== undefined;
  if (hasPuzzle === hasText) {
    ctx.addIssue({
      code: "custom",
      path: hasPuzzle ? ["text"] : ["puzzle"],
      message: hasPuzzle
        ? "give either `puzzle` or `text`, not both"
        : "give the puzzle as `text` (in one of the type's formats) or as `puzzle` (JSON)",
    });
  }
}

export const ParseBody = z
  .object({
    text: z.string().openapi({ description: "The puzzle text." }),
    format: PuzzleOrText.format,
    filename: z.string().optional().openapi({ description: "File name, to help detect the format." }),
  })
  .openapi("ParseRequest");

export const SolveBody = z
  .object({
    ...PuzzleOrText,
    limit: z.number().int().min(1).max(1000).optional().openapi({
      description: "Solutions to find before stopping: 1 = any, 2 = prove uniqueness (default).",
    }),
    timeoutMs: TimeoutMs,
    learning: z
      .boolean()
      .optional()
      .openapi({
        description:
          "Search with the constraint engine's learning (true) or the plain search (false); absent, the type " +
          "chooses (crosspatch: learning from 375 slots). A type whose search is not on the engine ignores it.",
      }),
    solutionFormat: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .openapi({
        description:
          "Id of a format that writes solutions (`writesSolutions` in the type's formats): `solutionTexts` are each " +
          "solution written in it, e.g. `pzprv3`, a file puzz.link opens with the answer in place.",
      }),
  })
  .superRefine(oneOfPuzzleOrText)
  .openapi("SolveRequest");

export const CheckBody = z
  .object({
    ...PuzzleOrText,
    attempt: z.unknown().openapi({ description: "The player's (partial) solution, in the type's JSON." }),
    timeoutMs: TimeoutMs,
  })
  .superRefine(oneOfPuzzleOrText)
  .superRefine((body, ctx) => {
    if (body.attempt === undefined)
      ctx.addIssue({ code: "custom", path: ["attempt"], message: "attempt is required" });
  })
  .openapi("CheckRequest");

export const HintBody = z
  .object({
    ...PuzzleOrText,
    attempt: z.unknown().optional().openapi({ description: "The player's (partial) solution so far." }),
    timeoutMs: TimeoutMs,
  })
  .superRefine(oneOfPuzzleOrText)
  .openapi("HintRequest");

export const PuzzleBody = z
  .object({ ...PuzzleOrText, timeoutMs: TimeoutMs })
  .superRefine(oneOfPuzzleOrText)
  .openapi("PuzzleRequest");

export const GenerateBody = z
  .object({
    params: z
      .unknown()
      .optional()
      .openapi({ description: "The type's generator parameters as JSON; absent: see `options`." }),
    options: z
      .record(z.string(), z.union([z.string(), z.boolean(), z.array(z.string())]))
      .optional()
      .openapi({
        description:
          "Generator settings by name, as the type's `generateOptions` lists them (the fields of its `params`, its CLI " +
          'flags, e.g. {"size": "9"}); used when `params` is absent. Neither: the type\'s defaults.',
      }),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1)
      .optional()
      .openapi({ description: "Same params and seed give the same puzzle; random when absent." }),
    timeoutMs: TimeoutMs,
  })
  .openapi("GenerateRequest");

export const ConvertBody = z
  .object({
    ...PuzzleOrText,
    to: z.string().openapi({ description: "Id of a writable format to write the puzzle in." }),
  })
  .superRefine(oneOfPuzzleOrText)
  .openapi("ConvertRequest");

const CellSchema = z.object({ row: z.number().int(), col: z.number().int() });
const LineSchema = z.object({ axis: z.enum(["row", "column"]), index: z.number().int() });

export const ProblemItem = z
  .object({
    code: z.string(),
    message: z.string(),
    cells: z.array(CellSchema).optional(),
    lines: z.array(LineSchema).optional(),
    slots: z.array(z.number().int()).optional(),
  })
  .openapi("PuzzleProblem");

export const StepSchema = z
  .object({
    technique: z.string(),
    message: z.string(),
    cells: z.array(CellSchema),
    because: z
      .object({
        cells: z.array(CellSchema).optional(),
        lines: z.array(LineSchema).optional(),
        slots: z.array(z.number().int()).optional(),
      })
      .optional(),
    deductions: z.array(z.unknown()),
  })
  .openapi("Step");

export const GradeSchema = z
  .object({
    level: z.string(),
    score: z.number(),
    hardest: z.string().optional(),
    techniques: z.record(z.string(), z.number()).optional(),
  })
  .openapi("Grade");

export const SolveReplySchema = z
  .object({
    status: z.enum(["unique", "multiple", "solved", "none", "timeout"]),
    solutions: z.array(z.unknown()),
    solutionCount: z.number().int(),
    complete: z.boolean(),
    stats: z.object({
      nodes: z.number(),
      failures: z.number(),
      propagations: z.number(),
      ms: z.number(),
    }),
    solutionTexts: z.array(z.string()).openapi({
      description: "Each solution as text: for people, or in the request's `solutionFormat`.",
    }),
  })
  .openapi("SolveResult");

export const FormatInfo = z
  .object({
    id: z.string(),
    name: z.string(),
    extensions: z.array(z.string()),
    mediaType: z.string(),
    writable: z.boolean(),
    writesSolutions: z.boolean().openapi({
      description: "Whether it writes a puzzle with a solution in place (solve's `solutionFormat`).",
    }),
  })
  .openapi("Format");

export const Operation = z.enum(operations);

export const TypeInfo = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    formats: z.array(FormatInfo),
    examples: z.array(z.object({ name: z.string(), text: z.string() })),
    operations: z.array(Operation),
    generateOptions: z
      .array(z.object({ name: z.string(), type: z.enum(["string", "boolean"]), multiple: z.boolean() }))
      .openapi({ description: "Settings `generate` takes as `options`; empty when none are declared." }),
    limits: z
      .object({
        maxSide: z.number().int(),
        maxCells: z.number().int(),
        maxTextLength: z.number().int(),
        notes: z.string().optional(),
      })
      .openapi({
        description:
          "The sizes the type accepts. A puzzle past them (as text or JSON) answers 400 with the reason, " +
          "before any work is done on it.",
      }),
  })
  .openapi("PuzzleType");

export const TypeList = z.object({ types: z.array(TypeInfo) }).openapi("PuzzleTypeList");

export const ParseReply = z
  .object({
    puzzle: z.unknown(),
    format: z.object({ id: z.string(), name: z.string() }),
    problems: z.array(ProblemItem).openapi({ description: "What `validate` found; empty when none." }),
  })
  .openapi("ParseResult");

export const CheckReply = z.object({ problems: z.array(ProblemItem) }).openapi("CheckResult");
export const HintReply = z.object({ step: StepSchema.nullable() }).openapi("HintResult");
export const ExplainReply = z.object({ steps: z.array(StepSchema) }).openapi("ExplainResult");
export const GenerateReply = z
  .object({
    puzzle: z.unknown(),
    text: z.string().nullable(),
    format: z.string().nullable(),
    seed: z.number().int(),
  })
  .openapi("GenerateResult");
export const ConvertReply = z
  .object({ text: z.string(), format: z.string(), mediaType: z.string() })
  .openapi("ConvertResult");

/** RFC 9457 problem details, with the fields this API adds. */
export const ProblemDocument = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    instance: z.string().optional(),
    requestId: z.string().optional(),
    line: z
      .number()
      .int()
      .optional()
      .openapi({ description: "1-based line of a parse error (0: no place)." }),
    column: z.number().int().optional().openapi({ description: "1-based column of a parse error." }),
    problems: z
      .array(ProblemItem)
      .optional()
      .openapi({ description: "What `validate` found in the puzzle." }),
    issues: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .openapi({ description: "Each field of the request body that is wrong, and why." }),
  })
  .openapi("Problem");

export const TypeParam = z.object({
  type: z
    .string()
    .openapi({ param: { name: "type", in: "path" }, description: "A puzzle type id from GET /api/puzzles." }),
});

/** Numbers in a query string arrive as text. */
const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const SolveBatchQuery = z.object({
  limit: queryInt(1, 1000)
    .optional()
    .openapi({ description: "Solutions to find per puzzle: 1 = any, 2 = prove uniqueness (default)." }),
  timeoutMs: queryInt(1, 60_000)
    .optional()
    .openapi({ description: "Time limit per puzzle in ms (default 10000, at most 60000)." }),
  learning: z.enum(["on", "off"]).optional().openapi({
    description: "The engine's learning search on or off for every puzzle; absent, the type chooses.",
  }),
  format: z
    .string()
    .optional()
    .openapi({ description: "Format id of every puzzle; detected per puzzle when absent." }),
});

export const SolveBatchBody = z.string().openapi({
  description:
    "One puzzle per line. As `application/x-ndjson` (or `application/jsonl`): each line a JSON object " +
    '`{"text": "...", "format"?: "...", "source"?: "..."}` or a JSON string. As `text/plain`: each line a ' +
    "puzzle in a one-line format (the public data sets' layout). Blank lines and lines starting with # " +
    "are skipped.",
  example: '{"text":"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"}\n',
});

export const SolveBatchLine = z
  .object({
    index: z.number().int().openapi({ description: "0-based place of the puzzle in the request." }),
    source: z.string().openapi({ description: "`line N` of the body, or the line's own `source`." }),
    status: z.enum(["unique", "multiple", "solved", "none", "timeout", "invalid"]),
    solutionCount: z.number().int(),
    complete: z.boolean(),
    solutions: z.array(z.unknown()).openapi({ description: "As the CLI's `--json` writes them." }),
    stats: z.object({ nodes: z.number(), ms: z.number() }).optional(),
    error: z
      .object({ message: z.string(), line: z.number().int().optional(), column: z.number().int().optional() })
      .optional()
      .openapi({ description: "Why an invalid line could not be solved (line and column within it)." }),
  })
  .openapi("SolveBatchLine", {
    description:
      "One line of the answer per puzzle, in input order. A batch that stops early (time limit, too many " +
      'puzzles, body too large, server stopping) ends with one more line, `{"stopped": {type, title, ' +
      "detail, done}}`.",
  });
