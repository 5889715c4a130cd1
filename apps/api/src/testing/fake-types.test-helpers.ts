// Puzzle types for the API's tests. The solver workers import this module (through `typesModule`), so
// every type here must behave the same in a worker thread as on the main thread.
import { isMainThread } from "node:worker_threads";
import {
  type Format,
  jsonInteger,
  jsonObject,
  ParseError,
  type PuzzleType,
  type SolveResult,
} from "@gridsmith/kit";
import { latinType } from "./latin.test-helpers.js";

/** A "puzzle" that is only a duration: how long its solver works. */
export interface Wait {
  ms: number;
}

const waitFormat: Format<Wait> = {
  id: "ms",
  name: "A number of milliseconds",
  extensions: ["ms"],
  parse(text) {
    const trimmed = text.trim();
    if (!/^\d{1,7}$/.test(trimmed))
      throw new ParseError(`'${trimmed.slice(0, 20)}' is not a number of ms`, 1, 1);
    return { ms: Number(trimmed) };
  },
  serialize: (p) => `${p.ms}\n`,
  detect: (text) => /^\s*\d+\s*$/.test(text),
};

function busyWait(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // burn CPU like a real search does: the worker cannot be interrupted
  }
}

function waitResult(p: Wait, done: boolean, ms: number): SolveResult<number> {
  return {
    status: done ? "unique" : "timeout",
    solutions: done ? [p.ms] : [],
    solutionCount: done ? 1 : 0,
    complete: done,
    stats: { nodes: ms, failures: 0, propagations: 0, ms },
  };
}

const waitBase = {
  formats: [waitFormat],
  limits: { maxSide: 1, maxCells: 1, maxTextLength: 100 },
  fromJson: (value: unknown): Wait => ({ ms: jsonInteger(jsonObject(value, "").ms, "ms", 0, 9_999_999) }),
  validate: (p: Wait) =>
    Number.isInteger(p?.ms) && p.ms >= 0
      ? []
      : [{ code: "bad-ms", message: "ms must be a whole number >= 0" }],
  check: () => [],
  solutionToText: (_p: Wait, s: number) => `waited ${s} ms`,
  examples: [{ name: "short", text: "10\n" }],
};

/** Works `ms` or until its timeoutMs, whichever comes first, then reports (a well-behaved slow solver). */
export const slowType: PuzzleType<Wait, number> = {
  ...waitBase,
  id: "slow",
  title: "Slow",
  description: "Takes as long as it is told to; honours timeoutMs.",
  solve(p, options = {}) {
    const budget = options.timeoutMs ?? Number.POSITIVE_INFINITY;
    const ms = Math.min(p.ms, budget);
    busyWait(ms);
    return waitResult(p, p.ms <= budget, ms);
  },
};

/** Sleeps `ms` or until its timeoutMs (a slow solver that leaves the machine's few cores to the rest). */
export const sleepyType: PuzzleType<Wait, number> = {
  ...waitBase,
  id: "sleepy",
  title: "Sleepy",
  description: "Sleeps as long as it is told to; honours timeoutMs.",
  solve(p, options = {}) {
    const ms = Math.min(p.ms, options.timeoutMs ?? Number.POSITIVE_INFINITY);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    return waitResult(p, p.ms <= ms, ms);
  },
};

/**
 * Works `ms` whatever its timeoutMs says: only the pool's hard backstop or a cancel stops it. Its explain
 * works `ms` too (explain has no time budget in the kit contract).
 */
export const stubbornType: PuzzleType<Wait, number> = {
  ...waitBase,
  id: "stubborn",
  title: "Stubborn",
  description: "Ignores timeoutMs.",
  solve(p) {
    busyWait(p.ms);
    return waitResult(p, true, p.ms);
  },
  explain(p) {
    busyWait(p.ms);
    return [];
  },
};

/**
 * Its solver works `ms`, then kills the worker thread it runs on when `ms` is even (an odd one is solved,
 * so a batch can mix the two); its check throws.
 */
export const crashType: PuzzleType<Wait, number> = {
  ...waitBase,
  id: "crash",
  title: "Crash",
  description: "Kills its worker.",
  solve(p) {
    if (isMainThread) throw new Error("crash type solved on the main thread");
    busyWait(p.ms);
    if (p.ms % 2 === 1) return waitResult(p, true, p.ms);
    process.exit(7);
  },
  check() {
    throw new TypeError("cannot read attempt");
  },
};

export const puzzleTypes = [latinType, slowType, sleepyType, stubbornType, crashType];

/** The module specifier the solver workers load these types from. */
export const fakeTypesModule = import.meta.url;
