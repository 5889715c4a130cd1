// The held types (fake-types.test-helpers.ts, held-types.test-helpers.ts) plus `greedy`, whose solver
// allocates without bound: a job that runs away with memory, for the solver threads' heap limit. Like the
// other fake types, the solver workers import this module (through `typesModule`); kept apart from them so
// the tests that try every route of every fake type never start it.
import { isMainThread } from "node:worker_threads";
import { type Format, ParseError, type PuzzleType } from "@gridsmith/kit";
import { puzzleTypes as heldTypes } from "./held-types.test-helpers.js";

/** A "puzzle" that names what the solver does: `greedy` takes all the memory it can, `modest` a little. */
export interface Appetite {
  greedy: boolean;
}

const appetiteFormat: Format<Appetite> = {
  id: "appetite",
  name: "greedy or modest",
  extensions: ["appetite"],
  parse(text) {
    const word = text.trim();
    if (word !== "greedy" && word !== "modest")
      throw new ParseError(`'${word.slice(0, 20)}' is not 'greedy' or 'modest'`, 1, 1);
    return { greedy: word === "greedy" };
  },
  serialize: (p) => `${p.greedy ? "greedy" : "modest"}\n`,
  detect: (text) => /^\s*(greedy|modest)\s*$/.test(text),
};

/** Holds ever more small arrays on the JS heap, so only the thread's heap limit stops it. */
function eatMemory(): never {
  const held: number[][] = [];
  for (;;) held.push(Array.from({ length: 1024 }, (_, i) => i + held.length));
}

/** Its solve on a `greedy` puzzle never returns: it fills the heap until its thread is ended. */
export const greedyType: PuzzleType<Appetite, string> = {
  id: "greedy",
  title: "Greedy",
  description: "Its solver allocates without bound on a greedy puzzle.",
  formats: [appetiteFormat],
  limits: { maxSide: 1, maxCells: 1, maxTextLength: 100 },
  fromJson(value) {
    const greedy = (value as Partial<Appetite> | null)?.greedy;
    if (typeof greedy !== "boolean") throw new ParseError("must be true or false", 0, 0, "greedy");
    return { greedy };
  },
  validate: (p) =>
    typeof p?.greedy === "boolean" ? [] : [{ code: "bad-appetite", message: "greedy must be a boolean" }],
  solve(p) {
    if (isMainThread) throw new Error("greedy type solved on the main thread");
    if (p.greedy) eatMemory();
    return {
      status: "unique",
      solutions: ["fed"],
      solutionCount: 1,
      complete: true,
      stats: { nodes: 1, failures: 0, propagations: 0, ms: 0 },
    };
  },
  check: () => [],
  solutionToText: (_p, s) => s,
  examples: [{ name: "modest", text: "modest\n" }],
};

export const puzzleTypes = [...heldTypes, greedyType];

/** The module specifier the solver workers load these types from. */
export const greedyTypesModule = import.meta.url;
