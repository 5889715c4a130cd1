// A puzzle type for the batch threads' heap limit, loaded by worker threads from this module's URL. Apart
// from batch-types.test-helpers.ts so the tests of every fragile word never start it.
import { isMainThread } from "node:worker_threads";
import { jsonObject } from "../json-value.js";
import { ParseError } from "../parse-error.js";
import { solveResult } from "../result.js";
import type { PuzzleType } from "../types.js";

/** `greedy` or anything else. */
export interface Appetite {
  word: string;
}

/** Its solve of the word `greedy` on a worker thread holds ever more memory; any other word is spelled. */
export const greedy: PuzzleType<Appetite, string> = {
  id: "greedy",
  title: "Greedy words",
  description: "Spell the word in capitals; 'greedy' takes all the memory it can.",
  formats: [
    {
      id: "word",
      name: "A word",
      extensions: ["word"],
      parse: (text) => ({ word: text.trim() }),
      serialize: (p) => `${p.word}\n`,
      detect: () => true,
    },
  ],
  limits: { maxSide: 1, maxCells: 1, maxTextLength: 100 },
  fromJson(value) {
    const word = jsonObject(value, "").word;
    if (typeof word !== "string") throw new ParseError("must be a string", 0, 0, "word");
    return { word };
  },
  validate: () => [],
  solve(p) {
    if (p.word === "greedy" && !isMainThread) {
      const held: number[][] = [];
      for (;;) held.push(Array.from({ length: 1024 }, (_, i) => i + held.length));
    }
    return solveResult([p.word.toUpperCase()], true, null, { nodes: 1, failures: 0, propagations: 0, ms: 0 });
  },
  check: () => [],
  solutionToText: (_p, s) => `${s}\n`,
  examples: [],
};

export const puzzleTypes = [greedy];

/** The URL worker threads load these types from. */
export const typesModule = import.meta.url;
