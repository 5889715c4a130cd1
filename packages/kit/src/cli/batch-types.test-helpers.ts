// Puzzle types for the batch tests, loaded by worker threads from this module's URL.
import { isMainThread } from "node:worker_threads";
import { jsonObject, jsonString } from "../json-value.js";
import { ParseError } from "../parse-error.js";
import { solveResult } from "../result.js";
import { latinSquare } from "../testing/latin-square.js";
import { ndjsonValues } from "../testing/ndjson.js";
import type { PuzzleType } from "../types.js";

/** A word to spell in capitals. */
export interface Word {
  word: string;
}

/**
 * Its puzzle is a word on a line, its solution the word in capitals. Some words misbehave on purpose:
 * `throw` makes the solver throw; `exit` ends the worker thread it is solved on (on the main thread it
 * throws); `spin` never returns on a worker thread (on the main thread it solves at once); `where` solves to
 * `MAIN` or `THREAD`, where it ran, and `nap` the same after a busy 150 ms (a slow input to any clock, over
 * `SLOW_INPUT_MS`). A word starting with `!` does not read; `bad` reads but breaks the rules.
 */
export const fragile: PuzzleType<Word, string> = {
  id: "fragile",
  title: "Fragile words",
  description: "Spell the word in capitals.",
  formats: [
    {
      id: "word",
      name: "A word",
      extensions: ["word"],
      parse(text) {
        const word = text.trim();
        if (word.startsWith("!")) throw new ParseError("a word cannot start with '!'", 1, 1);
        return { word };
      },
      serialize: (p) => `${p.word}\n`,
      detect: () => true,
    },
  ],
  limits: { maxSide: 1, maxCells: 1, maxTextLength: 1000 },
  fromJson: (value) => ({ word: jsonString(jsonObject(value, "").word, "word", 1000) }),
  validate: (p) => (p.word === "bad" ? [{ code: "bad", message: "the word is bad" }] : []),
  solve(p) {
    if (p.word === "throw") throw new Error("boom");
    if (p.word === "exit") {
      if (isMainThread) throw new Error("exit on the main thread");
      process.exit(3);
    }
    if (p.word === "spin" && !isMainThread) while (p.word === "spin") {}
    if (p.word === "nap") for (const until = performance.now() + 150; performance.now() < until; ) {}
    const answer =
      p.word === "where" || p.word === "nap" ? (isMainThread ? "MAIN" : "THREAD") : p.word.toUpperCase();
    return solveResult([answer], true, null, { nodes: 1, failures: 0, propagations: 0, ms: 0 });
  },
  check: () => [],
  solutionToText: (_p, s) => `${s}\n`,
  examples: [],
};

export const puzzleTypes = [latinSquare, fragile];

/** The URL worker threads load these types from. */
export const typesModule = import.meta.url;

/** The first solution of each line of a `solve --json --lines` output of {@link fragile}: the words, upper-cased. */
export const firstSolutions = (ndjson: string): unknown[] => ndjsonValues(ndjson).map((l) => l.solutions[0]);
