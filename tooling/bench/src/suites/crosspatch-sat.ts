// A direct SAT encoding of a crosspatch fill, for CaDiCaL as the peer: a boolean per (slot, word of its
// length that keeps its given letters), exactly one per slot, each word used at most as often as it is
// listed, and a boolean per (crossing cell, letter) that both crossing slots' words must agree on (a word
// in a slot sets its letter at each crossing; a letter at a crossing needs a word in each slot that has it
// there). DIMACS out; CaDiCaL's model is read back into one word per slot and checked by crosspatch's
// `verifyAssignment`, written apart from both searches.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CrosspatchPuzzle, geometryOf, verifyAssignment } from "@gridsmith/crosspatch";

/** A CNF with what is needed to read a model back. */
export interface CrosspatchCnf {
  variables: number;
  clauses: number[][];
  /** Per slot: its candidate words and their variables (same order). */
  slotWords: string[][];
  slotVars: number[][];
}

/** Splits a string into code points (crosspatch's letters; a list may use any alphabet). */
const letters = (w: string): string[] => [...w];

/**
 * Clauses for "at most k of `lits`" into `clauses`, with `fresh` making auxiliary variables: Sinz's sequential
 * counter (linear in size) for more than six literals or k above 1, pairwise clauses for fewer.
 */
export function atMostK(lits: readonly number[], k: number, fresh: () => number, clauses: number[][]): void {
  const n = lits.length;
  if (n <= k) return;
  if (k === 1 && n <= 6) {
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) clauses.push([-lits[i]!, -lits[j]!]);
    return;
  }
  // s[i][j]: at least j+1 of the first i+1 literals are true.
  const s = lits.map(() => Array.from({ length: k }, fresh));
  for (let i = 0; i < n; i++) {
    const x = lits[i]!;
    clauses.push([-x, s[i]![0]!]);
    if (i > 0) {
      for (let j = 0; j < k; j++) clauses.push([-s[i - 1]![j]!, s[i]![j]!]);
      for (let j = 1; j < k; j++) clauses.push([-x, -s[i - 1]![j - 1]!, s[i]![j]!]);
      clauses.push([-x, -s[i - 1]![k - 1]!]);
    }
  }
}

/**
 * The CNF of a well-formed puzzle (at-most-k constraints by {@link atMostK}).
 */
export function encodeCrosspatch(puzzle: CrosspatchPuzzle): CrosspatchCnf {
  const g = geometryOf(puzzle.grid);
  const clauses: number[][] = [];
  let variables = 0;
  const fresh = () => ++variables;
  const atMost = (lits: number[], k: number) => atMostK(lits, k, fresh, clauses);

  const listed = new Map<string, number>();
  for (const w of puzzle.words) listed.set(w, (listed.get(w) ?? 0) + 1);
  const distinct = [...listed.keys()];
  const slotWords: string[][] = [];
  const slotVars: number[][] = [];
  const wordLits = new Map<string, number[]>();
  for (const slot of g.slots) {
    const fit = distinct.filter((w) => {
      const ls = letters(w);
      return (
        ls.length === slot.length &&
        slot.cells.every((id, p) => g.cells[id]!.given === null || g.cells[id]!.given === ls[p])
      );
    });
    const vars = fit.map(fresh);
    fit.forEach((w, i) => {
      const list = wordLits.get(w) ?? [];
      list.push(vars[i]!);
      wordLits.set(w, list);
    });
    slotWords.push(fit);
    slotVars.push(vars);
    clauses.push([...vars]);
    atMost(vars, 1);
  }
  for (const [w, lits] of wordLits) atMost(lits, listed.get(w)!);

  for (const cell of g.cells) {
    if (cell.across < 0 || cell.down < 0 || cell.given !== null) continue;
    const sides = [
      [cell.across, cell.acrossPos],
      [cell.down, cell.downPos],
    ] as const;
    const letterVar = new Map<string, number>();
    const support = new Map<string, number[][]>();
    sides.forEach(([s, p], side) => {
      slotWords[s]!.forEach((w, i) => {
        const ch = letters(w)[p]!;
        let v = letterVar.get(ch);
        if (v === undefined) {
          v = fresh();
          letterVar.set(ch, v);
          support.set(ch, [[-v], [-v]]);
        }
        clauses.push([-slotVars[s]![i]!, v]);
        support.get(ch)![side]!.push(slotVars[s]![i]!);
      });
    });
    for (const both of support.values()) clauses.push(...both);
    atMost([...letterVar.values()], 1);
  }
  return { variables, clauses, slotWords, slotVars };
}

