import { expectExplainedWay, expectShadingPlay } from "@gridsmith/kit/testing/contract";
import { everyShading, roomPuzzles, textGridLimits } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import { fromJson, norinori, solutionProblems } from "./index.js";

const { parse, example } = describePuzzlinkType(norinori, {
  independent,
  own: { solutionProblems, wrongCodes: ["block-too-big"] },
  bruteForce: {
    puzzles: roomPuzzles({ maxSide: 4, maxHeight: 3 }),
    answers: everyShading,
  },
  // seed 23's 6x6: every draft once stalled on a shaded cell deep in its room, and none of 100 mended
  // to one answer.
  generate: {
    params: { size: 6 },
    seeds: [1, 2, 23],
    deterministic: { size: 4 },
    deterministicSeeds: [1, 2],
  },
  play: { firstMove: () => ({ kind: "shade", cell: 0, shade: 1 }) },
  limits: textGridLimits(norinori, {
    fromJson,
    valid: roomPuzzles({ maxSide: 8, labels: 4 }),
    list: "rooms",
    cell: "a",
    // Just outside its sizes, 4 to 6.
    badSizes: [3, 7],
    sizeError: "--size takes 4 to 6",
  }),
});

describe("norinori solver", () => {
  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    expectExplainedWay(norinori, example, {
      message: /^r\dc\d (is shaded|stays unshaded): /,
      // Every cell decided, each once, without a trial.
      steps: example.rooms.length,
      noTrial: true,
      level: "medium",
    });
    expect(norinori.validate(parse("ab\n"))[0]!.code).toBe("room-too-small");
  });
});

describe("norinori play", () => {
  it("shades cells of the board only, and is complete with the shaded cells alone", () => {
    const play = norinori.play!;
    const fresh = play.newAttempt(example);
    expect(play.applyStep(example, fresh, { kind: "shade", cell: 99, shade: 1 })).toEqual(fresh);
    expect(expectShadingPlay(norinori, example).regions).toEqual(example.rooms);
  });
});
