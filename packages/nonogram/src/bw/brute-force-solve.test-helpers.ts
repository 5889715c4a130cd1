// solveNonogram held against the brute-force counter of checker.test-helpers.ts, for the tests of each search
// (the checker itself stays apart from the package's code).
import { expect } from "vitest";
import { solveNonogram } from "../operations.js";
import type { NonogramSolveResult } from "../solver/solve-run.js";
import { allSolutions, type Clues } from "./checker.test-helpers.js";
import type { NonogramSolveOptions } from "./solve.js";

const pictureKeys = (pictures: readonly (readonly string[])[]) => new Set(pictures.map((s) => s.join("/")));

/**
 * Asserts `solveNonogram` with `options` searches `p` to the end and finds exactly the pictures brute force
 * finds, each once; returns its result and brute force's pictures.
 */
export function expectBruteForcePictures(
  p: Clues,
  options: NonogramSolveOptions,
): { result: NonogramSolveResult; want: string[][] } {
  const want = allSolutions(p);
  const result = solveNonogram(p, options);
  expect(result.complete).toBe(true);
  expect(pictureKeys(result.solutions)).toEqual(pictureKeys(want));
  expect(result.solutions).toHaveLength(want.length);
  return { result, want };
}
