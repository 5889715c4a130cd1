import { readFileSync } from "node:fs";
import type { AnyPuzzleType, Format } from "@gridsmith/kit";
import { type CliIo, decodeFile, runCli } from "@gridsmith/kit/cli";

const commandsOverFiles = new Set(["solve", "validate", "hint", "explain", "grade", "convert"]);

function usage(types: readonly AnyPuzzleType[]): string {
  return [
    "usage: gridsmith <command> [FILE ...] [--type TYPE] [options]",
    "",
    "  types                       list the installed puzzle types and their formats",
    "  solve|validate|hint|explain|grade|convert FILE ...",
    "                              the type is detected from each file's content and extension, or --type",
    "  generate --type TYPE ...    new puzzles (see `gridsmith generate --type TYPE --help`)",
    "",
    `types: ${types.map((t) => t.id).join(", ") || "(none installed)"}`,
    "Each command takes the options of the type's own CLI (`gridsmith solve --type sudoku --help`).",
  ].join("\n");
}

/** How sure a type is that it reads this text: 2 by extension and content, 1 by content, 0 not at all. */
function affinity(type: AnyPuzzleType, text: string, filename?: string): number {
  const formats = type.formats as Format<unknown>[];
  const ext = filename?.includes(".") ? filename.slice(filename.lastIndexOf(".") + 1).toLowerCase() : "";
  if (ext && formats.some((f) => f.extensions.includes(ext) && f.detect(text, filename))) return 2;
  return formats.some((f) => f.detect(text, filename)) ? 1 : 0;
}

/** The installed type that reads `text`, or an error message naming the candidates. */
export function detectType(
  types: readonly AnyPuzzleType[],
  text: string,
  filename?: string,
): AnyPuzzleType | string {
  const scored = types.map((t) => ({ t, score: affinity(t, text, filename) })).filter((s) => s.score > 0);
  if (scored.length === 0)
    return `${filename ?? "input"}: no installed puzzle type reads this; use --type (${types.map((t) => t.id).join(", ")})`;
  const best = Math.max(...scored.map((s) => s.score));
  const top = scored.filter((s) => s.score === best);
  if (top.length > 1)
    return `${filename ?? "input"}: could be ${top.map((s) => s.t.id).join(" or ")}; say which with --type`;
  return top[0]!.t;
}

function splitTypeFlag(args: string[]): { typeId?: string; rest: string[] } {
  const rest: string[] = [];
  let typeId: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--type") typeId = args[++i];
    else if (a.startsWith("--type=")) typeId = a.slice("--type=".length);
    else rest.push(a);
  }
  return { typeId, rest };
}

/** Positional arguments (files) among the args, knowing which flags take a value. */
function filesIn(args: string[]): string[] {
  const valued = new Set(["--limit", "--timeout-ms", "--format", "--to", "--count", "--seed", "--out"]);
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (valued.has(a)) i++;
    else if (!a.startsWith("-") || a === "-") files.push(a);
  }
  return files;
}

/**
 * The `gridsmith` command: every installed puzzle type behind one CLI that follows the shared contract.
 * Returns the exit code (0 ok, 1 some input invalid, 2 usage).
 */
export async function runUnified(
  types: readonly AnyPuzzleType[],
  argv: string[],
  io: CliIo,
): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === "--help" || command === "-h" || command === "help") {
    io.out(`${usage(types)}\n`);
    return command ? 0 : 2;
  }
  if (command === "types") {
    for (const t of types) {
      const formats = (t.formats as Format<unknown>[]).map((f) => f.id).join(", ");
      io.out(`${t.id.padEnd(12)} ${t.title} — formats: ${formats}\n`);
    }
    return 0;
  }
  const { typeId, rest } = splitTypeFlag(args);
  if (typeId !== undefined) {
    const type = types.find((t) => t.id === typeId);
    if (!type) {
      io.err(`gridsmith: unknown type '${typeId}'; installed: ${types.map((t) => t.id).join(", ")}\n`);
      return 2;
    }
    return runCli({ type, name: `gridsmith ${command} --type ${type.id}` }, [command, ...rest], io);
  }
  if (!commandsOverFiles.has(command)) {
    io.err(`gridsmith: '${command}' needs --type TYPE\n${usage(types)}\n`);
    return 2;
  }
  // Detect each file's type; consecutive files of one type go to that type's CLI together, in order.
  const files = filesIn(rest);
  const flags = rest.filter((a) => !files.includes(a));
  let stdin: string | undefined;
  const readStdin = () => (stdin ??= io.readStdin());
  const groups: { type: AnyPuzzleType; files: string[] }[] = [];
  for (const file of files.length > 0 ? files : ["-"]) {
    let text: string;
    try {
      text = file === "-" ? readStdin() : decodeFile(readFileSync(file));
    } catch (e) {
      io.err(`gridsmith: ${(e as Error).message}\n`);
      return 2;
    }
    const type = detectType(types, text, file === "-" ? undefined : file);
    if (typeof type === "string") {
      io.err(`gridsmith: ${type}\n`);
      return 2;
    }
    const last = groups.at(-1);
    if (last?.type === type) last.files.push(file);
    else groups.push({ type, files: [file] });
  }
  let code = 0;
  for (const group of groups) {
    const result = await runCli(
      { type: group.type, name: `gridsmith` },
      [command, ...flags, ...group.files],
      { ...io, readStdin },
    );
    code = Math.max(code, result);
  }
  return code;
}
