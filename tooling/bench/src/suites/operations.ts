import type { AnyPuzzleType } from "@gridsmith/kit";
// The catalog from its sources (this tool does not depend on it, so nothing is installed for it).
import { puzzleTypes } from "../../../../packages/catalog/src/index.ts";
import type { BenchOptions, BenchRow, BenchSuite } from "../harness.ts";

// How long each operation takes on each catalog type's shipped examples, in one thread: what an edge
// platform's per-request CPU limit has to cover (the README's "Running at scale"). Each operation runs on
// every example (parsed, and solved for check, beforehand): first once on a fresh start of the operation
// (cold: the JIT has not compiled it yet, as in a new isolate; for solve, the preparation's first solve),
// then 10 warm-up runs and the median of 10 more (warm). A row gives the slowest example's
// warm median and the cold first run. Operations a type lacks are left out; generate uses the type's
// default params (its CLI's, as the API does) and seeds 1-5.

const warmUp = 10;
const runs = 10;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function once(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

function time(fn: () => unknown): number {
  for (let i = 0; i < warmUp; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

interface Prepared {
  text: string;
  puzzle: unknown;
  solution: unknown;
  /** The first solve of this example (limit 1): the cold run of solve. */
  firstSolveMs: number;
}

/** The operations of a type, each timed on a prepared example (parsed, and solved for check). */
function operations(type: AnyPuzzleType): [string, (p: Prepared) => unknown][] {
  const ops: [string, (p: Prepared) => unknown][] = [
    ["parse + validate", (p) => type.validate(type.formats[0]!.parse(p.text))],
    ["solve (limit 2)", (p) => type.solve(p.puzzle, { limit: 2 })],
    ["check a full answer", (p) => type.check(p.puzzle, p.solution)],
  ];
  if (type.hint) ops.push(["hint", (p) => type.hint!(p.puzzle)]);
  if (type.grade) ops.push(["grade", (p) => type.grade!(p.puzzle)]);
  if (type.explain) ops.push(["explain", (p) => type.explain!(p.puzzle)]);
  return ops;
}

function prepare(type: AnyPuzzleType, text: string): Prepared {
  const puzzle = type.formats[0]!.parse(text);
  const start = performance.now();
  const solution = type.solve(puzzle, { limit: 1 }).solutions[0];
  return { text, puzzle, solution, firstSolveMs: performance.now() - start };
}

const suite: BenchSuite = {
  name: "operations: milliseconds per operation on each type's examples (one thread)",
  async run(_options: BenchOptions): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    for (const type of puzzleTypes) {
      const prepared = type.examples.map((e) => prepare(type, e.text));
      for (const [name, op] of operations(type)) {
        const cold = name.startsWith("solve")
          ? Math.max(...prepared.map((p) => p.firstSolveMs))
          : Math.max(...prepared.map((p) => once(() => op(p))));
        const times = prepared.map((p) => time(() => op(p)));
        const worst = Math.max(...times);
        rows.push({
          dataset: `${type.id}: ${type.examples.length} examples`,
          solver: name,
          puzzles: 1,
          seconds: worst / 1000,
          note: `warm: slowest example ${worst.toFixed(2)} ms, fastest ${Math.min(...times).toFixed(2)} ms; cold first run ${cold.toFixed(1)} ms`,
        });
      }
      if (type.generate) {
        let params: unknown = {};
        try {
          params = type.params ? type.params.read({}) : {};
        } catch (error) {
          rows.push({
            dataset: `${type.id}: no default params`,
            solver: "generate",
            puzzles: 0,
            seconds: 0,
            note: `not measured: ${(error as Error).message}`,
          });
          continue;
        }
        const times = [1, 2, 3, 4, 5].map((seed) => {
          const start = performance.now();
          type.generate!(params, seed);
          return performance.now() - start;
        });
        rows.push({
          dataset: `${type.id}: default params, seeds 1-5`,
          solver: "generate",
          puzzles: 1,
          seconds: median(times) / 1000,
          note: `median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
        });
      }
    }
    return rows;
  },
};

export default suite;
