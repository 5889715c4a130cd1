import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { type ParseArgsConfig, parseArgs } from "node:util";
import { detectFormat, findFormat } from "../formats.js";
import { ParseError } from "../parse-error.js";
import type { AnyPuzzleType, CliHooks, Format, SolveResult } from "../types.js";
import { decodeFile, type PuzzleInput, readInputs, readStdinSync } from "./inputs.js";
import { ProgressBar } from "./progress.js";
import { usage } from "./usage.js";

/**
 * One puzzle type on the command line. Text layout and generator flags normally come from the type's own
 * `cli` hooks; a spec may override them, and may add commands that need the machine (files, images).
 */
export interface CliSpec<P = unknown, S = unknown, Params = unknown> extends CliHooks<P, S, Params> {
  type: AnyPuzzleType;
  /** The command name shown in usage, e.g. `"sudoku"`. */
  name?: string;
  /** Commands a type adds or overrides, e.g. nonogram's `--pbm` writer. Return the exit code. */
  commands?: Record<string, (args: string[], io: CliIo) => number | Promise<number>>;
}

/** Where a CLI writes and reads: the process's streams by default, strings in tests. */
export interface CliIo {
  /** Writes to standard output. */
  out(text: string): void;
  /** Writes to standard error. */
  err(text: string): void;
  /** All of standard input. */
  readStdin(): string;
}

const nodeIo: CliIo = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  readStdin: readStdinSync,
};

class UsageError extends Error {}

const common = {
  json: { type: "boolean" },
  format: { type: "string" },
  lines: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} takes a whole number, got '${value}'`);
  return n;
}

function errorJson(e: unknown): { message: string; line: number; column: number } {
  if (e instanceof ParseError) return e.toJSON();
  return { message: e instanceof Error ? e.message : String(e), line: 0, column: 0 };
}

/** Shifts a parse error found in one line of a batch file to that line of the file. */
function inFile(e: unknown, input: PuzzleInput): unknown {
  if (e instanceof ParseError && input.firstLine > 1) {
    return new ParseError(e.reason, e.line > 0 ? e.line + input.firstLine - 1 : input.firstLine, e.column);
  }
  return e;
}

/**
 * Runs the command-line contract every Gridsmith puzzle CLI follows over one puzzle type:
 * text for people, NDJSON (one line per puzzle, in input order) with `--json`, exit 0 / 1 (invalid input) /
 * 2 (usage). Returns the exit code; never throws for bad input.
 */
export async function runCli(given: CliSpec, argv: string[], io: CliIo = nodeIo): Promise<number> {
  const spec: CliSpec = { ...(given.type.cli ?? {}), ...given };
  const [command, ...rest] = argv;
  try {
    if (!command || command === "--help" || command === "-h" || command === "help") {
      io.out(`${usage(spec)}\n`);
      return command ? 0 : 2;
    }
    const custom = spec.commands?.[command];
    if (custom) return await custom(rest, io);
    switch (command) {
      case "solve":
        return solveCommand(spec, rest, io);
      case "generate":
        return await generateCommand(spec, rest, io);
      case "validate":
      case "hint":
      case "explain":
      case "grade":
      case "convert":
        return perPuzzleCommand(spec, command, rest, io);
      default:
        throw new UsageError(`unknown command '${command}'`);
    }
  } catch (e) {
    if (
      e instanceof UsageError ||
      (e instanceof TypeError && "code" in e && String(e.code).startsWith("ERR_PARSE_ARGS"))
    ) {
      io.err(`${spec.name ?? spec.type.id}: ${e.message}\n${usage(spec)}\n`);
      return 2;
    }
    if (
      e instanceof Error &&
      "code" in e &&
      (e.code === "ENOENT" || e.code === "EISDIR" || e.code === "EACCES")
    ) {
      io.err(`${spec.name ?? spec.type.id}: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

type Values = Record<string, string | boolean | undefined>;

function parse(
  rest: string[],
  options: NonNullable<ParseArgsConfig["options"]>,
): { values: Values; positionals: string[] } {
  return parseArgs({ args: rest, options: { ...common, ...options }, allowPositionals: true, strict: true });
}

function text(values: Values, key: string): string | undefined {
  const v = values[key];
  return typeof v === "string" ? v : undefined;
}

function pickFormat(spec: CliSpec, id: string | undefined, input: PuzzleInput): Format<unknown> {
  const formats = spec.type.formats as Format<unknown>[];
  return id ? findFormat(formats, id) : detectFormat(formats, input.text, input.filename);
}

