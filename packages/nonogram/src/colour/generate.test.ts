import { checkGenerateDeterministic } from "@gridsmith/kit/testing/properties";
import { describe, expect, it } from "vitest";
import { check } from "../../test-support/independent-check.mjs";
import { nonogram } from "../nonogram-type.js";
import { generateColourNonogram } from "./generate.js";
import type { ColourNonogram } from "./palette.js";

describe("colour generator", () => {
  it("makes unique puzzles whose picture the independent checker accepts, the same for the same seed", () => {
    const a = generateColourNonogram({ width: 12, height: 9, colours: 4 }, 7);
    expect(generateColourNonogram({ width: 12, height: 9, colours: 4 }, 7)).toEqual(a);
    expect(a.palette).toHaveLength(5);
    expect(check(a, a.goal!)).toEqual([]);
    const r = nonogram.solve(a, { limit: 2 });
    expect(r.status).toBe("unique");
    expect(r.solutions).toEqual([a.goal]);
  });

  it("is the type's generate when colours is 2 or more", () => {
    const p = nonogram.generate!({ width: 8, height: 8, colours: 3 }, 1) as ColourNonogram;
    expect(p.palette.map((c) => c.code)).toEqual([".", "b", "r", "B"]);
    expect(nonogram.solve(p).status).toBe("unique");
    expect(() => nonogram.generate!({ width: 8, height: 8, colours: 13 }, 1)).toThrow("colours must be");
  });

  it("makes unique puzzles in 2 to 6 colours and several sizes, each checked independently", () => {
    const set = [2, 3, 4, 5, 6].map((colours, i) =>
      generateColourNonogram(
        { width: 8 + 2 * i, height: 16 - i, colours, density: 0.45 + 0.05 * i },
        3000 + i,
      ),
    );
    for (const [i, p] of set.entries()) {
      expect(p.palette.length - 1).toBe(i + 2);
      const r = nonogram.solve(p, { limit: 2 });
      expect(r.status, p.title).toBe("unique");
      expect(check(p, r.solutions[0]!), p.title).toEqual([]);
    }
  });

  it("gives the same puzzle for the same params and seed, however busy the machine", () => {
    // Node budgets, not time budgets, decide what it makes: a clock that jumps a second a read changes nothing.
    checkGenerateDeterministic(generateColourNonogram, { width: 12, height: 9, colours: 4 });
  });
});
