import type { AnyPuzzleType, Format } from "@gridsmith/kit";
import { type CliIo, type CliSpec, runCli, type ThreadPool } from "@gridsmith/kit/cli";
import { puzzlinkGenre } from "@gridsmith/kit/puzzlink";
import { isLinkText, plan, routedBlocks } from "./inputs.js";
import { type InstalledTypes, installedTypes, type LazyCatalog } from "./installed.js";

const commandsOverFiles = new Set(["solve", "validate", "hint", "explain", "grade", "convert"]);

function usage(ids: readonly string[]): string {
  return [
    "usage: gridsmith <command> [FILE ...] [--type TYPE] [options]",
    "",
    "  types                       list the installed puzzle types and their formats",
    "  solve|validate|hint|explain|grade|convert FILE|DIR|LINK ...",
    "                              one batch: each input's type detected from its content and extension",
    "                              (asks only when several types read it), or --type; one line per input",
    "  solve --json --solution-format FORMAT ...",
    "                              each solution also written in FORMAT (solutionTexts); pzprv3 is a",
    "                              file puzz.link opens with the answer in place",
    "  generate --type TYPE ...    new puzzles (see `gridsmith generate --type TYPE --help`)",
    "",
    `types: ${ids.join(", ") || "(none installed)"}`,
    "Each command takes the options of the type's own CLI (`gridsmith solve --type sudoku --help`).",
  ].join("\n");
}

/** `--type TYPE` (or `--type=TYPE`) among a command's arguments, and the arguments without it. */
export function splitTypeFlag(args: string[]): { typeId?: string; rest: string[] } {
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

/** What {@link runUnified} may be told besides the types. */
export interface UnifiedOptions {
  /**
   * A module exporting the types as `puzzleTypes` (e.g. `import.meta.resolve("@gridsmith/catalog")`) or a
   * loader of them, `loadPuzzleType(id)` (`@gridsmith/catalog/lazy`), for the worker threads of a batch;
   * without it batches run on the main thread.
   */
  typesModule?: string;
  /** Threads started early from `typesModule` (`warmThreads`): the first batch uses them; they end with it. */
  threads?: ThreadPool;
}

/**
 * The `gridsmith` command: every installed puzzle type behind one CLI that follows the shared contract.
 * `types` are the types loaded, or the catalog's lazy entry (`@gridsmith/catalog/lazy`): then only the
 * packages the inputs need are loaded (a link's genre names them; a file may be of any type).
 * Returns the exit code (0 ok, 1 some input invalid, 2 usage, 130 interrupted).
 */
export async function runUnified(
  types: readonly AnyPuzzleType[] | LazyCatalog,
  argv: string[],
  io: CliIo,
  options: UnifiedOptions = {},
): Promise<number> {
  try {
    return await unified(installedTypes(types), argv, io, options);
  } finally {
    await options.threads?.end();
  }
}

/**
 * A type for a routed batch's spec, which does each input with its own type's layout and names itself in
 * messages: so any will do, and the cheapest is one that the links among `args` need anyway, else the first
 * (every type is loaded for a file or standard input).
 */
async function anyType(installed: InstalledTypes, args: string[]): Promise<AnyPuzzleType> {
  for (const arg of args) {
    const genre = isLinkText(arg) ? puzzlinkGenre(arg.trim()) : null;
    const [reader] = genre === null ? [] : installed.linkReaderIds(genre);
    if (reader !== undefined) return (await installed.load([reader]))[0]!;
  }
  return (await installed.load(installed.ids.slice(0, 1)))[0]!;
}

async function unified(
  installed: InstalledTypes,
  argv: string[],
  io: CliIo,
  options: UnifiedOptions,
): Promise<number> {
  const module = options.typesModule;
  const threads = options.threads;
  const ids = installed.ids;
  const [command, ...args] = argv;
  if (!command || command === "--help" || command === "-h" || command === "help") {
    io.out(`${usage(ids)}\n`);
    return command ? 0 : 2;
  }
  if (command === "types") {
    for (const t of await installed.load()) {
      const formats = (t.formats as Format<unknown>[]).map((f) => f.id).join(", ");
      io.out(`${t.id.padEnd(12)} ${t.title} — formats: ${formats}\n`);
    }
    return 0;
  }
  const { typeId, rest } = splitTypeFlag(args);
  const forced =
    typeId === undefined || !ids.includes(typeId) ? undefined : (await installed.load([typeId]))[0];
  if (typeId !== undefined && !forced) {
    io.err(`gridsmith: unknown type '${typeId}'; installed: ${ids.join(", ")}\n`);
    return 2;
  }
  if (!commandsOverFiles.has(command)) {
    if (forced) {
      return runCli(
        { type: forced, name: `gridsmith ${command} --type ${forced.id}`, module, threads },
        [command, ...rest],
        io,
      );
    }
    io.err(`gridsmith: '${command}' needs --type TYPE\n${usage(ids)}\n`);
    return 2;
  }
  if (!forced && ids.length === 0) {
    io.err("gridsmith: no puzzle type is installed\n");
    return 2;
  }
  // One batch over every input, in order: each input is detected (or read as --type's), and goes to its
  // type's reader on the same threads; an input no type reads is an invalid line of its own.
  const route: CliSpec["route"] = async (files, { lines, signal }) => {
    const planned = await plan(installed, forced, files, lines, io);
    if ("ask" in planned) {
      io.err(`gridsmith: ${planned.ask}\n`);
      return 2;
    }
    for (const note of planned.notes) io.err(`gridsmith: ${note}\n`);
    return { types: [...planned.types], blocks: routedBlocks(planned.all, forced, planned.planned, signal) };
  };
  return runCli(
    {
      type: forced ?? (await anyType(installed, rest)),
      name: "gridsmith",
      module,
      threads,
      route,
      usage: forced ? undefined : usage(ids),
    },
    [command, ...rest],
    io,
  );
}