function solveCommand(spec: CliSpec, rest: string[], io: CliIo): number {
  const { values, positionals } = parse(rest, {
    limit: { type: "string" },
    all: { type: "boolean" },
    "timeout-ms": { type: "string" },
  });
  if (values.help) return help(spec, io);
  if (values.all && text(values, "limit") !== undefined)
    throw new UsageError("--limit and --all exclude each other");
  const limit = values.all ? Number.POSITIVE_INFINITY : wholeNumber("limit", text(values, "limit"), 2);
  if (limit < 1) throw new UsageError("--limit must be at least 1");
  const timeoutText = text(values, "timeout-ms");
  const timeoutMs = timeoutText === undefined ? undefined : wholeNumber("timeout-ms", timeoutText, 0);
  const formatId = text(values, "format");
  if (formatId) findFormatOrUsage(spec, formatId);
  const inputs = readInputs(positionals, Boolean(values.lines), io.readStdin);
  const bar = new ProgressBar(inputs.length);
  let invalid = 0;
  inputs.forEach((input, index) => {
    bar.tick(index);
    let puzzle: unknown;
    try {
      puzzle = pickFormat(spec, text(values, "format"), input).parse(input.text);
      const problems = spec.type.validate(puzzle);
      if (problems.length > 0) throw new ParseError(problems.map((p) => p.message).join("; "));
    } catch (e) {
      invalid++;
      const error = errorJson(inFile(e, input));
      if (values.json)
        io.out(
          `${JSON.stringify({ index, source: input.source, status: "invalid", solutionCount: 0, complete: false, solutions: [], error })}\n`,
        );
      else io.err(`${input.source}: ${error.message}\n`);
      return;
    }
    const result = spec.type.solve(puzzle, { limit, timeoutMs });
    if (values.json) {
      const solutions = result.solutions.map((s) =>
        spec.solutionToJson ? spec.solutionToJson(puzzle, s) : s,
      );
      const { nodes, ms } = result.stats;
      io.out(
        `${JSON.stringify({ index, source: input.source, status: result.status, solutionCount: result.solutionCount, complete: result.complete, solutions, stats: { nodes, ms: Math.round(ms * 1000) / 1000 } })}\n`,
      );
    } else {
      io.out(
        spec.formatSolve
          ? spec.formatSolve(input, puzzle, result)
          : defaultSolveText(spec, input, puzzle, result),
      );
    }
  });
  bar.finish();
  return invalid > 0 ? 1 : 0;
}

function help(spec: CliSpec, io: CliIo): number {
  io.out(`${usage(spec)}\n`);
  return 0;
}

