import type { ParamField } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { rowFails, sweep, sweepRows, sweepTable } from "./generate-sweep.ts";
import { difficultyChoices, sizeChoices, sweepRuns } from "./generate-sweep-plan.ts";

const fields: ParamField[] = [
  {
    name: "size",
    label: "Size",
    kind: "choice",
    options: ["4", "9", "25"].map((value) => ({ value, label: value })),
    default: "9",
  },
  {
    name: "difficulty",
    label: "Difficulty",
    kind: "choice",
    options: ["easy", "hard"].map((value) => ({ value, label: value })),
    default: "easy",
  },
];

describe("generate sweep's plan", () => {
  it("sweeps the default, the smallest and the largest size, and no difficulty then each", () => {
    expect(sizeChoices(fields, false).map((s) => s.flags)).toEqual([[], ["--size", "4"], ["--size", "25"]]);
    const number: ParamField = { name: "width", label: "Width", kind: "number", min: 2, max: 40, default: 7 };
    expect(sizeChoices([number], false).map((s) => s.label)).toEqual(["default", "2", "40"]);
    expect(difficultyChoices(fields, false)).toEqual([
      { label: "default", flags: [], level: "easy" },
      { label: "easy", flags: ["--difficulty", "easy"], level: "easy" },
      { label: "hard", flags: ["--difficulty", "hard"], level: "hard" },
    ]);
    const runs = sweepRuns("t", fields, true, { seeds: 2, quick: false });
    expect(runs).toHaveLength(3 * 3 * 2);
    // Determinism and the API are asked of each combination's first seed.
    expect(runs.filter((r) => r.twice)).toHaveLength(9);
    // The default difficulty is held to the field's default at the default size only (a 4x4 has its own).
    const level = (size: string, difficulty: string) =>
      runs.find((r) => r.size === size && r.difficulty === difficulty)?.expectLevel;
    expect([level("default", "default"), level("4", "default"), level("4", "hard")]).toEqual([
      "easy",
      undefined,
      "hard",
    ]);
    // Quick: the defaults alone; an ungraded type expects no level.
    expect(sweepRuns("t", fields, false, { seeds: 1, quick: true })).toEqual([
      { type: "t", flags: [], size: "default", difficulty: "default", seed: 1, twice: true },
    ]);
  });
});

describe("generate sweep", () => {
  it("runs the CLI's generate of a few types in a worker and checks what it made (--quick)", async () => {
    const outcomes = await sweep({ quick: true, types: ["building", "slitherlink"], budgetSeconds: 60 });
    expect(outcomes.map((o) => [o.run.type, o.budget, o.error, o.result?.exit])).toEqual([
      ["building", undefined, undefined, 0],
      ["slitherlink", undefined, undefined, 0],
    ]);
    const rows = sweepRows(outcomes);
    expect(rows.map((r) => [r.key, r.unique, r.pzpr, r.deterministic, r.api, r.grade])).toEqual([
      ["building default default", 1, [1, 1], [1, 1], [1, 1], [0, 0]],
      ["slitherlink default default", 1, [1, 1], [1, 1], [1, 1], [1, 1]],
    ]);
    expect(rows.some(rowFails)).toBe(false);
    expect(sweepTable(rows)).toContain(
      "| slitherlink default default | 1 | 1 | 0 | 0 | 0 | 1 | 1/1 | 1/1 | 1/1 (easy) | 1/1 |",
    );
  });

  it("marks a row that fails a check in the table", () => {
    const run = { type: "t", flags: [], size: "default", difficulty: "hard", seed: 1, twice: true };
    const result = {
      exit: 0,
      cpu: 0.5,
      unique: true,
      pzpr: true,
      deterministic: true,
      level: "easy",
      gradeMatches: false,
      api: true,
    };
    const rows = sweepRows([
      { run, result },
      { run: { ...run, seed: 2 }, budget: true },
    ]);
    expect(rows[0]).toMatchObject({ runs: 2, finished: 1, overBudget: 1, grade: [0, 1], levels: ["easy"] });
    expect(rowFails(rows[0]!)).toBe(true);
    expect(sweepTable(rows)).toContain("| **t default hard** | 2 | 1 | 0 | 1 | 0 |");
  });
});
