import { type Grade, type GradeLadder, gradeFromSteps } from "@gridsmith/kit";
import type { Board } from "./board.js";
import { apply, type Finder, type Finding, type TechniqueId } from "./finding.js";
import { fish, xyWing, xyzWing } from "./fish-wings.js";
import { applyLockedCandidates, claiming, pointing } from "./intersections.js";
import { fullHouse, hiddenSingle, nakedSingle, placeSingles } from "./singles.js";
import { hiddenSubset, nakedSubset } from "./subsets.js";
import { trial } from "./trial.js";

/** Difficulty levels, easiest first. */
export const LEVELS = ["easy", "medium", "hard", "expert", "diabolical"] as const;
/** One of the {@link LEVELS}. */
export type Level = (typeof LEVELS)[number];

/** One rung of the ladder: a technique, the level it belongs to, its rating and its finder. */
export interface Rung {
  id: TechniqueId;
  level: Level;
  /** Grows along the ladder; feeds the numeric score. */
  rating: number;
  /** @internal The technique's search over the solver's internal board. */
  find: Finder;
}

/**
 * The techniques a person tries, easiest first; "trial" (try a candidate and see) is the last rung. Levels:
 * easy = singles, medium = locked candidates (pointing, claiming), hard = naked and hidden pairs and
 * triples, expert = fish (X-wing, swordfish, jellyfish), wings (XY, XYZ) and quads, diabolical = trial.
 */
export const LADDER: readonly Rung[] = [
  { id: "full-house", level: "easy", rating: 1.0, find: fullHouse },
  { id: "hidden-single", level: "easy", rating: 1.2, find: hiddenSingle },
  { id: "naked-single", level: "easy", rating: 2.0, find: nakedSingle },
  { id: "pointing", level: "medium", rating: 2.6, find: pointing },
  { id: "claiming", level: "medium", rating: 2.8, find: claiming },
  { id: "naked-pair", level: "hard", rating: 3.0, find: nakedSubset(2) },
  { id: "hidden-pair", level: "hard", rating: 3.4, find: hiddenSubset(2) },
  { id: "naked-triple", level: "hard", rating: 3.6, find: nakedSubset(3) },
  { id: "hidden-triple", level: "hard", rating: 4.0, find: hiddenSubset(3) },
  { id: "x-wing", level: "expert", rating: 4.2, find: fish(2) },
  { id: "xy-wing", level: "expert", rating: 4.4, find: xyWing },
  { id: "naked-quad", level: "expert", rating: 4.6, find: nakedSubset(4) },
  { id: "swordfish", level: "expert", rating: 4.8, find: fish(3) },
  { id: "xyz-wing", level: "expert", rating: 5.0, find: xyzWing },
  { id: "hidden-quad", level: "expert", rating: 5.4, find: hiddenSubset(4) },
  { id: "jellyfish", level: "expert", rating: 5.6, find: fish(4) },
  { id: "trial", level: "diabolical", rating: 8.0, find: trial },
];

const RUNG = new Map(LADDER.map((r) => [r.id, r]));

/** The rung of a technique. */
export function rungOf(id: TechniqueId): Rung {
  return RUNG.get(id)!;
}

/** The index of a level in {@link LEVELS}. */
export function levelIndex(level: Level): number {
  return LEVELS.indexOf(level);
}

/** The first finding on the ladder, trying no technique above `maxLevel`. Null on a broken or stuck board. */
export function nextFinding(b: Board, maxLevel: Level = "diabolical"): Finding | null {
  if (b.isSolved() || b.isBroken()) return null;
  const top = levelIndex(maxLevel);
  for (const rung of LADDER) {
    if (levelIndex(rung.level) > top) break;
    const f = rung.find(b);
    if (f) return f;
  }
  return null;
}

/** What a logical run found: the findings in order, and whether the board ended solved. */
export interface LogicPath {
  findings: Finding[];
  solved: boolean;
}

/** Applies findings from the ladder (up to `maxLevel`) until the board is solved or nothing applies. */
export function logicPath(b: Board, maxLevel: Level = "diabolical"): LogicPath {
  const findings: Finding[] = [];
  for (let f = nextFinding(b, maxLevel); f; f = nextFinding(b, maxLevel)) {
    findings.push(f);
    apply(b, f);
  }
  return { findings, solved: b.isSolved() };
}

/**
 * Whether the ladder, up to `maxLevel`, solves the board: the answer of `logicPath(b, maxLevel).solved`
 * without its path, for the generator's test of each given it takes away (on 25x25 some 300 a try, most of
 * its time). Singles are written in all at once ({@link placeSingles}), then every locked candidate
 * ({@link applyLockedCandidates}), then the first rung above that finds anything, as long as it does, and
 * again. The order differs from the ladder's, not the end: every technique's
 * deductions stay true, and stay deducible, as candidates shrink (a pair stays a pair or becomes singles), so
 * any order reaches the same board (up to "expert"; generate.test.ts compares the two on every removal of whole tries).
 */
export function solvesUpTo(b: Board, maxLevel: Level): boolean {
  // Trial is no such technique: it tries only a few cells, so what it finds depends on the board it meets.
  if (maxLevel === "diabolical") return logicPath(b, maxLevel).solved;
  const top = levelIndex(maxLevel);
  const above = LADDER.filter((r) => levelIndex(r.level) > 1 && levelIndex(r.level) <= top);
  for (;;) {
    if (!placeSingles(b)) return false;
    if (b.isSolved()) return true;
    if (top === 0 || b.isBroken()) return false;
    if (applyLockedCandidates(b)) continue;
    // The first rung that finds something is applied until it finds nothing more, then singles again.
    let progress = false;
    for (const rung of above) {
      for (let f = rung.find(b); f; f = b.isBroken() ? null : rung.find(b)) {
        apply(b, f);
        progress = true;
      }
      if (progress) break;
    }
    if (!progress) return false;
  }
}

/**
 * The ladder as a grading ladder: each technique at its level, its rating its score; a path that stops
 * short of the solution needed trial. Score = 100 x the hardest level's index + the summed weight of the
 * steps above the plainest (rating - 1 each, capped at 99), so more and harder steps score higher within a
 * level.
 */
const GRADES: GradeLadder = {
  techniques: Object.fromEntries(LADDER.map((r) => [r.id, { level: r.level, score: r.rating }])),
  easiest: "easy",
  unfinished: { level: "diabolical", score: rungOf("trial").rating, technique: "trial" },
  score: ({ rung, sum, steps }) =>
    100 * levelIndex((rung?.level ?? "easy") as Level) + Math.min(99, Math.round(sum - steps)),
};

/** The grade of a path: the level of its hardest technique (see {@link GRADES} for the score). */
export function gradeOf(path: LogicPath): Grade {
  return gradeFromSteps(path.findings, GRADES, path.solved ? 0 : 1);
}
