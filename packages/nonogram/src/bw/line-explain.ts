import type { Explanation } from "@gridsmith/constraint";
import { lineFeasibleBits, MAX_BITS_LINE } from "../line/bits.js";
import { loadedFeasible, loadLine, setLoadedCell } from "../line/words.js";
import type { FieldModel } from "./field-model.js";

/** @internal The longest line explained on bit masks; a test lowers it to check the long-line path by brute force. */
export const explainPaths = { maskLimit: MAX_BITS_LINE };

/**
 * Why a line fixed a cell (or failed), for the engine's learning search: the cells of the line known when the
 * line's run began (a line solve reads only those), the latest fixed first, each dropped while the line stays
 * infeasible with the cell the other way (for a failure: infeasible at all). What is left is an irredundant
 * reason: no cell of it can go, so the clause learnt from it is as short as this line allows, and made of the
 * oldest cells that do it, whose literals lie on lower decision levels (the farthest-first order this
 * replaced kept the cells near the inferred one, however recent: 4-10 % more nodes on the tournament sets,
 * see tooling/bench/RESULTS.md). Cells fixed before the search come last and cost a reason nothing, so their
 * order among themselves changes no reason.
 */
export function explainLine(field: FieldModel, line: number, e: Explanation): void {
  const vars = field.lineVars[line]!;
  const xi = e.variable < 0 ? -1 : vars.indexOf(e.variable);
  e.at = e.runStart();
  if (vars.length <= explainPaths.maskLimit) explainOnMasks(field, line, e, xi);
  else explainOnCells(field, line, e, xi);
}

/**
 * {@link explainLine} on two bit masks (filled, empty), for lines of at most 30 cells: no array is written,
 * as conflict analysis asks for about twenty reasons per conflict.
 */
function explainOnMasks(field: FieldModel, line: number, e: Explanation, xi: number): void {
  const vars = field.lineVars[line]!;
  const n = vars.length;
  let filled = 0;
  let empty = 0;
  for (let i = 0; i < n; i++) {
    if (i === xi) continue;
    const v = e.fixedValue(vars[i]!);
    if (v === 1) filled |= 1 << i;
    else if (v === 0) empty |= 1 << i;
  }
  const known = filled | empty;
  if (xi >= 0) {
    // The line forced cell xi to its value exactly when it is infeasible with the other one.
    const forced = e.equal ? e.value : 1 - e.value;
    if (forced === 1) empty |= 1 << xi;
    else filled |= 1 << xi;
  }
  const clues = field.lengths;
  const start = field.clueStart[line]!;
  const k = field.clueLength[line]!;
  // The known cells, the latest fixed first.
  const order = ORDER;
  let count = 0;
  for (let bits = known; bits !== 0; bits &= bits - 1) order[count++] = 31 - Math.clz32(bits & -bits);
  latestFirst(order, count, vars, e);
  // One by one, each cell goes when the line stays infeasible without it. A run of cells can be tried at once:
  // the line stays infeasible without all of them exactly when the one-by-one pass would drop each (fewer
  // known cells only make a line more feasible), so runs that double in length, then halve, find the next
  // kept cell in a few checks where the first cells of the order (mostly dropped) took one each. Same result.
  // (No closure for "run j .. j+t can go": one made per call costs more than it saves.)
  const prefix = PREFIX;
  prefix[0] = 0;
  for (let j = 0; j < count; j++) prefix[j + 1] = prefix[j]! | (1 << order[j]!);
  // Whether the line is infeasible with every known cell is asked only when no cell could go (a cell going
  // means infeasible without it, so with it): one line pass less an explanation, about a tenth of them.
  let dropped = false;
  for (let j = 0; j < count; ) {
    // The longest run order[j .. j+t) that can go: t doubles while it can, then a binary search.
    let ok = 0;
    let t = 1;
    while (j + t <= count) {
      const run = prefix[j + t]! & ~prefix[j]!;
      if (lineFeasibleBits(clues, start, k, n, filled & ~run, empty & ~run)) break;
      ok = t;
      t *= 2;
    }
    let bad = Math.min(t, count - j + 1);
    while (bad - ok > 1) {
      const mid = (ok + bad) >> 1;
      const run = prefix[j + mid]! & ~prefix[j]!;
      if (lineFeasibleBits(clues, start, k, n, filled & ~run, empty & ~run)) bad = mid;
      else ok = mid;
    }
    const bits = prefix[j + ok]! & ~prefix[j]!;
    if (bits !== 0) dropped = true;
    filled &= ~bits;
    empty &= ~bits;
    // order[j + ok] is kept: the line is feasible without it, given the run before it gone.
    j += ok + 1;
  }
  if (!dropped && lineFeasibleBits(clues, start, k, n, filled, empty)) {
    // Not the line's inference alone: everything known of its cells.
    for (const x of vars) e.becauseDomain(x);
    return;
  }
  for (let j = 0; j < count; j++) {
    const bit = 1 << order[j]!;
    if ((filled & bit) !== 0) e.becauseEqual(vars[order[j]!]!, 1);
    else if ((empty & bit) !== 0) e.becauseEqual(vars[order[j]!]!, 0);
  }
}

