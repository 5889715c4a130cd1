import { readFileSync } from "node:fs";
import { createRng } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bytesModule, compileBandKernel } from "../../scripts/band-kernel-wasm.mjs";
import { HARD_LINES, refereeSolve } from "../brute.test-helpers.js";
import { BandKernel } from "./band-kernel.js";
import { WasmBandKernel, wasmBandKernel } from "./band-kernel-wasm.js";
import type { SearchLimits, SearchOutcome } from "./search-types.js";
import { search, solve } from "./solve.js";

const cellsOf = (s: string) => [...s].map((c) => (c === "." || c === "0" ? 0 : Number(c)));

// Hard for a search (many nodes), each with one solution.
const HARD = HARD_LINES.map(cellsOf);

/** A random grid from the referee with random cells emptied: unique, multiple, or (rarely) hard. */
function randomPuzzle(seed: number, keep: number): number[] {
  const rng = createRng(seed);
  const grid = refereeSolve(9, new Array(81).fill(0), 1, (ds) => rng.shuffle(ds)).grids[0]!;
  return grid.map((d) => (rng.next() < keep ? d : 0));
}

/** Givens dropped at random: often contradictory, often without solution. */
function randomGivens(seed: number, count: number): number[] {
  const rng = createRng(seed);
  const cells = new Array(81).fill(0);
  for (let i = 0; i < count; i++) cells[rng.int(81)] = 1 + rng.int(9);
  return cells;
}

const wasm = () => wasmBandKernel()!;
const both = (cells: number[], limits: SearchLimits): [SearchOutcome, SearchOutcome] => [
  wasm().search(cells, limits),
  new BandKernel().search(cells, limits),
];

describe("the band kernel as WebAssembly", () => {
  it("is the compile of assembly/band-kernel.ts (the committed bytes are up to date)", async () => {
    const committed = readFileSync(new URL("./band-kernel-wasm.bytes.ts", import.meta.url), "utf8");
    expect(committed).toBe(bytesModule(await compileBandKernel()));
  }, 60_000);

  it("compiles here (Node), so solve's default 9x9 path runs it", () => {
    expect(wasmBandKernel()).toBeInstanceOf(WasmBandKernel);
  });

  it("searches exactly as the JS kernel (solutions, count, stop, nodes, failures, propagations)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.double({ min: 0.15, max: 0.6, noNaN: true }),
        fc.constantFrom(1, 2, Number.POSITIVE_INFINITY),
        (seed, keep, limit) => {
          const cells = randomPuzzle(seed, keep);
          // Counting every solution of a sparse grid would never end: a node limit stops both alike.
          const limits = { limit, keep: Math.min(limit, 2), nodeLimit: 20_000 };
          const [w, js] = both(cells, limits);
          expect(w).toEqual(js);
        },
      ),
      { numRuns: 150 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 40 }), (seed, n) => {
        const [w, js] = both(randomGivens(seed, n), { limit: 2 });
        expect(w).toEqual(js);
      }),
      { numRuns: 150 },
    );
  });

  it("searches the hardest puzzles exactly as the JS kernel, at limit 2 and counting all", () => {
    for (const cells of HARD) {
      for (const limit of [1, 2, Number.POSITIVE_INFINITY]) {
        const [w, js] = both(cells, { limit, keep: Math.min(limit, 2) });
        expect(w).toEqual(js);
        expect(w.count).toBe(1);
      }
    }
  });

  it("counts exactly past the two solutions it keeps (test.puz less two givens has 528)", () => {
    const cells = cellsOf(
      "5..6...8...15.92..68.1......19.....7...9.3...2.....95......1.29..43.75...6...5..3",
    );
    cells[7] = 0;
    cells[19] = 0;
    const [w, js] = both(cells, { limit: Number.POSITIVE_INFINITY, keep: 2 });
    expect(w).toEqual(js);
    expect(w).toMatchObject({ count: 528, complete: true });
    expect(w.solutions).toHaveLength(2);
  });

  it("stops where the JS kernel stops: node limit, deadline, a signal before or during, with its progress", () => {
    const empty = new Array(81).fill(0);
    const all = { limit: Number.POSITIVE_INFINITY, keep: 2 };
    for (const nodeLimit of [0, 1, 5, 300]) {
      const [w, js] = both(empty, { ...all, nodeLimit });
      expect(w).toEqual(js);
      expect(w.stoppedBy).toBe("nodes");
    }
    const [late, lateJs] = both(empty, { ...all, deadline: 0 });
    expect(late).toEqual(lateJs);
    expect(late).toMatchObject({ stoppedBy: "timeout", nodes: 1024 });
    const aborted = AbortSignal.abort();
    for (const cells of [empty, cellsOf(`11${".".repeat(79)}`)]) {
      const [w, js] = both(cells, { ...all, signal: aborted });
      expect(w).toEqual(js);
    }
    const seen: [number[], number[]] = [[], []];
    const kernels = [wasm(), new BandKernel()];
    const outcomes = kernels.map((kernel, k) => {
      const controller = new AbortController();
      return kernel.search(empty, {
        ...all,
        signal: controller.signal,
        onProgress: (p) => {
          seen[k]!.push(p.nodes, p.solutions);
          if (p.nodes >= 3072) controller.abort();
        },
      });
    });
    expect(outcomes[0]).toEqual(outcomes[1]);
    expect(outcomes[0]).toMatchObject({ stoppedBy: "signal", nodes: 4096 });
    expect(seen[0]).toEqual(seen[1]);
  });

  it("a search started from inside a search's progress runs on a kernel of its own", () => {
    const inner: SearchOutcome[] = [];
    const outer = wasm().search(new Array(81).fill(0), {
      limit: Number.POSITIVE_INFINITY,
      keep: 2,
      nodeLimit: 2048,
      onProgress: () => {
        inner.push(wasm().search(HARD[0]!, { limit: 2 }));
      },
    });
    const [alone] = both(new Array(81).fill(0), {
      limit: Number.POSITIVE_INFINITY,
      keep: 2,
      nodeLimit: 2048,
    });
    expect(outer).toEqual(alone);
    expect(inner).toHaveLength(2);
    for (const o of inner) expect(o).toEqual(new BandKernel().search(HARD[0]!, { limit: 2 }));
  });

  it("leaves to the JS kernel what it cannot do: random digit order, more than two solutions kept", () => {
    expect(WasmBandKernel.handles({ limit: 2 })).toBe(true);
    expect(WasmBandKernel.handles({ limit: Number.POSITIVE_INFINITY, keep: 2 })).toBe(true);
    expect(WasmBandKernel.handles({ limit: 3 })).toBe(false);
    expect(WasmBandKernel.handles({ limit: 1, random: createRng(1) })).toBe(false);
    const cells = randomPuzzle(7, 0.25);
    const three = search(9, cells, { limit: 3 }, "kernel");
    expect(three).toEqual(search(9, cells, { limit: 3 }, "js-kernel"));
    expect(solve({ size: 9, cells: HARD[1]! }, { path: "js-kernel" })).toMatchObject({ status: "unique" });
  });
});