function findFormatOrUsage(spec: CliSpec, id: string): Format<unknown> {
  try {
    return findFormat(spec.type.formats as Format<unknown>[], id);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

function defaultSolveText(
  spec: CliSpec,
  input: PuzzleInput,
  puzzle: unknown,
  result: SolveResult<unknown>,
): string {
  const parts = [`== ${input.source} ==`];
  result.solutions.forEach((s, i) => {
    parts.push(`--- Solution #${i + 1}:`, spec.type.solutionToText(puzzle, s).replace(/\n$/, ""));
  });
  const exact = result.complete ? "" : " (search stopped early)";
  parts.push(
    `${result.status}: ${result.solutionCount} solution${result.solutionCount === 1 ? "" : "s"} found${exact}`,
    "",
  );
  return `${parts.join("\n")}\n`;
}

function perPuzzleCommand(spec: CliSpec, command: string, rest: string[], io: CliIo): number {
  const { values, positionals } = parse(rest, { to: { type: "string" } });
  if (values.help) return help(spec, io);
  const type = spec.type;
  const op =
    command === "validate" || command === "convert" ? command : type[command as "hint" | "explain" | "grade"];
  if (!op) throw new UsageError(`${type.id} has no '${command}'`);
  let target: Format<unknown> | undefined;
  if (command === "convert") {
    const to = text(values, "to");
    if (!to) throw new UsageError("convert needs --to FORMAT");
    target = findFormatOrUsage(spec, to);
    if (!target.serialize) throw new UsageError(`format '${to}' can be read but not written`);
  }
  const inputs = readInputs(positionals, Boolean(values.lines), io.readStdin);
  let invalid = 0;
  inputs.forEach((input, index) => {
    let puzzle: unknown;
    try {
      puzzle = pickFormat(spec, text(values, "format"), input).parse(input.text);
    } catch (e) {
      invalid++;
      const error = errorJson(inFile(e, input));
      if (values.json)
        io.out(`${JSON.stringify({ index, source: input.source, status: "invalid", error })}\n`);
      else io.err(`${input.source}: ${error.message}\n`);
      return;
    }
    let answer: unknown;
    try {
      answer = runOperation(type, command, puzzle, target);
    } catch (e) {
      // A puzzle that reads but that the operation refuses (a format that cannot hold it, a puzzle too
      // broken to hint): reported like an input that does not read, never a stack trace.
      invalid++;
      const message = `cannot ${command}: ${e instanceof Error ? e.message : String(e)}`;
      if (values.json)
        io.out(`${JSON.stringify({ index, source: input.source, status: "invalid", error: { message } })}\n`);
      else io.err(`${input.source}: ${message}\n`);
      return;
    }
    if (values.json) io.out(`${JSON.stringify({ index, source: input.source, [command]: answer })}\n`);
    else io.out(`${textOf(command, input, answer)}\n`);
  });
  return invalid > 0 ? 1 : 0;
}

function runOperation(
  type: AnyPuzzleType,
  command: string,
  puzzle: unknown,
  target?: Format<unknown>,
): unknown {
  switch (command) {
    case "validate":
      return type.validate(puzzle);
    case "hint":
      return type.hint!(puzzle);
    case "explain":
      return type.explain!(puzzle);
    case "grade":
      return type.grade!(puzzle);
    default:
      return target!.serialize!(puzzle);
  }
}

function textOf(command: string, input: PuzzleInput, answer: unknown): string {
  const head = `${input.source}: `;
  switch (command) {
    case "validate": {
      const problems = answer as { message: string }[];
      return problems.length === 0 ? `${head}ok` : problems.map((p) => head + p.message).join("\n");
    }
    case "hint":
      return answer ? `${head}${(answer as { message: string }).message}` : `${head}no logical step left`;
    case "explain": {
      const steps = answer as { message: string }[];
      return [`== ${input.source} ==`, ...steps.map((s, i) => `${i + 1}. ${s.message}`)].join("\n");
    }
    case "grade": {
      const g = answer as { level: string; score: number; hardest?: string };
      return `${head}${g.level} (score ${g.score}${g.hardest ? `, hardest: ${g.hardest}` : ""})`;
    }
    default:
      return String(answer).replace(/\n$/, "");
  }
}

async function generateCommand(spec: CliSpec, rest: string[], io: CliIo): Promise<number> {
  const type = spec.type;
  if (!type.generate) throw new UsageError(`${type.id} has no generator`);
  const { values } = parse(rest, {
    count: { type: "string" },
    seed: { type: "string" },
    out: { type: "string" },
    ...Object.fromEntries(
      Object.entries(spec.generateOptions ?? {}).map(([name, { file: _file, ...flag }]) => [name, flag]),
    ),
  });
  if (values.help) return help(spec, io);
  const count = wholeNumber("count", text(values, "count"), 1);
  const seed = wholeNumber("seed", text(values, "seed"), Date.now() % 2 ** 31);
  const formatId = text(values, "format");
  const format = formatId ? findFormatOrUsage(spec, formatId) : (type.formats[0] as Format<unknown>);
  if (!format.serialize) throw new UsageError(`format '${format.id}' can be read but not written`);
  for (const [name, option] of Object.entries(spec.generateOptions ?? {})) {
    const value = values[name];
    if (option.file && typeof value === "string" && existsSync(value) && statSync(value).isFile()) {
      values[name] = decodeFile(readFileSync(value));
    }
  }
  let params: unknown;
  try {
    params = spec.generateParams ? spec.generateParams(values) : {};
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const texts: string[] = [];
  // A generator says with a thrown Error when its params cannot give a puzzle (a grid too small, theme
  // words that do not cross): that is the user's to fix, so it is a message and exit 1, not a stack trace.
  const fail = (e: unknown) => {
    io.err(`${spec.name ?? type.id}: cannot generate: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  };
  try {
    await type.prepareGenerate?.(params);
  } catch (e) {
    return fail(e);
  }
  for (let i = 0; i < count; i++) {
    let puzzle: unknown;
    try {
      puzzle = type.generate(params, seed + i);
    } catch (e) {
      return fail(e);
    }
    const text = format.serialize(puzzle);
    if (values.json) io.out(`${JSON.stringify({ index: i, seed: seed + i, puzzle: text })}\n`);
    else texts.push(text.replace(/\n$/, ""));
  }
  if (!values.json) {
    const all = `${texts.join(values.lines ? "\n" : "\n\n")}\n`;
    const out = text(values, "out");
    if (out) writeFileSync(out, all);
    else io.out(all);
  }
  return 0;
}
