import type { Explanation } from "@gridsmith/constraint";
import { lineFeasibleBits, MAX_BITS_LINE } from "../line/bits.js";
import { lineFeasible } from "../line/solve-line.js";
import type { FieldModel } from "./field-model.js";

// Reused between calls: conflict analysis asks for thousands of reasons a second.
let order = new Int32Array(64);
let cells = new Uint8Array(64);

/**
 * Why a line fixed a cell (or failed), for the engine's learning search: the cells of the line known just
 * before, farthest from that cell first, each dropped while the line stays infeasible with the cell the other
 * way (for a failure: infeasible at all). What is left is an irredundant reason; cdcl.ts reasons the same way.
 */
export function explainLine(field: FieldModel, line: number, e: Explanation): void {
  const vars = field.lineVars[line]!;
  const n = vars.length;
  if (order.length < n) {
    order = new Int32Array(2 * n);
    cells = new Uint8Array(2 * n);
  }
  const xi = e.variable < 0 ? -1 : vars.indexOf(e.variable);
  e.at = e.runStart();
  // 0 unknown, 1 filled, 2 empty: the scalar line solver's cell codes.
  for (let i = 0; i < n; i++) {
    const v = i === xi ? Number.NaN : e.fixedValue(vars[i]!);
    cells[i] = Number.isNaN(v) ? 0 : v === 1 ? 1 : 2;
  }
  let count = 0;
  if (xi >= 0) {
    for (let d = n - 1; d >= 1; d--) {
      if (xi - d >= 0 && cells[xi - d] !== 0) order[count++] = xi - d;
      if (xi + d < n && cells[xi + d] !== 0) order[count++] = xi + d;
    }
    // The line forced cell xi to its value exactly when it is infeasible with the other one.
    const forced = e.equal ? e.value : 1 - e.value;
    cells[xi] = forced === 1 ? 2 : 1;
  } else {
    for (let i = 0; i < n; i++) if (cells[i] !== 0) order[count++] = i;
  }
  const kept = n <= MAX_BITS_LINE ? shrinkBits(field, line, n, count) : shrinkCells(field, line, n, count);
  if (!kept) {
    for (const x of vars) e.becauseDomain(x);
    return;
  }
  for (let k = 0; k < count; k++) {
    const i = order[k]!;
    if (i >= 0) e.becauseEqual(vars[i]!, cells[i] === 1 ? 1 : 0);
  }
}

/**
 * Drops from `order[0 .. count)` (setting it to -1) each cell the line stays infeasible without; false when
 * the line is feasible with all of them (the propagator's inference is not the line's alone).
 */
function shrinkBits(field: FieldModel, line: number, n: number, count: number): boolean {
  let filled = 0;
  let empty = 0;
  for (let i = 0; i < n; i++) {
    if (cells[i] === 1) filled |= 1 << i;
    else if (cells[i] === 2) empty |= 1 << i;
  }
  const clues = field.clues;
  const start = field.clueStart[line]!;
  const k = field.clueLength[line]!;
  if (lineFeasibleBits(clues, start, k, n, filled, empty)) return false;
  for (let j = 0; j < count; j++) {
    const bit = 1 << order[j]!;
    const f = filled & ~bit;
    const e = empty & ~bit;
    if (!lineFeasibleBits(clues, start, k, n, f, e)) {
      filled = f;
      empty = e;
      order[j] = -1;
    }
  }
  return true;
}

/** {@link shrinkBits} for lines too long for one bit mask. */
function shrinkCells(field: FieldModel, line: number, n: number, count: number): boolean {
  const view = cells.subarray(0, n);
  const feasible = () => lineFeasible(field.clues, field.clueStart[line]!, field.clueLength[line]!, view);
  if (feasible()) return false;
  for (let j = 0; j < count; j++) {
    const i = order[j]!;
    const old = view[i]!;
    view[i] = 0;
    if (feasible()) view[i] = old;
    else order[j] = -1;
  }
  return true;
}
