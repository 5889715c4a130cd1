import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { latinSquare } from "../testing/latin-square.js";
import type { AnyPuzzleType, LineRun } from "../types.js";
import { blockInputs, type LineBlock } from "./lines.js";
import { type BatchJob, runChunk } from "./work.js";

const latin = latinSquare as unknown as AnyPuzzleType;

/**
 * latin with a `solveLines` that answers, through the run's writers, every line of four cells that reads, is
 * valid and that `declines` does not pick, and leaves the rest (and anything that does not read) to the generic path.
 */
function withLines(declines: (line: string) => boolean): AnyPuzzleType {
  const type: AnyPuzzleType = {
    ...latin,
    writeSolutionJson: (_puzzle, solution, out) => out.text(JSON.stringify(solution)),
    solveLines(run: LineRun) {
      const { text, out } = run;
      while (!run.full() && run.from < text.length) {
        const nl = text.indexOf("\n", run.from);
        const end = nl < 0 ? text.length : nl;
        const line = text.slice(run.from, end);
        if (line !== "") {
          if (!/^[1-4.]{4}$/.test(line) || declines(line)) return;
          let puzzle: unknown;
          try {
            puzzle = latin.formats[0]!.parse(line);
          } catch {
            return;
          }
          if (latin.validate(puzzle).length > 0) return;
          const result = latin.solve(puzzle, { limit: run.limit });
          run.answerStart(result.status, result.solutionCount, result.complete);
          out.text(JSON.stringify(result.solutions));
          run.answerEnd(result.stats.nodes, 0);
          run.index++;
        }
        run.from = end + 1;
        run.lineNo++;
      }
    },
  };
  return type;
}

const blankMs = (parts: string[]) => parts.map((p) => p.replace(/"ms":[0-9.e-]+/g, '"ms":0'));

/** The chunk through `type`'s `solveLines` and through the generic path (the inputs made first). */
function bothWays(type: AnyPuzzleType, job: BatchJob, block: LineBlock, start: number) {
  const fast = runChunk(type, type, job, { start, inputs: block });
  const generic = runChunk(latin, latin, job, { start, inputs: blockInputs(block) });
  return [
    { ...fast, parts: blankMs(fast.parts), ms: 0 },
    { ...generic, parts: blankMs(generic.parts), ms: 0 },
  ];
}

function blockOf(lines: string[], prefix: string, firstLine: number): LineBlock {
  const text = lines.join("\n");
  const count = blockInputs({ text, firstLine, count: 0, prefix }).length;
  return { text, firstLine, count, prefix };
}

const lineArb = fc.oneof(
  fc.stringMatching(/^[1-4.]{4}$/),
  fc.constantFrom("", "# note", "  ", "1x..", "12..  ", "\u0000skipped"),
  fc.string({ maxLength: 6 }),
);

describe("runChunk with a type's solveLines", () => {
  it("writes what the generic path writes, whichever lines the type answers and whatever the names", () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 12 }),
        fc.string(),
        fc.integer({ min: 1, max: 99 }),
        fc.nat(500),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(undefined, 1, 2, 0, 1.5),
        (lines, prefix, firstLine, start, salt, limit) => {
          const declines = (line: string) => (line.charCodeAt(salt) & 1) === 1;
          const job: BatchJob = { command: "solve", json: true, limit };
          const [fast, generic] = bothWays(
            withLines(declines),
            job,
            blockOf(lines, prefix, firstLine),
            start,
          );
          expect(fast).toEqual(generic);
        },
      ),
    );
  });

  it("cuts a long block's answers into the same parts as the generic path", () => {
    const lines = Array.from({ length: 900 }, (_, i) => ["12..", "1...", "....", "", "1x.."][i % 5]!);
    const [fast, generic] = bothWays(
      withLines(() => false),
      { command: "solve", json: true },
      blockOf(lines, 'a/"b".txt:', 1),
      0,
    );
    expect(fast!.parts.length).toBeGreaterThan(1);
    expect(fast).toEqual(generic);
  });

  it("is not asked for a job whose answers it does not write", () => {
    let asked = 0;
    const type = { ...withLines(() => false), solveLines: () => void asked++ };
    const block = blockOf(["12..", "1..."], "f:", 1);
    for (const job of [
      { command: "solve", json: false },
      { command: "solve", json: true, timeoutMs: 100 },
      { command: "solve", json: true, learning: true },
      { command: "solve", json: true, solutionFormat: "line" },
      { command: "solve", json: true, input: "ndjson" },
      { command: "validate", json: true },
    ] as BatchJob[]) {
      runChunk(type, type, job, { start: 0, inputs: block });
    }
    expect(asked).toBe(0);
    runChunk(type, type, { command: "solve", json: true }, { start: 0, inputs: block });
    expect(asked).toBeGreaterThan(0);
  });
});
