import { describe, expect, it } from "vitest";
import { expectJudgedRight } from "./judged-checks.js";

// A genre of one number whose answer is the number doubled; the "judge" reads the file the writer makes.
const judges = {
  check: (puzzle: number, s: number) => (s === 2 * puzzle ? [] : [`${s} is not ${2 * puzzle}`]),
  judge: { judgePzprv3: (file: string) => ({ complete: file === "4 8" }) },
  formats: { writePzprv3: (puzzle: number, s?: number) => `${puzzle} ${s}` },
};

describe("expectJudgedRight", () => {
  it("passes answers both judges call right", () => {
    expect(() => expectJudgedRight(judges, 4, [8, 8])).not.toThrow();
  });

  it("fails an answer the independent check refuses, and one puzz.link's checker does not call complete", () => {
    expect(() => expectJudgedRight(judges, 4, [8, 9])).toThrow();
    expect(() => expectJudgedRight({ ...judges, check: () => [] }, 4, [9])).toThrow();
  });
});
