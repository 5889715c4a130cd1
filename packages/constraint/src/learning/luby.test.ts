import { describe, expect, it } from "vitest";
import { luby } from "./luby.js";

describe("luby", () => {
  it("is the Luby sequence that spaces restarts", () => {
    expect(Array.from({ length: 15 }, (_, i) => luby(i + 1))).toEqual([
      1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8,
    ]);
  });
});
