import type { AnyPuzzleType } from "../types.js";
import type { ThreadPool } from "./batch.js";
import { batchCommand, type warmThreads } from "./batch-command.js";
import { type CliIo, processIo } from "./cli-io.js";
import { UsageError } from "./flags.js";
import { generateCommand } from "./generate-command.js";
import type { Routes } from "./routes.js";
import { usage } from "./usage.js";

/**
 * One puzzle type on the command line. Text layout (`formatSolve`, `solutionToJson`) and generator flags
 * (`params`) normally come from the type itself; a spec may override them, and may add commands that need
 * the machine (files, images).
 */
export interface CliSpec extends Partial<Pick<AnyPuzzleType, "params">> {
  type: AnyPuzzleType;
  /** The text `solve` prints for people; by default the type's own (see `PuzzleType.formatSolve`). */
  formatSolve?: AnyPuzzleType["formatSolve"];
  /** A solution as it goes into NDJSON; by default the type's own (see `PuzzleType.solutionToJson`). */
  solutionToJson?: AnyPuzzleType["solutionToJson"];
  /** The command name shown in usage, e.g. `"sudoku"`. */
  name?: string;
  /**
   * Commands a type adds or overrides, e.g. nonogram's `--pbm` writer. Return the exit code. `spec` is the
   * spec in use (the type's hooks merged in), to hand back to {@link runCli} for the shared behaviour.
   */
  commands?: Record<string, (args: string[], io: CliIo, spec: CliSpec) => number | Promise<number>>;
  /**
   * A module that exports `type` (under any name, or in a `puzzleTypes` array) or loads it by id
   * (`loadPuzzleType(id)`, as the catalog's lazy entry), as a URL or an absolute path's URL (e.g.
   * `import.meta.resolve("@gridsmith/sudoku")`): worker threads load the type from it.
   * Without it, or with layout hooks of the spec's own (functions do not cross to a thread), a batch runs
   * on the main thread.
   */
  module?: string;
  /** A whole file's text from its bytes (default: UTF-8, else latin1); e.g. to keep a binary image intact. */
  decode?(bytes: Uint8Array, name: string): string;
  /**
   * Threads started early by {@link warmThreads} (from `module`): a batch uses them, and they end with the
   * command whatever it was.
   */
  threads?: ThreadPool;
  /**
   * Where a batch command's inputs go, when not all to `type` (the unified `gridsmith` CLI, which detects
   * each input's type): given the command's files as typed (files, directories, `-`, links), whether it is
   * in line mode, and the signal that stops the batch, once the flags are read. Returns the inputs with
   * their types, or an exit code (a usage error it has said).
   */
  route?(files: string[], options: { lines: boolean; signal: AbortSignal }): Promise<Routes | number>;
  /** The help text, instead of the type's own (the unified CLI's). */
  usage?: string;
}

/**
 * Runs the command-line contract every Gridsmith puzzle CLI follows over one puzzle type:
 * text for people, NDJSON (one line per puzzle, in input order) with `--json`, exit 0 / 1 (invalid input) /
 * 2 (usage) / 130 (interrupted). Returns the exit code; never throws for bad input.
 */
export async function runCli(given: CliSpec, argv: string[], io: CliIo = processIo): Promise<number> {
  try {
    return await runCommand(given, argv, io);
  } finally {
    // Threads started early that the command did not use must not keep the process alive.
    await given.threads?.end();
  }
}

async function runCommand(given: CliSpec, argv: string[], io: CliIo): Promise<number> {
  const { formatSolve, solutionToJson, params } = given.type;
  const spec: CliSpec = { formatSolve, solutionToJson, params, ...given };
  const [command, ...rest] = argv;
  try {
    if (!command || command === "--help" || command === "-h" || command === "help") {
      io.out(`${spec.usage ?? usage(spec)}\n`);
      return command ? 0 : 2;
    }
    const custom = spec.commands?.[command];
    if (custom) return await custom(rest, io, spec);
    switch (command) {
      case "solve":
      case "validate":
      case "hint":
      case "explain":
      case "grade":
      case "convert":
        return await batchCommand(spec, command, rest, io);
      case "generate":
        return await generateCommand(spec, rest, io);
      default:
        throw new UsageError(`unknown command '${command}'`);
    }
  } catch (e) {
    if (
      e instanceof UsageError ||
      (e instanceof TypeError && "code" in e && String(e.code).startsWith("ERR_PARSE_ARGS"))
    ) {
      // One line saying what is wrong, and where the options are: the whole usage buried the message.
      const name = spec.name ?? spec.type.id;
      io.err(`${name}: ${e.message}\n(${name} --help lists the options)\n`);
      return 2;
    }
    if (
      e instanceof Error &&
      "code" in e &&
      (e.code === "ENOENT" || e.code === "EISDIR" || e.code === "EACCES" || e.code === "ENOTDIR")
    ) {
      io.err(`${spec.name ?? spec.type.id}: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
