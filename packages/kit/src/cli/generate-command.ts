import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { runOperation } from "../operation.js";
import type { Format, ParamValues } from "../types.js";
import type { CliIo } from "./cli-io.js";
import { findFormatOrUsage, parse, text, UsageError, wholeNumber } from "./flags.js";
import { decodeFile } from "./inputs.js";
import type { CliSpec } from "./runner.js";
import { help } from "./usage.js";

/** How long one puzzle's generation may take by default: some generators have no bound of their own. */
export const DEFAULT_GENERATE_TIMEOUT_MS = 60_000;

/**
 * Runs `work` (synchronous) for at most `ms` milliseconds of wall time, else throws saying so: node:vm's
 * `timeout` is the one way to end synchronous code on this thread (its watchdog thread terminates the
 * script, and the termination reaches the caller as an error). `0` runs it with no limit.
 */
export function withinTime<T>(ms: number, work: () => T): T {
  if (ms === 0) return work();
  try {
    // The work is handed to a context of its own, so nothing is left on this one's globals.
    return runInNewContext("work()", { work }, { timeout: ms }) as T;
  } catch (e) {
    if ((e as { code?: string }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT")
      throw new Error(
        `gave up after ${ms / 1000} s (--timeout-ms ${ms}): ask a smaller size or an easier difficulty, or raise --timeout-ms (0: no limit)`,
      );
    throw e;
  }
}

/**
 * `generate`: `--count` new puzzles from `--seed` on (seed, seed + 1, ...) with the type's generator flags,
 * written in the first format that writes (or `--format`), as NDJSON with `--json`, else to `--out` or
 * standard output. Each puzzle's generation is cut off after `--timeout-ms` (default
 * {@link DEFAULT_GENERATE_TIMEOUT_MS}; 0 none), with a message and exit 1.
 */
export async function generateCommand(spec: CliSpec, rest: string[], io: CliIo): Promise<number> {
  const type = spec.type;
  if (!type.generate) throw new UsageError(`${type.id} has no generator`);
  const fields = spec.params?.fields ?? [];
  const { values } = parse(rest, {
    count: { type: "string" },
    seed: { type: "string" },
    out: { type: "string" },
    "timeout-ms": { type: "string" },
    ...Object.fromEntries(fields.map((f) => [f.name, { type: f.kind === "flag" ? "boolean" : "string" }])),
  });
  if (values.help) return help(spec, io);
  const count = wholeNumber("count", text(values, "count"), 1);
  const seed = wholeNumber("seed", text(values, "seed"), Date.now() % 2 ** 31);
  const timeoutMs = wholeNumber("timeout-ms", text(values, "timeout-ms"), DEFAULT_GENERATE_TIMEOUT_MS);
  const formatId = text(values, "format");
  const format = formatId ? findFormatOrUsage(spec, formatId) : (type.formats[0] as Format<unknown>);
  if (!format.serialize) throw new UsageError(`format '${format.id}' can be read but not written`);
  const given: ParamValues = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    given[field.name] =
      field.file && typeof value === "string" && existsSync(value) && statSync(value).isFile()
        ? decodeFile(readFileSync(value))
        : value;
  }
  let params: unknown;
  try {
    params = spec.params ? spec.params.read(given) : {};
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    // The type's prepareGenerate is awaited first (once it has loaded, again is at once).
    const made = await runOperation(
      type,
      { op: "generate", params, seed: seed + i },
      { bounded: (work) => withinTime(timeoutMs, work) },
    );
    if (!made.ok) {
      // A generator says with a thrown Error when its params cannot give a puzzle (a grid too small, theme
      // words that do not cross): that is the user's to fix, so it is a message and exit 1, not a stack trace.
      io.err(`${spec.name ?? type.id}: cannot generate: ${made.message}\n`);
      return 1;
    }
    const text = format.serialize(made.value.puzzle);
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
