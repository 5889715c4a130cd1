// The engine's answers on a random CSP held against brute force, for the tests of the plain and the learning
// search alike (brute.test-helpers.ts holds the reference itself, which runs no engine code).
import { expect } from "vitest";
import { bruteForce, type Csp, modelOf, sortedKeys } from "./brute.test-helpers.js";
import type { SearchOptions } from "./types.js";

/** Every solution the engine finds of `csp`, after checking it searched to the end and counted each one. */
export function engineSolutions(csp: Csp, options: SearchOptions = {}): number[][] {
  const m = modelOf(csp);
  const r = m.solve({ limit: Number.POSITIVE_INFINITY, ...options });
  expect(r.complete).toBe(true);
  expect(r.count).toBe(r.solutions.length);
  return r.solutions;
}

/** Asserts the engine finds exactly the solutions of `csp` brute force finds, each once. */
export function expectBruteForceSolutions(csp: Csp, options: SearchOptions = {}): void {
  const found = engineSolutions(csp, options);
  expect(new Set(found.map(String)).size).toBe(found.length);
  expect(sortedKeys(found)).toEqual(sortedKeys(bruteForce(csp)));
}

/**
 * Asserts a search of `csp` for two solutions proves it unique or finds a second one: it counts as many as
 * brute force up to two, each a real one, ends complete where there are at most one and stops at the limit
 * where there are more than two.
 */
export function expectLimitTwo(csp: Csp, options: SearchOptions = {}): void {
  const all = sortedKeys(bruteForce(csp));
  const m = modelOf(csp);
  const two = m.solve({ ...options, limit: 2 });
  expect(two.count).toBe(Math.min(2, all.length));
  for (const s of two.solutions) expect(all).toContain(s.join(","));
  if (all.length <= 1) expect(two.complete).toBe(true);
  if (all.length > 2) expect(two.stoppedBy).toBe("limit");
}
