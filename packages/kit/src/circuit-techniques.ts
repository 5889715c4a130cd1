// The techniques of the constraint engine's `SingleCircuit` rules as hints name them: what every loop genre's
// steps (Country Road, Yajilin) read off a removal by the circuit, with a person's reason.
import type { Removal } from "@gridsmith/constraint";
import type { GridSize } from "./border-regions.js";
import { type LineDeduction, lineCount, lineEnds, lineName } from "./centre-lines.js";
import type { Step } from "./types.js";

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

/** What a loop or path genre (Country Road, Numberlink) tells {@link lineStepReader} about its model. */
export interface LineStepsOptions {
  /**
   * The puzzle's grid, cells numbered row by row: its lines ({@link lineCount} of them, in `centreEdges`
   * numbering) are the model's first variables (1 = not drawn, 0 = drawn); the rest make no step.
   */
  grid: GridSize;
  /** The cells a reason's variable stands for: a line's ends, a visited cell, ... */
  cellsOf(variable: number): number[];
  /** The technique of a rule that is not the circuit's, from the variables its reason read. */
  technique(rule: string, vars: readonly number[]): string;
  /** The reason in words of each of the genre's own techniques; one without is a trial. */
  why: Readonly<Record<string, string>>;
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
  return (r) => {
    const line = r.variable;
    if (line >= lines || decided.has(line)) return null;
    decided.add(line);
    const on = r.value === 0;
    const vars = r.reason?.vars ?? [];
    const rule = r.reason?.rule ?? "trial";
    const circuit = circuitTechnique(rule);
    const technique = circuit?.technique ?? options.technique(rule, vars);
    const why =
      circuit?.why ?? options.why[technique] ?? `${on ? "no line" : "a line"} there leads to a contradiction`;
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
