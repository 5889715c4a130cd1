// Hostile requests for every route of a puzzle type: its own examples with one place made huge, negative,
// fractional, of the wrong type, cut, grown or nested thousands deep (kit/testing's hostilePuzzleJson), as
// request bodies. Used against the Node server (hostile.test.ts) and the edge handler in workerd
// (tooling/consumers), so both meet the same property.
import { hostilePuzzleJson } from "@gridsmith/kit/testing";
import { type OperationName, operations } from "../operations.js";

/** What a request needs to know of a type: what GET /api/puzzles says of it, and its examples as JSON. */
export interface HostileTarget {
  id: string;
  /** Its first format's id (convert's `to`). */
  format: string;
  /** Its examples' texts. */
  texts: string[];
  /** Its examples as puzzle JSON (what its parse route answers). */
  values: unknown[];
}

/** Every route of a type, each given hostile variants of its body. */
export const hostileRoutes = operations;
export type HostileRoute = OperationName;

/** Generator params of every shape the types take, for hostile variants of them. */
const params = { width: 10, height: 10, size: 9, rows: 10, columns: 10, words: 8, difficulty: "easy" };

/** An example's text with its `k`-th number (counting round) made hostile: a header or clue claiming 1e9. */
function hostileText(text: string, k: number, seed: number): string {
  const numbers = [...text.matchAll(/\d+/g)];
  if (numbers.length === 0) return `${text}${"9".repeat(seed % 20)}`;
  const at = numbers[k % numbers.length]!;
  const value = ["1000000000", "4294967297", "0", "99999999999999999999"][seed % 4]!;
  return text.slice(0, at.index) + value + text.slice(at.index! + at[0].length);
}

/** The JSON body of a hostile request to `route`: `k` picks the example, `seed` the change. */
export function hostileBody(route: HostileRoute, target: HostileTarget, k: number, seed: number): string {
  if (route === "parse") {
    return JSON.stringify({ text: hostileText(target.texts[k % target.texts.length]!, k, seed) });
  }
  if (route === "generate") return `{"params":${hostilePuzzleJson(params, seed)},"seed":1,"timeoutMs":500}`;
  const puzzle = hostilePuzzleJson(target.values[k % target.values.length], seed);
  const extra = route === "convert" ? `,"to":${JSON.stringify(target.format)}` : "";
  return `{"puzzle":${puzzle},"attempt":${puzzle},"timeoutMs":500${extra}}`;
}

/**
 * Whether an answer keeps the promise: a problem document (4xx), or a result (200) for a variant that is
 * still a valid puzzle, or 504 at the request's time limit for a valid one slow to explain or generate (a
 * bound kept). Never any other 5xx.
 */
export function keepsPromise(status: number, contentType: string, json: unknown): boolean {
  if (status === 200) return true;
  const problem =
    contentType.includes("application/problem+json") &&
    typeof (json as { detail?: unknown }).detail === "string";
  if (status >= 400 && status < 500) return problem;
  return status === 504 && problem && String((json as { type?: unknown }).type).endsWith(":time-limit");
}
