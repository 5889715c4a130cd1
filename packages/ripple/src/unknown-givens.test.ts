import { expectHintsLeadToAnswer } from "@gridsmith/kit/testing/contract";
import { checkPlayModel } from "@gridsmith/kit/testing/properties";
import { judgePzprv3, pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { check as independentCheck } from "../test-support/independent-check.mjs";
import { hints } from "./hints.js";
import { parsePuzzlink, ripple, serializePuzzlink, textFormat, writePzprv3 } from "./index.js";
import { check } from "./rules.js";
import { solve } from "./solve.js";

// A room of two `?` cells, then a room of two cells with a 2 given: as puzz.link's checker reads `?`, the
// `?` cells hold no number, so the answer is . . 1 2. Were they filled like other cells, their room's 1 would
// touch r1c3's 1 or its 2 sit one cell from r1c4's: no answer.
const strip = textFormat.parse("aabb\n\n??.2\n");
// Shaped like a grid that is not a rectangle, as puzzles draw one: a 3x3 whose corners are rooms of one `?`.
// Filled, each corner would hold a 1 beside the 1 of r1c2 or r3c2: no answer.
const SHAPED = "abc\nddd\nefg\n\n?.?\n3..\n?.?\n";
const shaped = textFormat.parse(SHAPED);

describe("a ? given", () => {
  it("holds no number and takes part in no rule, as puzz.link's checker reads it", () => {
    const result = solve(strip, { limit: Number.POSITIVE_INFINITY });
    expect(result).toMatchObject({ status: "unique", solutionCount: 1 });
    expect(result.solutions[0]).toEqual([0, 0, 1, 2]);
    expect(independentCheck(strip, [0, 0, 1, 2])).toEqual([]);
    expect(independentCheck(strip, [1, 2, 1, 2])).not.toEqual([]);
    expect(check(strip, [1, 0, 1, 2]).map((p) => p.code)).toEqual(["given-changed"]);
    expect(judgePzprv3(writePzprv3(strip, [0, 0, 1, 2]))).toMatchObject({ complete: true });
  });

  it("solves a grid shaped by rooms of ?, through its link, and hints reach the answer", () => {
    const link = serializePuzzlink(shaped);
    expect(parsePuzzlink(link)).toEqual(shaped);
    expect(writePzprv3(shaped)).toBe(pzprFileOfUrl(link));
    const result = solve(shaped, { limit: Number.POSITIVE_INFINITY });
    expect(result.status).toBe("unique");
    const answer = [0, 1, 0, 3, 2, 1, 0, 1, 0];
    expect(result.solutions[0]).toEqual(answer);
    expect(independentCheck(shaped, answer)).toEqual([]);
    expect(judgePzprv3(writePzprv3(shaped, answer))).toMatchObject({ complete: true });
    expect(hints.explain(shaped).length).toBeGreaterThan(0);
  });

  it("is not a cell to fill on the board: the answer shown there is complete, and the hints finish it", () => {
    const play = ripple.play!;
    const answer = ripple.solve(shaped).solutions[0]!;
    const shown = play.fromSolution(shaped, answer);
    expect(play.isComplete(shaped, shown)).toBe(true);
    expect(play.progress(shaped, shown)).toEqual({ filled: 4, total: 4 });
    expect(play.board(shaped).cells[0]).toEqual({ text: "?" });
    // Typing in a `?` changes nothing; a saved attempt with a number there (from when it was open) keeps the rest.
    const fresh = play.newAttempt(shaped);
    expect(play.applyStep(shaped, fresh, { kind: "value", cell: 0, value: 1 })).toEqual(fresh);
    const saved = { v: [1, 1, 0, 0, 0, 0, 0, 0, 0], n: [0, 0, 0, 0, 0, 0, 0, 0, 2] };
    expect(play.readAttempt(shaped, saved)).toEqual({
      v: [0, 1, 0, 0, 0, 0, 0, 0, 0],
      n: new Array(9).fill(0),
    });
    checkPlayModel(ripple, { examples: [{ name: "? corners", text: SHAPED }] });
    expectHintsLeadToAnswer(ripple, shaped);
  });
});
