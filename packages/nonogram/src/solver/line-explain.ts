import type { Explanation } from "@gridsmith/constraint";
import { lineFeasible } from "../line/solve-line.js";
import type { FieldModel } from "./field-model.js";

/**
 * Why a line fixed a cell (or failed), for the engine's learning search: the cells of the line known just
 * before, farthest from that cell first, each dropped while the line stays infeasible with the cell the other
 * way (for a failure: infeasible at all). What is left is an irredundant reason; cdcl.ts reasons the same way.
 */
export function explainLine(field: FieldModel, line: number, e: Explanation): void {
  const vars = field.lineVars[line]!;
  const n = vars.length;
  const xi = e.variable < 0 ? -1 : vars.indexOf(e.variable);
  // 0 unknown, 1 filled, 2 empty: the scalar line solver's cell codes.
  const cells = new Uint8Array(n);
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    const v = e.fixedValue(vars[i]!);
    if (i !== xi && !Number.isNaN(v)) cells[i] = v === 1 ? 1 : 2;
  }
  if (xi >= 0) {
    for (let d = n - 1; d >= 1; d--) {
      if (xi - d >= 0 && cells[xi - d] !== 0) order.push(xi - d);
      if (xi + d < n && cells[xi + d] !== 0) order.push(xi + d);
    }
    // The line forced cell xi to its value exactly when it is infeasible with the other one.
    const forced = e.equal ? e.value : 1 - e.value;
    cells[xi] = forced === 1 ? 2 : 1;
  } else {
    for (let i = 0; i < n; i++) if (cells[i] !== 0) order.push(i);
  }
  if (feasible(field, line, cells)) {
    for (const x of vars) e.becauseDomain(x);
    return;
  }
  for (const i of order) {
    const kept = cells[i]!;
    cells[i] = 0;
    if (feasible(field, line, cells)) cells[i] = kept;
  }
  for (const i of order) if (cells[i] !== 0) e.becauseEqual(vars[i]!, cells[i] === 1 ? 1 : 0);
}

function feasible(field: FieldModel, line: number, cells: Uint8Array): boolean {
  return lineFeasible(field.clues, field.clueStart[line]!, field.clueLength[line]!, cells);
}
