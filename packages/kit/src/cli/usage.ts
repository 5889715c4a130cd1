import type { Format } from "../types.js";
import type { CliSpec } from "./runner.js";

const SHARED_COMMANDS = ["solve", "validate", "hint", "explain", "grade", "generate", "convert"];

/** The `--help` text of one puzzle type's command line: the shared commands it has, its generator flags. */
export function usage(spec: CliSpec): string {
  const n = spec.name ?? spec.type.id;
  const generateFlags = Object.entries(spec.generateOptions ?? {})
    .map(([name, o]) =>
      o.type === "boolean" ? `[--${name}]` : `[--${name} ${o.file ? "TEXT|FILE" : "VALUE"}]`,
    )
    .join(" ");
  const formats = spec.type.formats.map((f: Format<unknown>) => f.id).join(", ");
  return [
    `usage: ${n} <command> [FILE ...] [options]   (no FILE, or -, reads standard input)`,
    "",
    "commands:",
    "  solve     [--limit N | --all] [--timeout-ms N] [--json] [--lines] [--jobs N]   solve, prove uniqueness (limit 2)",
    "  validate  [--json]                     report conflicting or impossible clues",
    spec.type.hint ? "  hint      [--json]                     the next logical step and why" : "",
    spec.type.explain ? "  explain   [--json]                     the whole logical solution path" : "",
    spec.type.grade ? "  grade     [--json]                     difficulty level and score" : "",
    spec.type.generate ? "  generate  [--count N] [--seed S] [--json]   new puzzles with one solution" : "",
    spec.type.generate && generateFlags ? `            ${generateFlags}` : "",
    "  convert   --to FORMAT                  write the puzzle in another format",
    // Commands of the type's own; the ones that replace a shared command are listed above.
    ...Object.keys(spec.commands ?? {})
      .filter((c) => !SHARED_COMMANDS.includes(c))
      .map((c) => `  ${c}`),
    "",
    `formats: ${formats} (detected from content and extension; --format ID to choose)`,
    "--lines reads every non-blank line of a file as one puzzle; a directory means the files in it. Batches",
    "stream, in input order, on --jobs N threads (default: every core; 1 = one thread).",
    "Exit: 0 ok, 1 some input invalid, 2 usage, 130 interrupted.",
  ]
    .filter((l) => l !== "")
    .join("\n");
}
