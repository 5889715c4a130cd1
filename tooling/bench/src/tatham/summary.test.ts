import { describe, expect, it } from "vitest";
import { summarize, summaryTable } from "./summary.ts";
import type { SweepRecord } from "./sweep.ts";

const rec = (params: string, extra: Partial<SweepRecord>): SweepRecord => ({
  game: "towers",
  params,
  seed: "tatham-1",
  id: "",
  ...extra,
});

describe("summarize", () => {
  it("counts per parameters, takes the lower median and the max CPU, and lists refusals", () => {
    const rows = summarize([
      rec("5de", { status: "unique", cpu: 0.3, pzprComplete: true, readsAsWe: false, equalsTatham: true }),
      rec("5de", { status: "unique", cpu: 0.1, pzprComplete: true, readsAsWe: true, equalsTatham: false }),
      rec("5de", { status: "multiple", cpu: 0.2, pzprComplete: false, equalsTatham: false }),
      rec("5de", { status: "unique", cpu: 0.9, pzprComplete: true, equalsTatham: true }),
      rec("5de", { refused: "digits given in the grid" }),
      rec("6de", { error: "generator failed" }),
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      run: 4,
      unique: 3,
      pzprComplete: 3,
      readsAsWe: 1,
      equalsTatham: 2,
      checked: undefined,
    });
    expect(rows[0]!.medianCpu).toBe(0.2);
    expect(rows[0]!.maxCpu).toBe(0.9);
    expect(rows[0]!.other).toEqual(["1 multiple", "1 digits given in the grid"]);
    expect(rows[1]).toMatchObject({ run: 0, other: ["1 generator failed"] });
    const table = summaryTable(rows).split("\n");
    expect(table[2]).toBe(
      "| towers | 5de | 4 | 3 | 3 | 1 | - | 2 | 0.20 | 0.90 | 1 multiple; 1 digits given in the grid |",
    );
    expect(table[3]).toBe("| towers | 6de | 0 | 0 | - | - | - | - | - | - | 1 generator failed |");
  });
});
