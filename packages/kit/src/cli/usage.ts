import type { Format, ParamField } from "../types.js";
import type { CliIo } from "./cli-io.js";
import type { CliSpec } from "./runner.js";

const SHARED_COMMANDS = ["solve", "validate", "hint", "explain", "grade", "generate", "convert"];

/** What a flag's value is, in the usage line: `--size N`, `--words TEXT|FILE`. */
function placeholder(field: ParamField): string {
  if (field.kind === "number") return "N";
  if (field.kind === "text") return field.file ? "TEXT|FILE" : "TEXT";
  return "VALUE";
}

/** Defaults longer than this (a word list) are left to the field's help. */
const SHORT_DEFAULT = 24;

/** One line per generator flag: the flag, its label and help, its values, bounds and default. */
function fieldLines(fields: readonly ParamField[]): string[] {
  const flags = fields.map((f) => (f.kind === "flag" ? `--${f.name}` : `--${f.name} ${placeholder(f)}`));
  const width = Math.max(...flags.map((f) => f.length)) + 2;
  return fields.map((f, i) => {
    const notes: string[] = [];
    if (f.options) notes.push(`one of ${f.options.map((o) => o.value).join(", ")}`);
    if (f.min !== undefined && f.max !== undefined) notes.push(`${f.min} to ${f.max}`);
    else if (f.min !== undefined) notes.push(`at least ${f.min}`);
    else if (f.max !== undefined) notes.push(`at most ${f.max}`);
    if (f.default !== undefined && String(f.default).length <= SHORT_DEFAULT)
      notes.push(`default ${String(f.default)}`);
    if (f.when) notes.push(`with --${f.when.field} ${f.when.values.join("|")}`);
    const what = f.help ? `${f.label}: ${f.help}` : f.label;
    return `  ${flags[i]!.padEnd(width)}${what}${notes.length > 0 ? ` (${notes.join("; ")})` : ""}`;
  });
}

/** The `--help` text of one puzzle type's command line: the shared commands it has, its generator flags. */
export function usage(spec: CliSpec): string {
  const n = spec.name ?? spec.type.id;
  const fields = spec.type.generate ? (spec.params?.fields ?? []) : [];
  const generateFlags = fields
    .map((f) => (f.kind === "flag" ? `[--${f.name}]` : `[--${f.name} ${placeholder(f)}]`))
    .join(" ");
  const formats = spec.type.formats.map((f: Format<unknown>) => f.id).join(", ");
  const writers = spec.type.formats
    .filter((f: Format<unknown>) => f.writeSolution)
    .map((f: Format<unknown>) => f.id);
  return [
    `usage: ${n} <command> [FILE ...] [options]   (no FILE, or -, reads standard input)`,
    "",
    "commands:",
    "  solve     [--limit N | --all] [--timeout-ms N] [--json] [--lines] [--jobs N]   solve, prove uniqueness (limit 2)",
    "            [--learning on|off]   force the engine's learning search on or off (default: the type chooses)",
    writers.length > 0
      ? `            [--json --solution-format ${writers.join("|")}]   each solution also written in that format`
      : "",
    "  validate  [--json]                     report conflicting or impossible clues",
    spec.type.hint ? "  hint      [--json]                     the next logical step and why" : "",
    spec.type.explain ? "  explain   [--json]                     the whole logical solution path" : "",
    spec.type.grade ? "  grade     [--json]                     difficulty level and score" : "",
    spec.type.generate
      ? "  generate  [--count N] [--seed S] [--timeout-ms N] [--json]   new puzzles with one solution (each given up after 60 s by default; 0 none)"
      : "",
    spec.type.generate && generateFlags ? `            ${generateFlags}` : "",
    "  convert   --to FORMAT                  write the puzzle in another format",
    // Commands of the type's own; the ones that replace a shared command are listed above.
    ...Object.keys(spec.commands ?? {})
      .filter((c) => !SHARED_COMMANDS.includes(c))
      .map((c) => `  ${c}`),
    "",
    `formats: ${formats} (detected from content and extension; --format ID to choose)`,
    "--lines reads every non-blank line of a file as one puzzle; a directory means the files in it. Batches",
    "stream, in input order, on --jobs N threads (default: chosen from the work, up to every core; 1 = one).",
    "Exit: 0 ok, 1 some input invalid, 2 usage, 130 interrupted.",
    fields.length > 0 ? "generate options:" : "",
    ...fieldLines(fields),
  ]
    .filter((l) => l !== "")
    .join("\n");
}

/** `--help` on a command: the spec's own help text, else {@link usage}, to standard output; exit 0. */
export function help(spec: CliSpec, io: CliIo): number {
  io.out(`${spec.usage ?? usage(spec)}\n`);
  return 0;
}
