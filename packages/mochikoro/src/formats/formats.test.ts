import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { gridPuzzles } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe } from "vitest";
import { EMPTY, type Puzzle, UNKNOWN } from "../puzzle.js";
import * as formats from "./index.js";

/** Any grid up to 10x10 of numbers 0 to 1600, hidden numbers and empty cells. */
const anyPuzzle = gridPuzzles<Puzzle>({
  list: "cells",
  cell: fc.oneof(
    { weight: 4, arbitrary: fc.constant(EMPTY) },
    fc.constant(UNKNOWN),
    fc.integer({ min: 0, max: 15 }),
    fc.integer({ min: 0, max: 1600 }),
  ),
  maxSide: 10,
});

// The family's readers are the kit's numberGridFormats, tested there; here the contract on Mochikoro's numbers.
describe("mochikoro formats", () => {
  describeFormatsContract({ puzzles: anyPuzzle, formats, pzprFileOfUrl });
});
