import { readFileSync, writeFileSync } from "node:fs";
import { type ParseArgsConfig, parseArgs } from "node:util";
import {
  cellName,
  detectFormat,
  type Format,
  findFormat,
  ParseError,
  type SolveResult,
} from "@gridsmith/kit";
import { type CliIo, type CliSpec, type PuzzleInput, readInputs, runCli } from "@gridsmith/kit/cli";
import { analyzePicture } from "../bw/analysis.js";
import { isColourPuzzle } from "../colour/palette.js";
import { blackAndWhiteOnly, formats } from "../formats/index.js";
import { bytesToLatin1, toPbmBytes } from "../formats/pbm.js";
import { solveNonogram, validateNonogram } from "../operations.js";
import { formatSolve } from "../solve-text.js";
import type { Nonogram, NonogramSolution } from "../types.js";

/** Reads a command's `args`: its flags by `options` (an unknown flag throws), the rest its operands. */
function parseFlags<Options extends NonNullable<ParseArgsConfig["options"]>>(
  args: string[],
  options: Options,
) {
  return parseArgs({ args, options, allowPositionals: true, strict: true });
}

/** A usage mistake: reported with exit code 2. */
export class UsageError extends Error {}

/** True for bytes that start like a raw (P4) PBM image, which must be read as bytes, not UTF-8. */
export function isRawPbm(bytes: Uint8Array): boolean {
  let i = 0;
  while (i < bytes.length && (bytes[i] === 32 || bytes[i] === 9 || bytes[i] === 10 || bytes[i] === 13)) i++;
  return bytes[i] === 0x50 && bytes[i + 1] === 0x34;
}

/** Like the kit's reader, but a raw PBM file is read byte for byte (latin1) so its raster survives. */
export function readPuzzleInputs(files: string[], lineMode: boolean, io: CliIo): PuzzleInput[] {
  const names = files.length === 0 ? ["-"] : files;
  const out: PuzzleInput[] = [];
  for (const name of names) {
    if (name !== "-") {
      const bytes = readFileSync(name);
      if (isRawPbm(bytes)) {
        out.push({ source: name, filename: name, text: bytesToLatin1(bytes), firstLine: 1 });
        continue;
      }
    }
    out.push(...readInputs([name], lineMode, io.readStdin));
  }
  return out;
}

function pickFormat(id: string | undefined, input: PuzzleInput): Format<Nonogram> {
  return id ? findFormat(formats, id) : detectFormat(formats, input.text, input.filename);
}