// Scratch of explainOnMasks (never reassigned, so the compiled code holds it as a constant).
const ORDER = new Int32Array(MAX_BITS_LINE);
const PREFIX = new Int32Array(MAX_BITS_LINE + 1);
// When each cell of `order` was fixed, for latestFirst (grown for long lines).
let entries = new Int32Array(64);

/**
 * Sorts the line positions `order[0 .. count)` by when their cells were fixed, the latest first, keeping the
 * given order among equals (an insertion sort: about fifteen known cells a line).
 */
function latestFirst(order: Int32Array, count: number, vars: Int32Array, e: Explanation): void {
  if (entries.length < count) entries = new Int32Array(2 * count);
  const at = entries;
  for (let a = 0; a < count; a++) {
    const p = order[a]!;
    const key = e.fixedEntry(vars[p]!);
    let b = a - 1;
    while (b >= 0 && at[b]! < key) {
      order[b + 1] = order[b]!;
      at[b + 1] = at[b]!;
      b--;
    }
    order[b + 1] = p;
    at[b + 1] = key;
  }
}

// Reused between calls of the long-line path.
let order = new Int32Array(64);
let cells = new Uint8Array(64);
// order[j .. cleared) are unknown in the loaded line of the long-line path (j its current run's start).
let cleared = 0;

/** Loads order[.. end) of the current run as unknown and the order's cells from `end` on as known. */
function clearTo(end: number): void {
  for (; cleared < end; cleared++) setLoadedCell(order[cleared]!, 0);
  for (; cleared > end; cleared--) setLoadedCell(order[cleared - 1]!, cells[order[cleared - 1]!]!);
}

/** {@link explainOnMasks} for lines too long for one bit mask, on word masks loaded once (`words.ts`). */
function explainOnCells(field: FieldModel, line: number, e: Explanation, xi: number): void {
  const vars = field.lineVars[line]!;
  const n = vars.length;
  if (order.length < n) {
    order = new Int32Array(2 * n);
    cells = new Uint8Array(2 * n);
  }
  // 0 unknown, 1 filled, 2 empty: the scalar line solver's cell codes.
  for (let i = 0; i < n; i++) {
    const v = i === xi ? Number.NaN : e.fixedValue(vars[i]!);
    cells[i] = Number.isNaN(v) ? 0 : v === 1 ? 1 : 2;
  }
  let count = 0;
  for (let i = 0; i < n; i++) if (cells[i] !== 0) order[count++] = i;
  latestFirst(order, count, vars, e);
  if (xi >= 0) {
    const forced = e.equal ? e.value : 1 - e.value;
    cells[xi] = forced === 1 ? 2 : 1;
  }
  const clues = field.lengths;
  const start = field.clueStart[line]!;
  const k = field.clueLength[line]!;
  loadLine(cells, n, k);
  // explainOnMasks's runs that double then halve, on the loaded line: order[j .. cleared) are unknown in it,
  // the rest of the order as known. Same result as one cell at a time (see there).
  let dropped = false;
  for (let j = 0; j < count; ) {
    cleared = j;
    let ok = 0;
    let t = 1;
    while (j + t <= count) {
      clearTo(j + t);
      if (loadedFeasible(clues, start, k, n)) break;
      ok = t;
      t *= 2;
    }
    let bad = Math.min(t, count - j + 1);
    while (bad - ok > 1) {
      const mid = (ok + bad) >> 1;
      clearTo(j + mid);
      if (loadedFeasible(clues, start, k, n)) bad = mid;
      else ok = mid;
    }
    clearTo(j + ok);
    for (let a = j; a < j + ok; a++) order[a] = -1;
    if (ok > 0) dropped = true;
    j += ok + 1;
  }
  if (!dropped && loadedFeasible(clues, start, k, n)) {
    for (const x of vars) e.becauseDomain(x);
    return;
  }
  for (let j = 0; j < count; j++) {
    const i = order[j]!;
    if (i >= 0) e.becauseEqual(vars[i]!, cells[i] === 1 ? 1 : 0);
  }
}
