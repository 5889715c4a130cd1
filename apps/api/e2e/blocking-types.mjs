// Puzzle types for the e2e of a stuck server, loaded through PUZZLE_TYPES_MODULE (plain JS: the built server
// runs it as it is). `block` parses inline, on the server's main thread, and its parse of the text "block"
// never returns: the event loop stops, so neither a signal handler nor the IPC channel of `scripts/start.mjs`
// can run. Nothing in the shipped server can do this; only a test that points PUZZLE_TYPES_MODULE here.
import { writeSync } from "node:fs";

/** What the parse writes (synchronously, to stdout) just before it blocks; the e2e waits for it. */
export const blockedLine = "blocking the event loop now";

const blockFormat = {
  id: "block",
  name: "The word 'block'",
  extensions: ["block"],
  parse(text) {
    if (text.trim() !== "block") throw new Error("the only puzzle is the word 'block'");
    writeSync(1, `${blockedLine}\n`);
    for (;;) {
      // the main thread never comes back
    }
  },
  detect: (text) => text.trim() === "block",
};

export const blockType = {
  id: "block",
  title: "Block",
  description: "Parsing it blocks the server's main thread for good.",
  formats: [blockFormat],
  limits: { maxSide: 1, maxCells: 1, maxTextLength: 100 },
  fromJson() {
    throw new Error("a block puzzle is only ever text");
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
