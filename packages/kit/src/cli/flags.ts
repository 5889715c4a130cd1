import { availableParallelism } from "node:os";
import { type ParseArgsConfig, parseArgs } from "node:util";
import type { BatchCommand, BatchJob } from "../batch/work.js";
import { findFormat, findSolutionFormat } from "../formats.js";
import type { Format } from "../types.js";
import type { CliSpec } from "./runner.js";

/** A command line that does not fit its command: said with the usage text, exit 2. */
export class UsageError extends Error {}

/** The flags every command takes. */
export const common = {
  json: { type: "boolean" },
  format: { type: "string" },
  lines: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

export function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} takes a whole number, got '${value}'`);
  return n;
}

export type Values = Record<string, string | boolean | undefined>;

/** A command's flags (the common ones and `options`) and operands, strictly: an unknown flag throws. */
export function parse(
  rest: string[],
  options: NonNullable<ParseArgsConfig["options"]>,
): { values: Values; positionals: string[] } {
  return parseArgs({ args: rest, options: { ...common, ...options }, allowPositionals: true, strict: true });
}

/** A flag's text, or undefined when it is absent (or a boolean flag). */
export function text(values: Values, key: string): string | undefined {
  const v = values[key];
  return typeof v === "string" ? v : undefined;
}

export function findFormatOrUsage(spec: CliSpec, id: string): Format<unknown> {
  try {
    return findFormat(spec.type.formats as Format<unknown>[], id);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** A flag that turns something on or off: `on` is true, `off` false; anything else is a usage error. */
function onOrOff(name: string, value: string): boolean {
  if (value === "on" || value === "off") return value === "on";
  throw new UsageError(`--${name} takes on or off, got '${value}'`);
}

/**
 * `--jobs N`: threads to solve on (default: the machine's cores, chosen from the work: see thread-plan.ts;
 * 1 = the main thread only).
 */
export function jobsOf(values: Values): number {
  const jobs = wholeNumber("jobs", text(values, "jobs"), availableParallelism());
  if (jobs < 1) throw new UsageError("--jobs must be at least 1");
  return jobs;
}

/** The job a batch command's flags describe, whatever the type; throws UsageError for flags that do not fit. */
export function jobOf(command: BatchCommand, values: Values): BatchJob {
  const job: BatchJob = { command, json: Boolean(values.json), format: text(values, "format") };
  if (command === "solve") {
    if (values.all && text(values, "limit") !== undefined)
      throw new UsageError("--limit and --all exclude each other");
    job.limit = values.all ? Number.POSITIVE_INFINITY : wholeNumber("limit", text(values, "limit"), 2);
    if (job.limit < 1) throw new UsageError("--limit must be at least 1");
    const timeoutText = text(values, "timeout-ms");
    if (timeoutText !== undefined) job.timeoutMs = wholeNumber("timeout-ms", timeoutText, 0);
    const learning = text(values, "learning");
    if (learning !== undefined) job.learning = onOrOff("learning", learning);
    const solutionFormat = text(values, "solution-format");
    if (solutionFormat !== undefined) {
      // The texts go into the NDJSON lines; the text for people has a layout of its own.
      if (!job.json) throw new UsageError("--solution-format needs --json (it adds solutionTexts)");
      job.solutionFormat = solutionFormat;
    }
  } else if (command === "convert") {
    const to = text(values, "to");
    if (!to) throw new UsageError("convert needs --to FORMAT");
    job.to = to;
  }
  return job;
}

/** Throws UsageError when the spec's type cannot do `job`: a format it lacks, a command it has not. */
export function checkJob(spec: CliSpec, job: BatchJob): void {
  if (job.format) findFormatOrUsage(spec, job.format);
  if (job.solutionFormat !== undefined) {
    try {
      findSolutionFormat(spec.type.formats as Format<unknown>[], job.solutionFormat);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  const { command } = job;
  if (job.to !== undefined) {
    const target = findFormatOrUsage(spec, job.to);
    if (!target.serialize) throw new UsageError(`format '${job.to}' can be read but not written`);
  } else if ((command === "hint" || command === "explain" || command === "grade") && !spec.type[command]) {
    throw new UsageError(`${spec.type.id} has no '${command}'`);
  }
}

/** The flags of a batch command besides the common ones. */
export function batchOptions(command: BatchCommand): NonNullable<ParseArgsConfig["options"]> {
  return {
    jobs: { type: "string" },
    ...(command === "solve"
      ? {
          limit: { type: "string" },
          all: { type: "boolean" },
          "timeout-ms": { type: "string" },
          learning: { type: "string" },
          "solution-format": { type: "string" },
        }
      : command === "convert"
        ? { to: { type: "string" } }
        : {}),
  };
}
