// A block of lines through a type's `solveLines` (see LineRun in types.ts), with every line it leaves done by
// the generic path: the fast path `runChunk` (work.ts) takes for plain `solve --json` of lines.
import { JsonWriter } from "../json-writer.js";
import { resolveSolveOptions } from "../result.js";
import type { AnyPuzzleType, LineRun, PuzzleInput, SolveStatus } from "../types.js";
import { answerHead, answerTail, KEY } from "./answer-line.js";
import { blockInputs, type LineBlock } from "./lines.js";
import type { BatchJob, Layout } from "./work.js";

/**
 * Whether a type's `solveLines` may answer the job: `solve --json` of plain lines, the type's own layout
 * and solution writer, no budget, no solution texts, no forced search (the answers it writes are those).
 */
export function linesFit(type: AnyPuzzleType, layout: Layout, job: BatchJob): boolean {
  return (
    job.command === "solve" &&
    job.json &&
    job.input !== "ndjson" &&
    job.timeoutMs === undefined &&
    job.learning === undefined &&
    !job.solutionFormat &&
    layout.solutionToJson === type.solutionToJson &&
    type.writeSolutionJson !== undefined
  );
}

/** The job's limit, resolved; undefined for one `solve` refuses (each input then says so, as ever). */
export function lineLimit(job: BatchJob): number | undefined {
  try {
    return resolveSolveOptions({ limit: job.limit }).limit;
  } catch {
    return undefined;
  }
}

/**
 * A block of lines through the type's `solveLines`, and each line it leaves through the generic path, one
 * line at a time (see {@link LineRun}); the number of inputs done.
 */
export function runLines(
  solveLines: (run: LineRun) => void,
  each: { run(input: PuzzleInput, index: number): void },
  job: BatchJob,
  block: LineBlock,
  start: number,
  parts: { out(): JsonWriter },
  limit: number,
  partChars: number,
): number {
  const run = new BlockRun(block, start, limit, job.format, parts.out(), partChars);
  const { text } = block;
  while (run.from < text.length) {
    run.out = parts.out();
    solveLines(run);
    if (run.from >= text.length) break;
    if (run.full()) continue;
    // The line at `from` is the generic path's: one line, made into its input (or none: a blank or comment).
    let end = text.indexOf("\n", run.from);
    end = end < 0 ? text.length : end + 1;
    const line = { ...block, text: text.slice(run.from, end), firstLine: run.lineNo, count: 1 };
    for (const input of blockInputs(line)) each.run(input, run.index++);
    run.from = end;
    run.lineNo++;
  }
  return run.index - start;
}

/** Where a block's source prefix is made JSON (a writer's buffer is 128 KiB: one, made when first needed). */
let prefixWriter: JsonWriter | undefined;

/** The {@link LineRun} of a block: where its lines are, and the answer line's fixed pieces. */
class BlockRun implements LineRun {
  readonly text: string;
  from = 0;
  lineNo: number;
  index: number;
  readonly filename?: string;
  /** The JSON string of the block's source prefix without its closing quote (a line's number follows). */
  private readonly source: Uint8Array;

  constructor(
    block: LineBlock,
    start: number,
    readonly limit: number,
    readonly format: string | undefined,
    public out: JsonWriter,
    /** Where the output's part is full: the run stops and the chunk starts a new part. */
    private readonly partChars: number,
  ) {
    this.text = block.text;
    this.lineNo = block.firstLine;
    this.index = start;
    this.filename = block.filename;
    prefixWriter ??= new JsonWriter();
    const prefix = prefixWriter;
    prefix.truncate(0);
    prefix.string(block.prefix);
    this.source = prefix.buffer.slice(0, prefix.length - 1);
  }

  full(): boolean {
    return this.out.length >= this.partChars;
  }

  answerStart(status: SolveStatus, solutionCount: number, complete: boolean): void {
    const out = this.out;
    out.bytes(KEY.index);
    out.number(this.index);
    out.bytes(KEY.source);
    out.bytes(this.source);
    out.number(this.lineNo);
    out.byte(34); // "
    answerHead(out, status, solutionCount, complete);
  }

  answerEnd(nodes: number, ms: number): void {
    answerTail(this.out, nodes, ms);
  }
}
