// Hints of the genres whose model has one 0/1 variable per cell (shading, lights): the explaining engine logs
// each removal with its rule, and the first removal about a cell decides it. Reading that log as steps is the
// same for every such genre; what a rule means to a person is the genre's.
import { cellAt, cellName } from "./cells.js";
import type { Step } from "./types.js";

/** A removal an explaining engine logged, as the kit reads it (the shape of `@gridsmith/constraint`'s). */
export interface LoggedRemoval {
  variable: number;
  value: number;
  reason: { rule: string; vars?: readonly number[] } | null;
}

/** What one removal means: its technique, the words after the cell's name (`is shaded: ...`), the deduction. */
export interface CellStepMeaning<D> {
  technique: string;
  message: string;
  deduction: D;
}

/**
 * Reads the removals of a model whose variable i is cell i of a grid `width` cells wide as steps: the first
 * removal about a cell not in `known` is a step, `meaning` says what it is (null for no step: a cell that is
 * not played), the cell is named first in its message, and the cells of the rule's other variables are its
 * `because`. A rule without a reason reads as rule `trial`.
 */
export function cellStepReader<D>(
  width: number,
  known: Iterable<number>,
  meaning: (rule: string, removal: LoggedRemoval) => CellStepMeaning<D> | null,
): (removal: LoggedRemoval) => Step<D> | null {
  const decided = new Set<number>(known);
  return (r) => {
    const cell = r.variable;
    if (decided.has(cell)) return null;
    const m = meaning(r.reason?.rule ?? "trial", r);
    if (m === null) return null;
    decided.add(cell);
    const at = cellAt(cell, width);
    const others = (r.reason?.vars ?? []).filter((v) => v !== cell).map((v) => cellAt(v, width));
    return {
      technique: m.technique,
      message: `${cellName(at)} ${m.message}`,
      cells: [at],
      ...(others.length > 0 ? { because: { cells: others } } : {}),
      deductions: [m.deduction],
    };
  };
}
