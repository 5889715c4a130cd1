// A solve answer's NDJSON line, written as bytes in the order `JSON.stringify` would write the answer object:
// the generic path (one input at a time) and a type's `solveLines` (line-run.ts) write the same layout.
import { findSolutionFormat } from "../formats.js";
import type { JsonWriter } from "../json-writer.js";
import type { AnyPuzzleType, Format, PuzzleInput, SolveResult } from "../types.js";
import type { BatchJob, Layout } from "./work.js";

export type SolutionWriter = NonNullable<AnyPuzzleType["writeSolutionJson"]>;

/**
 * How a solution goes into NDJSON straight from the solution: the type's own writer, when the layout is the
 * type's own (a CLI spec's `solutionToJson` of its own is stringified instead) and no solution texts are
 * asked for.
 */
export function solutionWriterOf(
  type: AnyPuzzleType,
  layout: Layout,
  job: BatchJob,
): SolutionWriter | undefined {
  return job.command === "solve" && layout.solutionToJson === type.solutionToJson
    ? type.writeSolutionJson
    : undefined;
}

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** The fixed pieces of a solve answer's line, encoded once (copied, not written a character at a time). */
export const KEY = {
  index: ascii('{"index":'),
  source: ascii(',"source":'),
  status: ascii(',"status":'),
  solutionCount: ascii(',"solutionCount":'),
  completeTrue: ascii(',"complete":true,"solutions":'),
  completeFalse: ascii(',"complete":false,"solutions":'),
  nodes: ascii(',"stats":{"nodes":'),
  ms: ascii(',"ms":'),
  end: ascii("}}\n"),
};

/** A solve answer's line from its status to `"solutions":`. */
export function answerHead(out: JsonWriter, status: string, solutionCount: number, complete: boolean): void {
  out.bytes(KEY.status);
  out.string(status);
  out.bytes(KEY.solutionCount);
  out.number(solutionCount);
  out.bytes(complete ? KEY.completeTrue : KEY.completeFalse);
}

/** A solve answer's line from its stats to its end. */
export function answerTail(out: JsonWriter, nodes: number, ms: number): void {
  out.bytes(KEY.nodes);
  out.number(nodes);
  out.bytes(KEY.ms);
  out.number(Math.round(ms * 1000) / 1000);
  out.bytes(KEY.end);
}

/**
 * One input's NDJSON answer to `solve`: the keys and values `JSON.stringify` would write of the answer
 * object, in its order, without building the object first.
 */
export function writeSolveJson(
  out: JsonWriter,
  type: AnyPuzzleType,
  layout: Layout,
  job: BatchJob,
  index: number,
  input: PuzzleInput,
  puzzle: unknown,
  result: SolveResult<unknown>,
  writeSolution: SolutionWriter | undefined,
): void {
  const start = out.length;
  try {
    out.bytes(KEY.index);
    out.number(index);
    out.bytes(KEY.source);
    out.string(input.source);
    answerHead(out, result.status, result.solutionCount, result.complete === true);
    const { solutions } = result;
    if (writeSolution) {
      out.byte(91); // [
      for (let i = 0; i < solutions.length; i++) {
        if (i > 0) out.byte(44); // ,
        writeSolution(puzzle, solutions[i], out);
      }
      out.byte(93); // ]
    } else {
      const toJson = layout.solutionToJson;
      out.text(JSON.stringify(toJson ? solutions.map((s) => toJson(puzzle, s)) : solutions));
    }
    if (job.solutionFormat) {
      const writer = findSolutionFormat(type.formats as Format<unknown>[], job.solutionFormat);
      out.ascii(',"solutionTexts":');
      out.text(JSON.stringify(solutions.map((s) => writer.writeSolution!(puzzle, s))));
    }
    answerTail(out, result.stats.nodes, result.stats.ms);
  } catch (e) {
    // A solution writer or layout that throws leaves no half line behind: the input gets an error line.
    out.truncate(start);
    throw e;
  }
}
