import { cellsNamed } from "@gridsmith/kit/testing";
import { judgePzprv3, pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { check as independentCheck } from "../test-support/independent-check.mjs";
import { parsePuzzlink, puzzlinkText } from "./formats/puzzlink.js";
import { readPzprv3Board, writePzprv3 } from "./formats/pzprv3.js";
import { textFormat } from "./formats/text.js";
import { explain, hint } from "./hints.js";
import { check, validate } from "./rules.js";
import { solve } from "./solve.js";
import { solutionError } from "./verify.js";

// An entry whose clue cell has no clue for it, as puzz.link allows: its digits must differ, with no sum to
// make. Row 3's across entry has none; only its two digits differing makes the answer unique (down 6 leaves
// r3c2 and r4c2 to 1 and 2, and r3c3 is 2).
const puzzle = textFormat.parse("#  6\\ 3\\\n\\4 .  .\n#  .  .\n#  .  #\n");
const answer = [0, 0, 0, 0, 3, 1, 0, 1, 2, 0, 2, 0];
// Down 6 and across 4 still hold; the clueless entry repeats its 2.
const repeated = [0, 0, 0, 0, 3, 1, 0, 2, 2, 0, 1, 0];

describe("an entry without a clue", () => {
  it("is a sound kakuro whose digits must differ, and nothing more", () => {
    expect(validate(puzzle)).toEqual([]);
    const result = solve(puzzle, { limit: Number.POSITIVE_INFINITY });
    expect(result).toMatchObject({ status: "unique", solutionCount: 1 });
    expect(result.solutions[0]).toEqual(answer);
    expect(independentCheck(puzzle, answer)).toEqual([]);
    expect(independentCheck(puzzle, repeated)).not.toEqual([]);
    expect(solutionError(puzzle, repeated)).toBe("across entry after cell 6 repeats 2");
    expect(check(puzzle, repeated)).toEqual([
      {
        code: "repeated-digit",
        message: "row 3: across entry r3c2-r3c3 has two 2s (r3c2 and r3c3)",
        cells: cellsNamed("r3c2", "r3c3"),
      },
    ]);
  });

  it("explains the answer, naming the entry by its cells' rule", () => {
    const steps = explain(puzzle);
    const values = puzzle.cells.map(() => 0);
    for (const step of steps) for (const d of step.deductions) values[d.row * puzzle.cols + d.col] = d.value;
    expect(values).toEqual(answer);
    const attempt = [0, 0, 0, 0, 3, 1, 0, 0, 2, 0, 0, 0];
    expect(hint(puzzle, attempt)).toMatchObject({
      technique: "combination",
      message:
        "r3c2 must be 1: down 6, with 3 written, needs 3 in two more cells: 1+2, and the across entry rules out 2 (across entry without a clue, with 2 written, can hold any digit but 2)",
    });
  });

  it("goes through puzz.link's link and file as puzz.link reads them, and pzpr calls the answer complete", () => {
    const link = puzzlinkText(puzzle);
    expect(link).toBe("https://puzz.link/p?kakuro/2/3/o.634--/");
    expect(parsePuzzlink(link)).toEqual(puzzle);
    expect(writePzprv3(puzzle)).toBe(pzprFileOfUrl(link));
    expect(readPzprv3Board(writePzprv3(puzzle, answer))).toEqual({ puzzle, answer });
    expect(judgePzprv3(writePzprv3(puzzle, answer))).toMatchObject({ complete: true });
    expect(judgePzprv3(writePzprv3(puzzle, repeated))).toMatchObject({ complete: false });
    expect(textFormat.parse(textFormat.serialize!(puzzle))).toEqual(puzzle);
  });
});
