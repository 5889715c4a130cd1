import { readFileSync } from "node:fs";
import { createRng } from "@gridsmith/kit";
import { type BatchJob, blockInputs, type LineBlock, runChunk } from "@gridsmith/kit/batch";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HARD_LINES, refereeSolve } from "../brute.test-helpers.js";
import { sudoku } from "../index.js";

const HARD = HARD_LINES;
// Two or more solutions each.
const SERG = readFileSync(new URL("../fixtures/serg-sample.txt", import.meta.url), "utf8")
  .split("\n")
  .filter((l) => l.trim() !== "" && !l.startsWith("#"))
  .map((l) => l.split(" ")[0]!);

/** A random grid from the referee with random cells emptied, as a line (`.` or `0` for empty). */
function randomLine(seed: number, keep: number): string {
  const rng = createRng(seed);
  const grid = refereeSolve(9, new Array(81).fill(0), 1, (ds) => rng.shuffle(ds)).grids[0]!;
  const empty = rng.next() < 0.5 ? "." : "0";
  return grid.map((d) => (rng.next() < keep ? String(d) : empty)).join("");
}

/** A line that reads as a puzzle but that the fast path must leave (or skip) as the generic path does. */
const ODD = [
  "",
  "   ",
  "# a comment",
  "  # an indented comment",
  ".".repeat(81),
  "0".repeat(81),
  `11${".".repeat(79)}`,
  HARD[0]!.slice(0, 80),
  `${HARD[0]}1`,
  `${HARD[0]}\r`,
  `  ${HARD[0]}`,
  `\ufeff${HARD[0]}`,
  `${HARD[0]!.slice(0, 40)}a${HARD[0]!.slice(41)}`,
  "1234341221434321",
  "\u0000longer than 10 characters; not read",
];

const lineArb = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.tuple(fc.integer(), fc.double({ min: 0.2, max: 0.6 })).map(([s, k]) => randomLine(s, k)),
  },
  { weight: 1, arbitrary: fc.constantFrom(...HARD) },
  { weight: 1, arbitrary: fc.constantFrom(...SERG) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD) },
);

/** The parts with their timings blanked (NDJSON's `ms`, the text's elapsed time). */
const blank = (parts: string[]) =>
  parts.map((p) =>
    p.replace(/"ms":[0-9.e-]+/g, '"ms":0').replace(/time: [0-9.]+ seconds/g, "time: 0 seconds"),
  );

/** The chunk through the type's `solveLines` and through the generic path (inputs made first), ms blanked. */
function bothWays(job: BatchJob, block: LineBlock, start: number) {
  const fast = runChunk(sudoku, sudoku, job, { start, inputs: block });
  const generic = runChunk(sudoku, sudoku, job, { start, inputs: blockInputs(block) });
  return [
    { ...fast, parts: blank(fast.parts), ms: 0 },
    { ...generic, parts: blank(generic.parts), ms: 0 },
  ];
}

function blockOf(lines: string[], finalNewline: boolean, extra: Partial<LineBlock> = {}): LineBlock {
  const text = lines.join("\n") + (finalNewline ? "\n" : "");
  const count = blockInputs({ text, firstLine: 1, count: 0, prefix: "" }).length;
  return { text, firstLine: 1, count, prefix: "f.txt:", filename: "f.txt", ...extra };
}

describe("sudoku's solveLines", () => {
  it("writes what the generic path writes, line for line, whatever the lines, names, formats and limits", () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 12 }),
        fc.boolean(),
        fc.string(),
        fc.constantFrom(undefined, "f.txt", "f.sdm", "f.ss", "f.sdk", "f"),
        fc.constantFrom(undefined, "line", "grid", "ss"),
        fc.constantFrom(undefined, 1, 2, 3),
        fc.nat(1000),
        fc.integer({ min: 1, max: 50 }),
        (lines, newline, prefix, filename, format, limit, start, firstLine) => {
          const block = blockOf(lines, newline, { prefix, filename, firstLine });
          const job: BatchJob = { command: "solve", json: true, limit, format };
          const [fast, generic] = bothWays(job, block, start);
          expect(fast).toEqual(generic);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("cuts a long block's answers into the same parts as the generic path", () => {
    const lines = Array.from({ length: 700 }, (_, i) =>
      i % 97 === 5 ? SERG[i % SERG.length]! : randomLine(i, 0.45),
    );
    lines.splice(300, 0, "# half way", "", HARD[2]!);
    const [fast, generic] = bothWays({ command: "solve", json: true }, blockOf(lines, true), 40);
    expect(fast!.parts.length).toBeGreaterThan(3);
    expect(fast).toEqual(generic);
  });

  it("answers one or (at limit 2) two solutions without the generic solve, and hands it every other line", () => {
    let solves = 0;
    const counted = {
      ...sudoku,
      solve: (...args: Parameters<typeof sudoku.solve>) => {
        solves++;
        return sudoku.solve(...args);
      },
    };
    // r1c9 can only be 9, which r2c9 already holds: no solution, and no given repeated.
    const none = `12345678.........9${".".repeat(63)}`;
    const lines = [HARD[0]!, "# c", "", SERG[0]!, HARD[3]!, `11${".".repeat(79)}`, none];
    const chunk = { start: 0, inputs: blockOf(lines, true) };
    const result = runChunk(counted, counted, { command: "solve", json: true }, chunk);
    // The line with no solution solves the generic way; the one with two 1s in a row is invalid before that.
    expect(solves).toBe(1);
    expect(result.count).toBe(5);
    expect(result.invalid).toBe(1);
    expect(result.parts.join("")).toContain('"status":"none"');
    solves = 0;
    // At limit 3 the two-solution line is counted the generic way too.
    runChunk(counted, counted, { command: "solve", json: true, limit: 3 }, chunk);
    expect(solves).toBe(2);
  });

  it("leaves a job it does not write (text, a budget, solution texts, NDJSON inputs) to the generic path", () => {
    const jobs: BatchJob[] = [
      { command: "solve", json: false },
      { command: "solve", json: true, timeoutMs: 10_000 },
      { command: "solve", json: true, learning: false },
      { command: "solve", json: true, solutionFormat: "line" },
    ];
    const block = blockOf([HARD[0]!, randomLine(3, 0.5)], true);
    for (const job of jobs) {
      const [fast, generic] = bothWays(job, block, 0);
      expect(fast).toEqual(generic);
    }
  });
});
