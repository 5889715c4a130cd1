// Grading from a logical solution path, as every type grades: count the steps of each technique, take the
// hardest the path needed, and read the level off the type's ladder. Types differ only in their ladder and
// in how they turn the path into a score, so both are data here and the walk is written once.
import type { Grade, Problem, Step } from "./types.js";

/** One technique on a ladder: the level it stands for and how hard one step of it is (its score). */
export interface Rung {
  level: string;
  score: number;
}

/** What a path made of its steps, for a ladder's own {@link GradeLadder.score}. */
export interface PathSummary {
  /** How many steps each technique took. */
  techniques: Record<string, number>;
  /** The hardest technique (highest rung; the first of equals on the path), or the unfinished one. */
  hardest: string | undefined;
  /** The rung of `hardest`. */
  rung: Rung | undefined;
  /** The summed score of the steps' rungs. */
  sum: number;
  /** How many steps there were. */
  steps: number;
  /** What the path leaves undecided (0 when it solves the puzzle). */
  left: number;
}

/** A type's difficulty ladder: its techniques' rungs, what an unfinished path is, and how to score a path. */
export interface GradeLadder {
  /** The techniques a step can name. One not listed is counted, but is never the hardest and scores nothing. */
  techniques: Readonly<Record<string, Rung>>;
  /** The level of a path with no steps (a puzzle that needs no deduction). */
  easiest: string;
  /**
   * A path that leaves something undecided: its level, the score it adds, and the technique it names the
   * hardest (`search`); without one the path's own hardest technique stays the hardest.
   */
  unfinished: Rung & { technique?: string };
  /** The score of a path; by default the summed score of its steps, plus `unfinished.score` when unfinished. */
  score?: (path: PathSummary) => number;
}

/**
 * The ladder of a genre graded by propagation: `techniques` (easiest first, each with its grade), a path with
 * no steps "easy", and one that leaves something undecided "beyond", scoring 1000 above its steps.
 */
export function beyondLadder(techniques: Readonly<Record<string, Rung>>): GradeLadder {
  return { techniques, easiest: "easy", unfinished: { level: "beyond", score: 1000 } };
}

/**
 * The grade of a logical solution path on `ladder`: the level of the hardest technique the steps need
 * (`ladder.unfinished`'s when `left`, what the steps leave undecided, is above 0), with each technique's
 * count and the ladder's score.
 */
export function gradeFromSteps(
  steps: readonly Pick<Step, "technique">[],
  ladder: GradeLadder,
  left = 0,
): Grade {
  const techniques: Record<string, number> = {};
  let hardest: string | undefined;
  let rung: Rung | undefined;
  let sum = 0;
  for (const { technique } of steps) {
    techniques[technique] = (techniques[technique] ?? 0) + 1;
    const r = ladder.techniques[technique];
    if (r === undefined) continue;
    sum += r.score;
    if (rung === undefined || r.score > rung.score) {
      hardest = technique;
      rung = r;
    }
  }
  if (left > 0 && ladder.unfinished.technique !== undefined) {
    hardest = ladder.unfinished.technique;
    rung = ladder.unfinished;
  }
  const path: PathSummary = { techniques, hardest, rung, sum, steps: steps.length, left };
  const score = ladder.score ? ladder.score(path) : sum + (left > 0 ? ladder.unfinished.score : 0);
  const level = left > 0 ? ladder.unfinished.level : (rung?.level ?? ladder.easiest);
  return hardest === undefined ? { level, score, techniques } : { level, score, hardest, techniques };
}

/**
 * A ladder of techniques ranked easiest first: technique i stands at `levels[i]` with score i + 1, and an
 * unfinished path needs `search`, at `levels[techniques.length]`. A path scores 100 per rank of its hardest
 * technique, plus the steps that needed it (or, unfinished, what it leaves), at most 99.
 */
export function rankedLadder(techniques: readonly string[], levels: readonly string[]): GradeLadder {
  return {
    techniques: Object.fromEntries(techniques.map((t, i) => [t, { level: levels[i]!, score: i + 1 }])),
    easiest: levels[0]!,
    unfinished: { level: levels[techniques.length]!, score: techniques.length + 1, technique: "search" },
    score: ({ hardest, rung, techniques: counts, left }) =>
      rung === undefined ? 0 : rung.score * 100 + Math.min(99, counts[hardest!] ?? left),
  };
}

/**
 * A logical solution path: the steps `next` finds one after another, each handed to `apply` before the
 * next is asked for, until `next` finds nothing (null, or a step that deduces nothing).
 */
export function pathOfSteps<S extends Step>(next: () => S | null, apply: (step: S) => void): S[] {
  const steps: S[] = [];
  for (let step = next(); step !== null && step.deductions.length > 0; step = next()) {
    apply(step);
    steps.push(step);
  }
  return steps;
}

/** The hint for an attempt with a mistake (its first `check` problem): fix that first. */
export function mistakeStep<D>(problem: Problem): Step<D> {
  return {
    technique: "mistake",
    message: `fix this first: ${problem.message}`,
    cells: problem.cells ?? [],
    deductions: [],
  };
}

/** The hint for a puzzle that is wrong in itself (its first `validate` problem): fix the puzzle first. */
export function invalidPuzzleStep<D>(problem: Problem): Step<D> {
  return {
    technique: "invalid-puzzle",
    message: `the puzzle itself is wrong: ${problem.message}`,
    cells: problem.cells ?? [],
    deductions: [],
  };
}
