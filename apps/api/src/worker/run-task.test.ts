import type { AnyPuzzleType } from "@gridsmith/kit";
import { latinSquare } from "@gridsmith/kit/testing";
import { describe, expect, it } from "vitest";
import { MAX_ANSWER_CHARS, runTask } from "./run-task.js";

/** The latin square type, whose solutions are as long as it is told: an answer of any size. */
const wide: AnyPuzzleType = {
  ...latinSquare,
  id: "wide",
  solve: (p: { n: number }) => ({
    status: "unique",
    solutions: ["x".repeat(p.n)],
    solutionCount: 1,
    complete: true,
    stats: { nodes: 1, failures: 0, propagations: 0, ms: 0 },
  }),
  solutionToText: () => "",
  validate: () => [],
};

const solve = (n: number) =>
  ({ op: "solve", type: "wide", puzzle: { n }, limit: 2, deadline: Date.now() + 1e4 }) as const;

describe("runTask", () => {
  it("answers an operation whose answer is over the size an answer may have with a message, not the answer", async () => {
    expect(await runTask([wide], solve(1000))).toMatchObject({ ok: true });
    const over = await runTask([wide], solve(MAX_ANSWER_CHARS));
    expect(over).toMatchObject({ ok: false });
    expect((over as { message: string }).message).toMatch(
      /over the 16777216 an answer may have; ask for fewer solutions/,
    );
  });

  it("validates a puzzle before the operation, and answers its problems", async () => {
    const result = await runTask([latinSquare], {
      op: "check",
      type: "latin",
      puzzle: { n: 2, cells: [1, 1, 0, 0] },
      attempt: [],
    });
    expect(result).toMatchObject({ ok: false, problems: [{ code: "duplicate" }] });
  });
});
