import type { Explanation } from "@gridsmith/constraint";
import type { ColourField } from "./field.js";
import { colourLineFeasibleScalar } from "./line.js";
import { colourLineFeasibleAllow, MAX_COLOUR_BITS_LINE } from "./line-bits.js";

// Scratch for the line being shrunk, reused by every call (explanations run one at a time): each cell's
// colours, the colours it may get back, and for lines of up to 30 cells one mask per colour (bit i: cell i
// may take it), so that a feasibility test costs a few word operations per block, not a pass over the cells.
let cells = new Int32Array(32);
let lost = new Int32Array(32);
let order = new Int32Array(32);
const allow = new Int32Array(32);

function setCell(i: number, mask: number): void {
  const old = cells[i]!;
  cells[i] = mask;
  for (let m = old & ~mask; m !== 0; m &= m - 1) allow[31 - Math.clz32(m & -m)]! &= ~(1 << i);
  for (let m = mask & ~old; m !== 0; m &= m - 1) allow[31 - Math.clz32(m & -m)]! |= 1 << i;
}

function feasible(field: ColourField, line: number, n: number): boolean {
  const start = field.clueStart[line]!;
  const k = field.clueLength[line]!;
  if (n <= MAX_COLOUR_BITS_LINE)
    return colourLineFeasibleAllow(field.lengths, field.blockColours, start, k, allow, n);
  return colourLineFeasibleScalar(field.lengths, field.blockColours, start, k, cells, n);
}

/**
 * Why a colour line removed a colour from a cell (or fixed it, or failed), for the engine's learning search.
 * The line as it was just before, with the cell given the value(s) the inference rules out, is infeasible;
 * the reason is the colours the other cells had lost by then. It is shrunk greedily: whole cells first
 * (farthest from the inferred cell first, given back every colour lost above the root), then single lost
 * colours of the cells kept, each given back while the line stays infeasible. Colours lost at the root cost
 * nothing in a clause, so they are never given back. What is left is an irredundant reason.
 */
export function explainColourLine(field: ColourField, line: number, e: Explanation): void {
  const vars = field.lineVars[line]!;
  const n = vars.length;
  if (cells.length < n) {
    cells = new Int32Array(n);
    lost = new Int32Array(n);
    order = new Int32Array(n);
  }
  allow.fill(0);
  cells.fill(0, 0, n);
  // Every palette index as a mask (1 << 32 would wrap to 1, hence the special case).
  const all = field.colours >= 31 ? -1 : (1 << (field.colours + 1)) - 1;
  for (let i = 0; i < n; i++) {
    const x = vars[i]!;
    const before = e.bitsBefore(x);
    setCell(i, before);
    let back = 0;
    for (let gone = all & ~before; gone !== 0; gone &= gone - 1) {
      const u = 31 - Math.clz32(gone & -gone);
      if (!e.isRootRemoval(x, u)) back |= 1 << u;
    }
    lost[i] = back;
  }
  const xi = e.variable < 0 ? -1 : vars.indexOf(e.variable);
  let count = 0;
  if (xi >= 0) {
    // `x != v` holds when the line is infeasible with x = v; `x = v` when it is with x's other colours.
    setCell(xi, e.equal ? cells[xi]! & ~(1 << e.value) : 1 << e.value);
    if (!e.equal) lost[xi] = 0;
    for (let d = n - 1; d >= 1; d--) {
      if (xi - d >= 0) order[count++] = xi - d;
      if (xi + d < n) order[count++] = xi + d;
    }
  } else {
    for (let i = 0; i < n; i++) order[count++] = i;
  }
  if (feasible(field, line, n)) {
    // Cannot happen for a sound line solver; the whole line is always a valid reason.
    for (const x of vars) e.becauseDomain(x);
    return;
  }
  for (let o = 0; o < count; o++) {
    const i = order[o]!;
    if (lost[i] === 0) continue;
    const kept = cells[i]!;
    setCell(i, kept | lost[i]!);
    if (feasible(field, line, n)) setCell(i, kept);
    else lost[i] = 0;
  }
  for (let o = 0; o < count; o++) {
    const i = order[o]!;
    for (let give = lost[i]!; give !== 0; give &= give - 1) {
      const bit = give & -give;
      setCell(i, cells[i]! | bit);
      if (feasible(field, line, n)) setCell(i, cells[i]! & ~bit);
      else lost[i]! &= ~bit;
    }
  }
  if (xi >= 0 && e.equal) {
    for (let gone = lost[xi]!; gone !== 0; gone &= gone - 1)
      e.becauseNot(vars[xi]!, 31 - Math.clz32(gone & -gone));
  }
  for (let o = 0; o < count; o++) {
    const i = order[o]!;
    for (let gone = lost[i]!; gone !== 0; gone &= gone - 1)
      e.becauseNot(vars[i]!, 31 - Math.clz32(gone & -gone));
  }
}
