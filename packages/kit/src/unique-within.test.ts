import { describe, expect, it } from "vitest";
import { resultWithStatus } from "./solve-results.test-helpers.js";
import type { SolveOptions, SolveResult, SolveStatus } from "./types.js";
import { uniqueWithin } from "./unique-within.js";

const solved: SolveResult<number> = { ...resultWithStatus("unique"), complete: false };

describe("uniqueWithin", () => {
  it("asks for two solutions within the node limit, and only a unique answer counts", () => {
    const asked: SolveOptions[] = [];
    const solve = (status: SolveStatus, options: SolveOptions): SolveResult<number> => {
      asked.push(options);
      return { ...solved, status };
    };
    const unique = uniqueWithin(solve, 1234);
    expect(unique("unique")).toBe(true);
    for (const status of ["solved", "none", "multiple", "timeout"] as const)
      expect(unique(status)).toBe(false);
    expect(asked).toEqual(new Array(5).fill({ limit: 2, nodeLimit: 1234 }));
  });
});
