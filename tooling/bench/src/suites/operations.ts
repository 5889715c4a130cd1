import type { AnyPuzzleType } from "@gridsmith/kit";
// The catalog from its sources (this tool does not depend on it, so nothing is installed for it).
import { puzzleTypes } from "../../../../packages/catalog/src/index.ts";
import type { BenchOptions, BenchRow, BenchSuite } from "../harness.ts";

// How long each operation takes on each catalog type's shipped examples, in one thread: what an edge
// platform's per-request CPU limit has to cover (the README's "Running at scale"). Each operation runs on
// every example: first once on a fresh start of the operation (cold: the JIT has not compiled it yet, as in
// a new isolate), then 10 warm-up runs and the median of 10 more (warm). A row gives the slowest example's
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

function operations(type: AnyPuzzleType): [string, (text: string) => unknown][] {
  const parse = (text: string) => type.formats[0]!.parse(text);
  const ops: [string, (text: string) => unknown][] = [
    ["parse + validate", (text) => type.validate(parse(text))],
    ["solve (limit 2)", (text) => type.solve(parse(text), { limit: 2 })],
  ];
  const solved = (text: string) => {
    const puzzle = parse(text);
    return { puzzle, solution: type.solve(puzzle, { limit: 1 }).solutions[0] };
  };
  ops.push([
    "check",
    (text) => {
      const { puzzle, solution } = solved(text);
      return type.check(puzzle, solution);
    },
  ]);
  if (type.hint) ops.push(["hint", (text) => type.hint!(parse(text))]);
  if (type.grade) ops.push(["grade", (text) => type.grade!(parse(text))]);
  if (type.explain) ops.push(["explain", (text) => type.explain!(parse(text))]);
  return ops;
}

const suite: BenchSuite = {
  name: "operations: milliseconds per operation on each type's examples (one thread)",
  async run(_options: BenchOptions): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    for (const type of puzzleTypes) {
      for (const [name, op] of operations(type)) {
        const cold = Math.max(...type.examples.map((e) => once(() => op(e.text))));
        const times = type.examples.map((e) => time(() => op(e.text)));
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
          params = type.cli?.generateParams ? type.cli.generateParams({}) : {};
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
