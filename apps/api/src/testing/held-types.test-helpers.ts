// The fake types plus `held`, whose solver runs until the test opens a gate: work that stays in flight for
// exactly as long as a test needs, however fast or loaded the machine, with no timing in the test. Like
// fake-types.test-helpers.ts, the solver workers import this module (through `typesModule`).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { isAbsolute, join } from "node:path";
import { type Format, jsonObject, jsonString, ParseError, type PuzzleType } from "@gridsmith/kit";
import { puzzleTypes as fakeTypes } from "./fake-types.test-helpers.js";

/** A "puzzle" that is the path of a gate file: its solver works until the file exists. */
export interface Held {
  gate: string;
}

const gateFormat: Format<Held> = {
  id: "gate",
  name: "The absolute path of a gate file",
  extensions: ["gate"],
  parse(text) {
    const gate = text.trim();
    if (!isAbsolute(gate)) throw new ParseError(`'${gate.slice(0, 20)}' is not an absolute path`, 1, 1);
    return { gate };
  },
  serialize: (p) => `${p.gate}\n`,
  detect: (text) => isAbsolute(text.trim()),
};

/** Waits for the file without burning a core (the machine is small): the worker thread sleeps between looks. */
function waitForFile(path: string): void {
  const cell = new Int32Array(new SharedArrayBuffer(4));
  while (!existsSync(path)) Atomics.wait(cell, 0, 0, 5);
}

/** Solves once its gate opens; the solution is the gate's path. */
export const heldType: PuzzleType<Held, string> = {
  id: "held",
  title: "Held",
  description: "Runs until its gate file exists.",
  formats: [gateFormat],
  limits: { maxSide: 1, maxCells: 1, maxTextLength: 4096 },
  fromJson: (value) => ({ gate: jsonString(jsonObject(value, "").gate, "gate", 4096) }),
  validate: (p) =>
    typeof p?.gate === "string" ? [] : [{ code: "bad-gate", message: "gate must be a path" }],
  check: () => [],
  solve(p) {
    waitForFile(p.gate);
    return {
      status: "unique",
      solutions: [p.gate],
      solutionCount: 1,
      complete: true,
      stats: { nodes: 1, failures: 0, propagations: 0, ms: 0 },
    };
  },
  solutionToText: (_p, s) => s,
  examples: [],
};

export const puzzleTypes = [...fakeTypes, heldType];

/** The module specifier the solver workers load these types from. */
export const heldTypesModule = import.meta.url;

/** A gate for `held` solves: send `text` as the puzzle; they all finish once `open()` is called. */
export class Gate {
  private readonly dir = mkdtempSync(join(tmpdir(), "gridsmith-gate-"));
  readonly text = join(this.dir, "open");

  open(): void {
    writeFileSync(this.text, "");
  }

  /** Removes the gate's file: only once no solve waits on it (a solve that has not looked yet never would). */
  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
