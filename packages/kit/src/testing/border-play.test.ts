import { describe, expect, it } from "vitest";
import { expectBorderPlay } from "./border-play.js";

describe("expectBorderPlay", () => {
  // A genre of two cells whose one answer is a border on the inner edge 1 (edges 0 and 2 are the outline);
  // an attempt is the edges' states.
  const bordered = (options: { outlineMoves?: boolean; complete?: boolean; problems?: string[] }) =>
    ({
      id: "two-cells",
      solve: () => ({ solutions: [[0, 1, 0]] }),
      check: () => (options.problems ?? []).map((code) => ({ code, message: code })),
      play: {
        newAttempt: () => [0, 0, 0],
        board: () => ({ cells: [{ text: "1" }, null] }),
        applyStep: (_p: unknown, a: readonly number[], m: { edge: number; state: number }) =>
          m.edge === 1 || options.outlineMoves ? a.map((v, i) => (i === m.edge ? m.state : v)) : a,
        isComplete: (_p: unknown, a: readonly number[]) => (options.complete ?? true) && a[1] === 1,
      },
    }) as unknown as Parameters<typeof expectBorderPlay<null>>[0];

  it("passes a play model that takes no move on the outline and is complete with the answer, and gives its board's cells", () => {
    expect(expectBorderPlay(bordered({}), null)).toEqual([{ text: "1" }, null]);
  });

  it("fails one that draws on the outline, one never complete, and an answer the check finds wrong", () => {
    expect(() => expectBorderPlay(bordered({ outlineMoves: true }), null)).toThrow();
    expect(() => expectBorderPlay(bordered({ complete: false }), null)).toThrow();
    expect(() => expectBorderPlay(bordered({ problems: ["dead-end"] }), null)).toThrow();
  });
});
