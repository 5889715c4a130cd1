import { type CrosspatchPuzzle, geometryOf, verifyAssignment } from "@gridsmith/crosspatch";
import { createRng } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { crossingLayout } from "./crosspatch-crossing-layout.ts";
import { type CrosspatchCnf, dimacs, encodeCrosspatch } from "./crosspatch-sat.ts";

/** A small DPLL with unit propagation: a model (true variables) or null when the CNF is unsatisfiable. */
function dpll(cnf: CrosspatchCnf): Set<number> | null {
  const value = new Int8Array(cnf.variables + 1);
  const litValue = (l: number) => (l > 0 ? value[l]! : -value[-l]!);
  const go = (): boolean => {
    const set: number[] = [];
    const undo = () => {
      for (const v of set) value[v] = 0;
    };
    for (let changed = true; changed; ) {
      changed = false;
      for (const c of cnf.clauses) {
        let open = 0;
        let last = 0;
        let sat = false;
        for (const l of c) {
          const v = litValue(l);
          if (v > 0) sat = true;
          else if (v === 0) {
            open++;
            last = l;
          }
        }
        if (sat) continue;
        if (open === 0) {
          undo();
          return false;
        }
        if (open === 1) {
          value[Math.abs(last)] = last > 0 ? 1 : -1;
          set.push(Math.abs(last));
          changed = true;
        }
      }
    }
    const free = value.findIndex((v, i) => i > 0 && v === 0);
    if (free < 0) return true;
    for (const v of [1, -1]) {
      value[free] = v;
      if (go()) return true;
    }
    value[free] = 0;
    undo();
    return false;
  };
  if (!go()) return null;
  return new Set(Array.from(value.keys()).filter((v) => value[v] === 1));
}

function decode(cnf: CrosspatchCnf, truth: Set<number>): string[] {
  return cnf.slotVars.map((vars, s) => cnf.slotWords[s]![vars.findIndex((v) => truth.has(v))] ?? "");
}

const words = new Map<number, string[]>(
  [
    [
      3,
      "ace age ant ape arc art ate awe bag bat bee cab cat cue dog ear eel egg elm era eve ewe ice ink".split(
        " ",
      ),
    ],
    [
      4,
      "able acre also area aunt axle bake beat cake cane care cede coat dare date deal each east easy".split(
        " ",
      ),
    ],
    [
      5,
      "adore agree alert alone arena arise aside baker beach cater cease crane crate eager eater raise".split(
        " ",
      ),
    ],
  ].map(([L, list]) => [L as number, (list as string[]).map((w) => w.toUpperCase())]),
);

describe("crosspatch's direct SAT encoding", () => {
  it("has a model exactly when the puzzle has a fill, and each model is a fill", () => {
    for (let seed = 1; seed <= 4; seed++) {
      const p = crossingLayout(words, { words: 22, size: 13, lengths: [3, 4, 5] }, createRng(seed));
      // More than six slots of a length: the sequential counters are in use, not only pairwise clauses.
      expect(Math.max(...[3, 4, 5].map((L) => p.words.filter((w) => w.length === L).length))).toBeGreaterThan(
        6,
      );
      const cnf = encodeCrosspatch(p);
      expect(dimacs(cnf).split("\n")[0]).toBe(`p cnf ${cnf.variables} ${cnf.clauses.length}`);
      const truth = dpll(cnf);
      expect(truth).not.toBeNull();
      expect(verifyAssignment(p, geometryOf(p.grid), decode(cnf, truth!))).toBeNull();
    }
  });

  it("has none when no fill exists, and counts a word listed twice", () => {
    const clash: CrosspatchPuzzle = { grid: ["###", "#", "#"], words: ["CAT", "DOG"] };
    expect(dpll(encodeCrosspatch(clash))).toBeNull();
    const twice: CrosspatchPuzzle = { grid: ["###", "#", "#"], words: ["EYE", "EYE"] };
    const cnf = encodeCrosspatch(twice);
    expect(decode(cnf, dpll(cnf)!)).toEqual(["EYE", "EYE"]);
    const agreeing: CrosspatchPuzzle = { grid: ["###", "#", "#"], words: ["EYE", "EWE"] };
    expect(dpll(encodeCrosspatch(agreeing))).not.toBeNull();
  });
});
