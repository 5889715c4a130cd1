import { chars } from "../code-points.js";
import { showCells } from "../draw.js";
import { type Geometry, slotsInReadingOrder } from "../geometry.js";
import type { CrosspatchPuzzle } from "../puzzle.js";

/** What kkck prints before its solutions: the initial state and one choice count per reduction pass. */
export interface KkckTrace {
  initial: string;
  /** Total (slot, word) choices after each pass of cyclic reduction. */
  passes: number[];
  /** Where a crossing cell lost every letter (kkck stopped there with "No choices"), if it did. */
  emptyAt: { row: number; col: number } | null;
}

/**
 * Replays kkck's cyclic reduction on sets, pass by pass, in a fixed order (cells row by row, slots in kkck's
 * sorted order, words alphabetically), so the `=== Cyclic reduction` lines are reproducible. The three tests
 * count a word listed n times as n words. This is display only; solving is done by the solver.
 */
export function kkckTrace(puzzle: CrosspatchPuzzle, geometry: Geometry): KkckTrace {
  const mult = new Map<string, number>();
  for (const w of puzzle.words) mult.set(w, (mult.get(w) ?? 0) + 1);
  const letters = new Map([...mult.keys()].map((w) => [w, chars(w)]));
  const slots = geometry.slots;
  const choices: Set<string>[] = slots.map((slot) => {
    const set = new Set<string>();
    for (const [w, ls] of letters) {
      if (ls.length !== slot.length) continue;
      if (
        slot.cells.every((id, p) => geometry.cells[id]!.given === null || geometry.cells[id]!.given === ls[p])
      ) {
        set.add(w);
      }
    }
    return set;
  });
  const total = () => choices.reduce((n, s) => n + s.size, 0);
  const posIn = (s: number, cellId: number) => slots[s]!.cells.indexOf(cellId);
  const lettersAt = (s: number, cellId: number): Set<string> => {
    const p = posIn(s, cellId);
    return new Set([...choices[s]!].map((w) => letters.get(w)![p]!));
  };
  const cellSlots = (id: number) => {
    const c = geometry.cells[id]!;
    return [c.across, c.down].filter((s) => s >= 0);
  };
  const show = (): string => {
    const empty = total() === 0;
    return showCells(geometry, (id) => {
      if (empty) return geometry.cells[id]!.given ?? "#";
      const sets = cellSlots(id).map((s) => lettersAt(s, id));
      if (sets.length === 0) return "#";
      const common = [...sets[0]!].filter((ch) => sets.every((set) => set.has(ch)));
      return common.length === 1 ? common[0]! : "#";
    });
  };
  const initial = show();
  const order = slotsInReadingOrder(geometry);
  const words = [...mult.keys()].sort();
  const passes: number[] = [];
  let emptyAt: { row: number; col: number } | null = null;
  for (;;) {
    const before = total();
    // 1. Intersection test, cell by cell.
    for (let id = 0; id < geometry.cells.length && !emptyAt; id++) {
      const cell = geometry.cells[id]!;
      if (cell.across < 0 || cell.down < 0) continue;
      const h = lettersAt(cell.across, id);
      const v = lettersAt(cell.down, id);
      const both = new Set([...h].filter((ch) => v.has(ch)));
      if (both.size === 0) emptyAt = { row: cell.row, col: cell.col };
      for (const s of [cell.across, cell.down]) {
        const p = posIn(s, id);
        for (const w of [...choices[s]!]) if (!both.has(letters.get(w)![p]!)) choices[s]!.delete(w);
      }
    }
    if (emptyAt) break;
    // 2. Unique-word test: a word that is the only choice of as many slots as it is listed leaves the others.
    for (const s of order) {
      if (choices[s]!.size !== 1) continue;
      const w = [...choices[s]!][0]!;
      const holders = order.filter((t) => choices[t]!.size === 1 && choices[t]!.has(w));
      if (holders.length !== mult.get(w)) continue;
      for (const t of order) if (!holders.includes(t)) choices[t]!.delete(w);
    }
    // 3. Unique-slot test: a word with only as many slots as it is listed goes in them.
    for (const w of words) {
      const where = order.filter((t) => choices[t]!.has(w));
      if (where.length === 0 || where.length !== mult.get(w)) continue;
      for (const t of where) for (const o of [...choices[t]!]) if (o !== w) choices[t]!.delete(o);
    }
    const after = total();
    passes.push(after);
    if (after === slots.length || before <= after) break;
  }
  return { initial, passes, emptyAt };
}