/** DIMACS text of a CNF. */
export function dimacs(cnf: Pick<CrosspatchCnf, "variables" | "clauses">): string {
  const lines = [`p cnf ${cnf.variables} ${cnf.clauses.length}`];
  for (const c of cnf.clauses) lines.push(`${c.join(" ")} 0`);
  return `${lines.join("\n")}\n`;
}

/** Whether `cadical` is on PATH. */
export function cadicalAvailable(): boolean {
  return spawnSync("cadical", ["--version"], { encoding: "utf8" }).status === 0;
}

/**
 * What one `cadical` process said of a CNF: its answer, its own process time (CPU seconds), its conflicts and
 * decisions (NaN when it was stopped before printing them).
 */
export interface CadicalOutcome {
  status: "satisfiable" | "unsatisfiable" | "timeout" | "failed";
  cpuSeconds: number;
  conflicts: number;
  decisions: number;
  /** The variables true in the model (when satisfiable). */
  truth: Set<number>;
}

/**
 * Runs `cadical` (with `options`, e.g. `--no-restart`) on a CNF with `timeoutSeconds` of CPU time: the one runner
 * of the benchmarks' SAT peers.
 */
export function runCadical(
  cnf: Pick<CrosspatchCnf, "variables" | "clauses">,
  timeoutSeconds: number,
  options: readonly string[] = [],
): CadicalOutcome {
  const dir = mkdtempSync(join(tmpdir(), "gridsmith-cnf-"));
  try {
    const file = join(dir, "problem.cnf");
    writeFileSync(file, dimacs(cnf));
    // A CPU-time limit (`ulimit -t`): CaDiCaL's own `-t` counts wall-clock seconds, which a loaded machine
    // shrinks.
    const run = spawnSync(
      "sh",
      [
        "-c",
        `ulimit -t ${Math.max(1, Math.ceil(timeoutSeconds))}; exec cadical "$@"`,
        "sh",
        ...options,
        file,
      ],
      { encoding: "utf8", maxBuffer: 1 << 30 },
    );
    const time = /total process time since initialization:\s+([\d.]+)/.exec(run.stdout);
    const conflicts = /^c conflicts:\s+(\d+)/m.exec(run.stdout);
    const decisions = /^c decisions:\s+(\d+)/m.exec(run.stdout);
    const base = {
      cpuSeconds: time ? Number(time[1]) : Number.NaN,
      conflicts: conflicts ? Number(conflicts[1]) : Number.NaN,
      decisions: decisions ? Number(decisions[1]) : Number.NaN,
      truth: new Set<number>(),
    };
    // Past the CPU limit the kernel stops it (SIGXCPU, then SIGKILL) before it prints its statistics.
    if (run.signal === "SIGXCPU" || run.signal === "SIGKILL") {
      return { ...base, status: "timeout", cpuSeconds: timeoutSeconds };
    }
    if (run.status === 20) return { ...base, status: "unsatisfiable" };
    if (run.status !== 10) return { ...base, status: /UNKNOWN/.test(run.stdout) ? "timeout" : "failed" };
    for (const line of run.stdout.split("\n")) {
      if (!line.startsWith("v ")) continue;
      for (const lit of line.slice(2).trim().split(/\s+/)) if (Number(lit) > 0) base.truth.add(Number(lit));
    }
    return { ...base, status: "satisfiable" };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One CaDiCaL run: its answer, its own process time (CPU seconds) and, when satisfiable, the checked fill. */
export interface CadicalRun {
  status: "filled" | "unsatisfiable" | "timeout" | "failed";
  cpuSeconds: number;
  /** Variables and clauses of the encoding. */
  variables: number;
  clauses: number;
  /** The fill's words by slot index, checked by `verifyAssignment`. */
  words?: string[];
}

/**
 * Encodes the puzzle, runs `cadical` on it with `timeoutSeconds` of CPU time and reads the model back. A model that fails
 * crosspatch's check throws: the encoding would be wrong.
 */
export function solveWithCadical(puzzle: CrosspatchPuzzle, timeoutSeconds: number): CadicalRun {
  const cnf = encodeCrosspatch(puzzle);
  const run = runCadical(cnf, timeoutSeconds);
  const base = { cpuSeconds: run.cpuSeconds, variables: cnf.variables, clauses: cnf.clauses.length };
  if (run.status !== "satisfiable") return { status: run.status, ...base };
  const words = cnf.slotVars.map(
    (vars, s) => cnf.slotWords[s]![vars.findIndex((v) => run.truth.has(v))] ?? "",
  );
  const fault = verifyAssignment(puzzle, geometryOf(puzzle.grid), words);
  if (fault !== null) throw new Error(`CaDiCaL's model is not a fill (${fault}): the encoding is wrong`);
  return { status: "filled", ...base, words };
}