function checkFormatId(id: string | undefined): void {
  if (id === undefined) return;
  try {
    findFormat(formats, id);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

function errorJson(e: unknown, input: PuzzleInput): { message: string; line: number; column: number } {
  if (e instanceof ParseError) {
    const shifted =
      input.firstLine > 1
        ? new ParseError(e.reason, e.line > 0 ? e.line + input.firstLine - 1 : input.firstLine, e.column)
        : e;
    return shifted.toJSON();
  }
  return { message: e instanceof Error ? e.message : String(e), line: 0, column: 0 };
}

/**
 * Reads each input with `read` and hands what it gives to `use`. An input `read` throws on is reported as
 * invalid and skipped: with `json` a record (`invalidFields` being the command's empty answer, before the
 * error), else a line on standard error. Returns the exit code: 1 when any input was invalid.
 */
function eachReadInput<T>(
  inputs: readonly PuzzleInput[],
  io: CliIo,
  json: boolean | undefined,
  read: (input: PuzzleInput) => T,
  use: (value: T, input: PuzzleInput, index: number) => void,
  invalidFields: Record<string, unknown> = {},
): number {
  let invalid = 0;
  inputs.forEach((input, index) => {
    let value: T;
    try {
      value = read(input);
    } catch (e) {
      invalid++;
      const error = errorJson(e, input);
      if (json)
        io.out(
          `${JSON.stringify({ index, source: input.source, status: "invalid", ...invalidFields, error })}\n`,
        );
      else io.err(`${input.source}: ${error.message}\n`);
      return;
    }
    use(value, input, index);
  });
  return invalid > 0 ? 1 : 0;
}

function wholeNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} takes a whole number, got '${value}'`);
  return n;
}

/** jc-solver's order of solutions: row-major, each picture read as bits with empty 0 and filled 1. */
export function jcSolverOrder(a: NonogramSolution, b: NonogramSolution): number {
  const x = a.join("");
  const y = b.join("");
  for (let i = 0; i < x.length && i < y.length; i++) {
    if (x[i] !== y[i]) return x[i] === "." ? -1 : 1;
  }
  return x.length - y.length;
}

/**
 * `solve FILE... [--limit N | --all] [--timeout-ms N] [--json] [--lines] [--format ID] [--jobs N] [--pbm OUT]`:
 * the shared solve command (raw PBM images read byte for byte through the spec's `decode`); with `--pbm OUT`
 * it writes every solution found as raw PBM images back to back, ended by one newline, each puzzle's
 * solutions in jc-solver's order (its export), solving on one thread.
 */
export function solveCommand(args: string[], io: CliIo, spec: CliSpec): number | Promise<number> {
  if (!args.some((a) => a === "--pbm" || a.startsWith("--pbm="))) {
    return runCli({ ...spec, commands: undefined }, ["solve", ...args], io);
  }
  const { values, positionals } = parseFlags(args, {
    limit: { type: "string" },
    all: { type: "boolean" },
    "timeout-ms": { type: "string" },
    json: { type: "boolean" },
    lines: { type: "boolean" },
    format: { type: "string" },
    jobs: { type: "string" },
    pbm: { type: "string" },
  });
  if (values.all && values.limit !== undefined) throw new UsageError("--limit and --all exclude each other");
  const limit = values.all ? Number.POSITIVE_INFINITY : (wholeNumber("limit", values.limit) ?? 2);
  if (limit < 1) throw new UsageError("--limit must be at least 1");
  const timeoutMs = wholeNumber("timeout-ms", values["timeout-ms"]);
  checkFormatId(values.format);
  const inputs = readPuzzleInputs(positionals, Boolean(values.lines), io);
  const pictures: NonogramSolution[] = [];
  const read = (input: PuzzleInput): Nonogram => {
    const puzzle = pickFormat(values.format, input).parse(input.text);
    const problems = validateNonogram(puzzle);
    if (problems.length > 0) throw new ParseError(problems.map((p) => p.message).join("; "));
    blackAndWhiteOnly("pbm (PBM image)", puzzle);
    return puzzle;
  };
  const use = (puzzle: Nonogram, input: PuzzleInput, index: number) => {
    const result: SolveResult<NonogramSolution> = solveNonogram(puzzle, { limit, timeoutMs });
    pictures.push(...[...result.solutions].sort(jcSolverOrder));
    if (values.json) {
      const { nodes, ms } = result.stats;
      io.out(
        `${JSON.stringify({ index, source: input.source, status: result.status, solutionCount: result.solutionCount, complete: result.complete, solutions: result.solutions, stats: { nodes, ms: Math.round(ms * 1000) / 1000 } })}\n`,
      );
    } else io.out(formatSolve(input, puzzle, result));
  };
  const code = eachReadInput(inputs, io, values.json, read, use, {
    solutionCount: 0,
    complete: false,
    solutions: [],
  });
  if (values.pbm !== undefined) writeFileSync(values.pbm, toPbmBytes(pictures));
  return code;
}

/** `convert FILE... --to FORMAT [--format ID] [--lines] [--json]`, reading raw PBM images byte for byte. */
export function convertCommand(args: string[], io: CliIo): number {
  const { values, positionals } = parseFlags(args, {
    to: { type: "string" },
    format: { type: "string" },
    lines: { type: "boolean" },
    json: { type: "boolean" },
  });
  if (!values.to) throw new UsageError("convert needs --to FORMAT");
  checkFormatId(values.to);
  checkFormatId(values.format);
  const target = findFormat(formats, values.to);
  const inputs = readPuzzleInputs(positionals, Boolean(values.lines), io);
  return eachReadInput(
    inputs,
    io,
    values.json,
    (input) => target.serialize!(pickFormat(values.format, input).parse(input.text)),
    (text, input, index) => {
      if (values.json) io.out(`${JSON.stringify({ index, source: input.source, convert: text })}\n`);
      else io.out(text.endsWith("\n") ? text : `${text}\n`);
    },
  );
}

/**
 * `picture FILE... [--json]`: for a solved picture (any format with a goal, or a PBM image), whether its clues
 * have one solution, and if not which cells are ambiguous (shown as `?`).
 */
export function pictureCommand(args: string[], io: CliIo): number {
  const { values, positionals } = parseFlags(args, { format: { type: "string" }, json: { type: "boolean" } });
  checkFormatId(values.format);
  const read = (input: PuzzleInput): string[] => {
    const p = pickFormat(values.format, input).parse(input.text);
    if (!p.goal) throw new ParseError("the input holds no picture (a PBM image, or a puzzle with a goal)");
    if (isColourPuzzle(p)) throw new ParseError("picture takes black-and-white pictures only for now");
    return p.goal;
  };
  const use = (goal: string[], input: PuzzleInput, index: number) => {
    const a = analyzePicture(goal);
    if (values.json) {
      io.out(
        `${JSON.stringify({ index, source: input.source, unique: a.unique, complete: a.complete, ambiguous: a.ambiguous, other: a.other ?? null })}\n`,
      );
      return;
    }
    if (a.unique) {
      io.out(`${input.source}: unique (the clues of this picture have no other solution)\n`);
      return;
    }
    const marked = goal.map((row, r) =>
      [...row].map((ch, c) => (a.ambiguous.some((x) => x.row === r && x.col === c) ? "?" : ch)).join(""),
    );
    const names = a.ambiguous.slice(0, 20).map((x) => cellName(x));
    io.out(
      `${input.source}: not unique: ${a.ambiguous.length}${a.complete ? "" : " or more"} ambiguous cells (${names.join(", ")}${a.ambiguous.length > 20 ? ", ..." : ""})\n${marked.join("\n")}\n`,
    );
  };
  return eachReadInput(readPuzzleInputs(positionals, false, io), io, values.json, read, use);
}
