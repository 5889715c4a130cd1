// Puzzle types for the e2e of a stuck server, loaded through PUZZLE_TYPES_MODULE (plain JS: the built server
// runs it as it is). `block` reads puzzle JSON on the server's main thread (as every type's `fromJson` runs
// there), and its `fromJson` of `{"block": true}` never returns: the event loop stops, so neither a signal
// handler nor the IPC channel of `scripts/start.mjs` can run. No shipped type can do this (their `fromJson`
// is bounded by the value's size); only a test that points PUZZLE_TYPES_MODULE here.
import { writeSync } from "node:fs";

/** What `fromJson` writes (synchronously, to stdout) just before it blocks; the e2e waits for it. */
export const blockedLine = "blocking the event loop now";

const blockFormat = {
  id: "block",
  name: "The word 'block'",
  extensions: ["block"],
  parse() {
    return { block: true };
  },
  detect: (text) => text.trim() === "block",
};

export const blockType = {
  id: "block",
  title: "Block",
  description: "Reading it as JSON blocks the server's main thread for good.",
  formats: [blockFormat],
  limits: { maxSide: 1, maxCells: 1, maxTextLength: 100 },
  fromJson(value) {
    if (value?.block !== true) throw new Error('the only puzzle is {"block": true}');
    writeSync(1, `${blockedLine}\n`);
    for (;;) {
      // the main thread never comes back
    }
  },
  validate: () => [],
  solve: () => ({
    status: "none",
    solutions: [],
    solutionCount: 0,
    complete: true,
    stats: { nodes: 0, failures: 0, propagations: 0, ms: 0 },
  }),
  check: () => [],
  solutionToText: () => "",
  examples: [],
};

export const puzzleTypes = [blockType];
