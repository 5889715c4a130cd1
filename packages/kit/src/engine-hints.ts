// Hint, explain and grade from the constraint engine's explained propagation, for a type whose attempt fixes
// some of its model's variables (a loop genre's lines, a shading genre's cells): the walk is the engine's
// (`nextPropagationStep`, `propagationSteps`), the grade the kit's ladder; a type says what its variables
// mean to a person (`stepOf`) and which of them an attempt decides.
import { type Model, nextPropagationStep, propagationSteps, type Removal } from "@gridsmith/constraint";
import { type GradeLadder, gradeFromSteps } from "./grade.js";
import type { Grade, Problem, Step } from "./types.js";

/** What a type tells {@link engineHints}. */
export interface EngineHintRules<P, A, D> {
  /** The problems that make a puzzle unreadable (a wrong shape); hint throws on the first. */
  puzzleProblems(puzzle: P): readonly Problem[];
  /** The problems that make an attempt unreadable (a wrong shape); hint throws on the first. */
  attemptProblems(puzzle: P, attempt: A): readonly Problem[];
  /** The puzzle's model; `engineHints` turns explaining on. */
  model(puzzle: P): Model;
  /** The model's variables `attempt` decides, each with its value. */
  decided(puzzle: P, attempt: A): Iterable<readonly [number, number]>;
  /** How many of the model's variables, from 0, are the puzzle's own: what trials try and grades count. */
  variables(puzzle: P): number;
  /** How many steps a walk that decides everything makes (default `variables`): what a grade counts. */
  decidable?(puzzle: P): number;
  /** The step a removal is, given the variables already decided; null for one that is no step. */
  stepOf(puzzle: P, known: ReadonlySet<number>): (removal: Removal) => Step<D> | null;
  /** The grades of the techniques the steps name. */
  ladder: GradeLadder;
}

/** What {@link engineHints} makes: a type's `hint`, `explain` and `grade`. */
export interface EngineHints<P, A, D> {
  /** The next step from an attempt; null when it contradicts the puzzle or nothing follows. */
  hint(puzzle: P, attempt?: A | null): Step<D> | null;
  /** The whole logical solution from nothing. */
  explain(puzzle: P): Step<D>[];
  /** The grade of the hardest technique the logical solution needs. */
  grade(puzzle: P): Grade;
}

/**
 * `hint`, `explain` and `grade` on the engine: a hint is the first step the propagation from an attempt's
 * decisions makes (failing that, a trial that fails at once), null when the attempt contradicts the puzzle
 * or nothing follows; explain is the whole walk from nothing; the grade is its hardest technique, "beyond"
 * (the ladder's `unfinished`) for the variables it leaves open.
 */
export function engineHints<P, A, D>(rules: EngineHintRules<P, A, D>): EngineHints<P, A, D> {
  const modelFor = (puzzle: P, attempt: A | null | undefined) => {
    const m = rules.model(puzzle);
    m.explaining = true;
    const known = new Set<number>();
    if (attempt != null)
      for (const [x, v] of rules.decided(puzzle, attempt)) {
        if (!m.assign(x, v)) return null;
        known.add(x);
      }
    return { m, known };
  };
  const hint = (puzzle: P, attempt?: A | null): Step<D> | null => {
    const wrong = [
      ...rules.puzzleProblems(puzzle),
      ...(attempt == null ? [] : rules.attemptProblems(puzzle, attempt)),
    ];
    if (wrong.length > 0) throw new Error(wrong[0]!.message);
    const at = modelFor(puzzle, attempt);
    if (at === null) return null;
    return nextPropagationStep(at.m, rules.stepOf(puzzle, at.known), {
      from: 0,
      variables: rules.variables(puzzle),
    });
  };
  const explain = (puzzle: P): Step<D>[] => {
    const at = modelFor(puzzle, null);
    return at === null
      ? []
      : propagationSteps(at.m, rules.stepOf(puzzle, at.known), { variables: rules.variables(puzzle) });
  };
  const grade = (puzzle: P): Grade => {
    const steps = explain(puzzle);
    const all = rules.decidable?.(puzzle) ?? rules.variables(puzzle);
    return gradeFromSteps(steps, rules.ladder, all - steps.length);
  };
  return { hint, explain, grade };
}

/**
 * The entries an attempt decides among its first `count` (1 yes, -1 no, anything else undecided), as model
 * values (1, 0) for {@link EngineHintRules.decided}; entries `open` refuses are left out.
 */
export function attemptDecisions(
  attempt: readonly (number | null | undefined)[],
  count: number,
  open: (index: number) => boolean = () => true,
): [number, number][] {
  const out: [number, number][] = [];
  for (let x = 0; x < Math.min(attempt.length, count); x++)
    if ((attempt[x] === 1 || attempt[x] === -1) && open(x)) out.push([x, attempt[x] === 1 ? 1 : 0]);
  return out;
}

/** The techniques of `SingleCircuit`'s rules, with their grades: what every loop genre's ladder starts with. */
export const CIRCUIT_TECHNIQUES = {
  "loop-end": { score: 1, level: "easy" },
  "no-small-loop": { score: 2, level: "medium" },
  "loop-connected": { score: 3, level: "medium" },
} as const;

/**
 * The technique (one of {@link CIRCUIT_TECHNIQUES}) and a person's reason for a removal by a `SingleCircuit`
 * rule (`Reason.rule`); null for any other rule.
 */
export function circuitTechnique(
  rule: string,
): { technique: keyof typeof CIRCUIT_TECHNIQUES; why: string } | null {
  if (rule === "circuit.degree")
    return { technique: "loop-end", why: "the loop cannot end in a cell, nor pass it twice" };
  if (rule === "circuit.subtour" || rule === "circuit.closed")
    return { technique: "no-small-loop", why: "it would close a loop that leaves other lines out" };
  if (rule === "circuit.connectivity" || rule === "circuit.bridge")
    return { technique: "loop-connected", why: "the loop must stay one piece" };
  return null;
}
