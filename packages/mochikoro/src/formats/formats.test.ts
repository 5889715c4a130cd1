import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { numberGridPuzzles } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import type { Puzzle } from "../puzzle.js";
import * as formats from "./index.js";

/** Any grid up to 10x10 of numbers 0 to 1600, hidden numbers and empty cells. */
const anyPuzzle = numberGridPuzzles<Puzzle>(1600);

// The family's readers are the kit's numberGridFormats, tested there; here the contract on Mochikoro's numbers.
describe("mochikoro formats", () => {
  describeFormatsContract({ puzzles: anyPuzzle, formats, pzprFileOfUrl });
});
