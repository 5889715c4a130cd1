import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from "node:fs";
import type { AnyPuzzleType, Format } from "@gridsmith/kit";
import { type CliIo, decodeFile, inputPaths, runCli, type ThreadPool } from "@gridsmith/kit/cli";

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
  const valued = new Set([
    "--limit",
    "--timeout-ms",
    "--format",
    "--to",
    "--count",
    "--seed",
    "--out",
    "--jobs",
  ]);
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (valued.has(a)) i++;
    else if (!a.startsWith("-") || a === "-") files.push(a);
  }
  return files;
}

/** An argument that is a web link (`https://...`, `puzz.link/p?...`) and not a file that exists. */
function isLink(arg: string): boolean {
  return /^(?:https?:\/\/|[\w.-]+\/[\w.]*\?)/i.test(arg) && !existsSync(arg);
}

/** What detection reads of a file: all of it, or in line mode (where it may be huge) its first MiB of lines. */
const HEAD = 1 << 20;

function head(file: string, lineMode: boolean): string {
  if (!lineMode || statSync(file).size <= HEAD) return decodeFile(readFileSync(file));
  const fd = openSync(file, "r");
  try {
    const bytes = Buffer.alloc(HEAD);
    const text = bytes.subarray(0, readSync(fd, bytes, 0, HEAD, 0)).toString("utf8");
    return text.slice(0, text.lastIndexOf("\n") + 1) || text;
  } finally {
    closeSync(fd);
  }
}

/**
 * Standard input read up to `HEAD` bytes for detection, and the whole stream again (what was read, then the
 * rest) for the type's CLI to read as it comes.
 */
async function peekStdin(
  stdin: AsyncIterable<Uint8Array | string>,
): Promise<{ text: string; stream: () => AsyncIterable<Uint8Array | string> }> {
  const it = stdin[Symbol.asyncIterator]();
  const seen: (Uint8Array | string)[] = [];
  let bytes = 0;
  let done = false;
  while (bytes < HEAD) {
    const next = await it.next();
    if (next.done) {
      done = true;
      break;
    }
    seen.push(next.value);
    bytes += next.value.length;
  }
  const text = decodeFile(Buffer.concat(seen.map((b) => (typeof b === "string" ? Buffer.from(b) : b))));
  let used = false;
  const stream = async function* () {
    if (used) return;
    used = true;
    yield* seen;
    if (done) return;
    for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
  };
  return { text, stream };
}

/** What {@link runUnified} may be told besides the types. */
export interface UnifiedOptions {
  /**
   * A module exporting the types as `puzzleTypes` (e.g. `import.meta.resolve("@gridsmith/catalog")`), for
   * the worker threads of a batch; without it batches run on the main thread.
   */
  typesModule?: string;
  /** Threads started early from `typesModule` (`warmThreads`): the first batch uses them; they end with it. */
  threads?: ThreadPool;
}

/**
 * The `gridsmith` command: every installed puzzle type behind one CLI that follows the shared contract.
 * Returns the exit code (0 ok, 1 some input invalid, 2 usage, 130 interrupted).
 */
export async function runUnified(
  types: readonly AnyPuzzleType[],
  argv: string[],
  io: CliIo,
  options: UnifiedOptions = {},
): Promise<number> {
  try {
    return await unified(types, argv, io, options);
  } finally {
    await options.threads?.end();
  }
}

async function unified(
  types: readonly AnyPuzzleType[],
  argv: string[],
  io: CliIo,
  options: UnifiedOptions,
): Promise<number> {
  const module = options.typesModule;
  let threads = options.threads;
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
    return runCli(
      { type, name: `gridsmith ${command} --type ${type.id}`, module, threads },
      [command, ...rest],
      io,
    );
  }
  if (!commandsOverFiles.has(command)) {
    io.err(`gridsmith: '${command}' needs --type TYPE\n${usage(types)}\n`);
    return 2;
  }
  // Detect each file's type; consecutive files of one type go to that type's CLI together, in order.
  const files = filesIn(rest);
  const flags = rest.filter((a) => !files.includes(a));
  const lineMode = flags.includes("--lines");
  let stdin: string | undefined;
  const readStdin = () => (stdin ??= io.readStdin());
  let stdinStream: (() => AsyncIterable<Uint8Array | string>) | undefined;
  let stdinHead: string | undefined;
  let paths: string[];
  try {
    paths = files.flatMap((f) => (isLink(f) ? [f] : inputPaths([f])));
    if (files.length === 0) paths = inputPaths([]);
  } catch (e) {
    io.err(`gridsmith: ${(e as Error).message}\n`);
    return 2;
  }
  // A pasted link (a puzz.link URL) is a puzzle, not a file name: it goes to its type as standard input.
  const groups: { type: AnyPuzzleType; files: string[]; text?: string }[] = [];
  for (const file of paths) {
    let text: string;
    if (isLink(file)) {
      const type = detectType(types, file);
      if (typeof type === "string") {
        io.err(`gridsmith: ${type}\n`);
        return 2;
      }
      groups.push({ type, files: ["-"], text: file });
      continue;
    }
    try {
      if (file !== "-") text = head(file, lineMode);
      else if (io.stdin) {
        if (stdinHead === undefined) {
          const peeked = await peekStdin(io.stdin());
          stdinStream = peeked.stream;
          stdinHead = peeked.text;
        }
        text = stdinHead;
      } else text = readStdin();
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
    if (last?.type === type && last.text === undefined) last.files.push(file);
    else groups.push({ type, files: [file] });
  }
  let code = 0;
  for (const group of groups) {
    const result = await runCli(
      { type: group.type, name: `gridsmith`, module, threads },
      [command, ...flags, ...group.files],
      group.text === undefined
        ? { ...io, readStdin, stdin: stdinStream }
        : { ...io, readStdin: () => group.text!, stdin: undefined },
    );
    code = Math.max(code, result);
    threads = undefined; // used (and ended) by the first group; later groups start their own
  }
  return code;
}
