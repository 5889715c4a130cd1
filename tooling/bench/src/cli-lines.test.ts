import { describe, expect, it } from "vitest";
import { endToEndRates, formatRate, interquartileRange, LineTally, lineInputs, median } from "./cli-lines.ts";

const line = (index: number, status: string, ms = 1) =>
  `{"index":${index},"source":"f:${index + 1}","status":"${status}","solutionCount":1,"complete":true,"solutions":["x"],"stats":{"nodes":3,"ms":${ms}}}\n`;

describe("lineInputs", () => {
  it("counts non-blank lines that are not comments, as --lines reads them", () => {
    expect(lineInputs("a\n\n  \n# note\n b \r\nc")).toEqual(["a", "b", "c"]);
    expect(lineInputs("")).toEqual([]);
  });
});

describe("LineTally", () => {
  it("counts lines split anywhere across chunks, by status", () => {
    const text = line(0, "unique") + line(1, "unique") + line(2, "invalid");
    const t = new LineTally();
    for (let i = 0; i < text.length; i += 7) t.push(text.slice(i, i + 7));
    t.end();
    expect(t.lines).toBe(3);
    expect(t.statuses.get("unique")).toBe(2);
    expect(t.unexpected(["unique"])).toEqual(["1 invalid"]);
    expect(t.summary()).toBe("2 unique, 1 invalid");
    expect(t.outOfOrder).toBe(0);
    expect(t.firstOdd).toBeUndefined();
    expect(t.solveMs).toBe(3);
    expect(t.slowestMs).toBe(1);
  });

  it("counts a last line without its newline, and skips blank lines", () => {
    const t = new LineTally();
    t.push(`\n${line(0, "solved")}${line(1, "solved").trimEnd()}`);
    expect(t.lines).toBe(1);
    t.end();
    expect(t.lines).toBe(2);
    expect(t.unexpected(["solved", "unique"])).toEqual([]);
  });

  it("notices lines out of input order and lines without a status", () => {
    const t = new LineTally();
    t.push(`${line(1, "unique")}${line(1, "unique")}oops\n`);
    expect(t.outOfOrder).toBe(2);
    expect(t.firstOdd).toContain('"index":1');
    expect(t.statuses.get("(no status)")).toBe(1);
  });

  it("digests the answers without their timings", () => {
    const a = new LineTally({ digest: true });
    const b = new LineTally({ digest: true });
    const c = new LineTally({ digest: true });
    a.push(line(0, "unique", 1.5) + line(1, "unique", 2));
    b.push(line(0, "unique", 9) + line(1, "unique", 0.25));
    expect(b.solveMs).toBe(9.25);
    expect(b.slowestMs).toBe(9);
    c.push(line(0, "unique") + line(1, "multiple"));
    expect(a.digest()).toBe(b.digest());
    expect(a.digest()).not.toBe(c.digest());
    expect(new LineTally().digest()).toBeUndefined();
  });
});

describe("rates", () => {
  it("takes the median", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
    // Nearest rank on 7 values: the 2nd and the 6th smallest; an outlier does not count.
    expect(interquartileRange([1.0, 1.1, 1.05, 9, 1.2, 1.15, 1.12])).toBeCloseTo(0.15);
    expect(interquartileRange([1])).toBe(0);
  });

  it("computes puzzles per second after and with start-up", () => {
    expect(endToEndRates(49_158, 1.8, 1.05)).toEqual({
      afterStartup: 49_158 / 0.75,
      withStartup: 49_158 / 1.8,
    });
    expect(endToEndRates(10, 1, 1.2).afterStartup).toBe(Number.POSITIVE_INFINITY);
    expect(formatRate(65_544.2)).toBe("65,544");
    expect(formatRate(52.25)).toBe("52.25");
    expect(formatRate(Number.POSITIVE_INFINITY)).toBe("∞");
  });
});
