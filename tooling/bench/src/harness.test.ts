import { describe, expect, it } from "vitest";
import { perSecond, sharedData } from "./harness.ts";

describe("bench harness", () => {
  it("computes puzzles per second", () => {
    expect(perSecond({ dataset: "d", solver: "s", puzzles: 500, seconds: 2 })).toBe(250);
    expect(perSecond({ dataset: "d", solver: "s", puzzles: 5, seconds: 0 })).toBe(Number.POSITIVE_INFINITY);
  });

  it("says so and returns null when a data folder is missing", () => {
    const lines: string[] = [];
    const log = console.log;
    console.log = (line: string) => lines.push(line);
    try {
      expect(sharedData("no-such-folder-here")).toBeNull();
    } finally {
      console.log = log;
    }
    expect(lines.join("\n")).toMatch(/skipped: .*no-such-folder-here is not here/);
  });
});
