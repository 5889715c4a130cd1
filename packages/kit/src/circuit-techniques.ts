// The techniques of the constraint engine's `SingleCircuit` rules as hints name them: what every loop genre's
// steps (Country Road, Yajilin) read off a removal by the circuit, with a person's reason.
import type { Removal } from "@gridsmith/constraint";
import { fixMistakeStep } from "./attempt-answer.js";
import type { GridSize } from "./border-regions.js";
import { type LineDeduction, lineCount, lineEnds, lineName } from "./centre-lines.js";
import { beyondLadder } from "./grade.js";
import {
  type AttemptEntries,
  type ExplainingModel,
  type PropagationHints,
  propagationHints,
} from "./propagation-hints.js";
import { type RuleTechnique, ruleMeaning, TRIAL_RUNG } from "./rule-techniques.js";
import { EASY, MEDIUM } from "./technique-rungs.js";
import type { Problem, Step } from "./types.js";

/** The techniques of `SingleCircuit`'s rules, with their grades: what every loop genre's ladder starts with. */
export const CIRCUIT_TECHNIQUES = {
  "loop-end": EASY,
  "no-small-loop": MEDIUM,
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

/** A step of a loop or path genre as its techniques read it: the rule, the variables its reason read, the grid. */
export interface LineStep {
  /** The rule of the removal (`trial` for a trial's). */
  rule: string;
  /** The variables the removal's reason read: lines first, then whatever else the genre's model holds. */
  vars: readonly number[];
  /** The puzzle's grid, whose {@link lineCount} lines are the model's first variables. */
  grid: GridSize;
}

/** A loop or path genre's techniques, easiest first: each one's grade, the rules it reads and why (kit's `ruleMeaning`). */
export type LineTechniques = Readonly<Record<string, RuleTechnique<LineStep>>>;

/**
 * A loop or path genre's techniques: the circuit's ({@link CIRCUIT_TECHNIQUES}), its own (easiest first, each
 * with the rules it reads and why), then the `trial` that {@link lineStepReader} names a step no technique
 * claims, hardest.
 */
export function lineTechniques(techniques: LineTechniques): LineTechniques {
  return { ...CIRCUIT_TECHNIQUES, ...techniques, trial: TRIAL_RUNG };
}

/** What a loop or path genre (Country Road, Numberlink) tells {@link lineStepReader} about its model. */
export interface LineStepsOptions {
  /**
   * The puzzle's grid, cells numbered row by row: its lines ({@link lineCount} of them, in `centreEdges`
   * numbering) are the model's first variables (1 = not drawn, 0 = drawn); the rest make no step.
   */
  grid: GridSize;
  /** The cells a reason's variable stands for: a line's ends, a visited cell, ... */
  cellsOf(variable: number): number[];
  /**
   * The genre's techniques (see {@link lineTechniques}), read for a rule that is not the circuit's; a rule none
   * claims is a trial.
   */
  techniques: LineTechniques;
  /** How a message says a line is drawn, and is not: "on the loop", "not on the loop". */
  drawn: readonly [on: string, off: string];
}

/**
 * Turns each first decision about a line in a model's removals into a step (lines in `known` are decided
 * already): its technique the circuit's ({@link circuitTechnique}) or the genre's, its cells the line's
 * ends, its reasons the cells of the other variables the removal's reason read.
 */
export function lineStepReader(
  options: LineStepsOptions,
  known: ReadonlySet<number>,
): (r: Removal) => Step<LineDeduction> | null {
  const { grid } = options;
  const lines = lineCount(grid);
  const decided = new Set<number>(known);
  const at = (i: number) => ({ row: Math.floor(i / grid.width), col: i % grid.width });
  const meaning = ruleMeaning(options.techniques);
  return (r) => {
    const line = r.variable;
    if (line >= lines || decided.has(line)) return null;
    decided.add(line);
    const on = r.value === 0;
    const vars = r.reason?.vars ?? [];
    const rule = r.reason?.rule ?? "trial";
    const { technique, why } = circuitTechnique(rule) ??
      meaning({ rule, vars, grid }) ?? {
        technique: "trial",
        why: `${on ? "no line" : "a line"} there leads to a contradiction`,
      };
    const because = [...new Set(vars.filter((v) => v !== line).flatMap(options.cellsOf))].map(at);
    return {
      technique,
      message: `${lineName(grid, line)} is ${options.drawn[on ? 0 : 1]}: ${why}`,
      cells: lineEnds(grid, line).map(at),
      ...(because.length > 0 ? { because: { cells: because } } : {}),
      deductions: [{ line, on }],
    };
  };
}

/**
 * The step of a hint on a wrong entry of `line` (technique `fix-mistake`): "the line from r1c1 to r1c2 is a
 * mistake: in the puzzle's one solution it is not on the loop", its deduction the line as the solution has it
 * (`on`), its cells the line's ends.
 */
export function lineMistakeStep(
  grid: GridSize,
  line: number,
  on: boolean,
  drawn: readonly [on: string, off: string],
): Step<LineDeduction> {
  const at = (i: number) => ({ row: Math.floor(i / grid.width), col: i % grid.width });
  return fixMistakeStep(lineName(grid, line), lineEnds(grid, line).map(at), `is ${drawn[on ? 0 : 1]}`, {
    line,
    on,
  });
}

/** What a loop or path genre on the engine (Country Road, Numberlink) tells {@link lineHints}. */
export interface LineHintsOf<Puzzle extends GridSize> extends Pick<LineStepsOptions, "techniques" | "drawn"> {
  /** What is wrong with a puzzle's shape (its values may be anything a caller sends). */
  shapeProblems(puzzle: Puzzle): readonly Problem[];
  /** What is wrong with an attempt's shape at a puzzle of the right shape. */
  attemptProblems(puzzle: Puzzle, attempt: AttemptEntries): readonly Problem[];
  /** The puzzle's explaining model, its lines the first variables; null when it contradicts itself at once. */
  model(puzzle: Puzzle): ExplainingModel | null;
  /** The cells each of a puzzle's model's variables stands for (see {@link LineStepsOptions}). */
  cellsOf(puzzle: Puzzle): LineStepsOptions["cellsOf"];
  /** How many of the model's variables, from 0, trials try (default the lines). */
  variables?(puzzle: Puzzle): number;
}

/**
 * A loop or path genre's hint, explain and grade, read off the engine's explained propagation (see
 * `propagationHints`): a step decides a line, read by {@link lineStepReader}; an attempt gives a line per
 * entry, in `centreEdges` numbering.
 */
export function lineHints<Puzzle extends GridSize>(
  of: LineHintsOf<Puzzle>,
): PropagationHints<Puzzle, LineDeduction> {
  return propagationHints<Puzzle, LineDeduction>({
    shapeProblems: of.shapeProblems,
    attemptProblems: of.attemptProblems,
    model: of.model,
    reader: (puzzle, _, known) =>
      lineStepReader(
        { grid: puzzle, cellsOf: of.cellsOf(puzzle), techniques: of.techniques, drawn: of.drawn },
        known,
      ),
    pieces: lineCount,
    variables: of.variables ?? lineCount,
    ladder: beyondLadder(of.techniques),
    mistake: (puzzle, line, answer) => lineMistakeStep(puzzle, line, answer[line] === 1, of.drawn),
  });
}
