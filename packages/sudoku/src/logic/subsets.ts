import { digitsOf, type Geometry, popcount, unitName } from "../puzzle.js";
import type { Board } from "./board.js";
import { elimination, type Finding, type TechniqueId } from "./finding.js";
import { cellsText, digitsText } from "./words.js";

const NAKED: Record<number, TechniqueId> = { 2: "naked-pair", 3: "naked-triple", 4: "naked-quad" };
const HIDDEN: Record<number, TechniqueId> = { 2: "hidden-pair", 3: "hidden-triple", 4: "hidden-quad" };
const WORD: Record<number, string> = { 2: "two", 3: "three", 4: "four" };

/** A subset's cells and the candidates it rules out, with why. */
interface Subset {
  pattern: number[];
  removes: [number, number][];
  reason: () => string;
}

/**
 * Calls `visit` with each k-subset of the items (as indexes, in lexicographic order) whose `masks` join to
 * at most k bits, until it answers a subset that rules something out, and returns that as a finding of
 * `technique` in unit `u`. A branch whose masks already join to more than k bits is cut, as no subset in it
 * can be one (on 25x25 the uncut walk over every k-subset was most of the generator's time).
 */
function firstSubset(
  g: Geometry,
  technique: TechniqueId,
  u: number,
  masks: readonly number[],
  k: number,
  visit: (chosen: number[]) => Subset | null,
): Finding | null {
  const count = masks.length;
  const chosen: number[] = [];
  const go = (start: number, union: number): Finding | null => {
    if (chosen.length === k) {
      const subset = visit(chosen);
      if (subset === null || subset.removes.length === 0) return null;
      return elimination(g, technique, subset.removes, subset.pattern, [u], subset.reason);
    }
    for (let i = start; i <= count - (k - chosen.length); i++) {
      const joined = union | masks[i]!;
      if (popcount(joined) > k) continue;
      chosen.push(i);
      const found = go(i + 1, joined);
      if (found) return found;
      chosen.pop();
    }
    return null;
  };
  return go(0, 0);
}

/** k cells of a unit whose candidates together are k digits: those digits leave the unit's other cells. */
export function nakedSubset(k: number): (b: Board) => Finding | null {
  return (b) => {
    const { g, cands, values } = b;
    for (let u = 0; u < g.unitCount; u++) {
      const open: number[] = [];
      const small: number[] = [];
      for (const c of b.unit(u)) {
        if (values[c] !== 0) continue;
        open.push(c);
        const count = popcount(cands[c]!);
        if (count >= 2 && count <= k) small.push(c);
      }
      if (open.length <= k || small.length < k) continue;
      const found = firstSubset(
        g,
        NAKED[k]!,
        u,
        small.map((c) => cands[c]!),
        k,
        (chosen) => {
          let union = 0;
          for (const i of chosen) union |= cands[small[i]!]!;
          if (popcount(union) !== k) return null;
          // Nothing to rule out: the same null as an empty list, without building it.
          let rest = 0;
          for (const c of open) if (!chosen.some((i) => small[i] === c)) rest |= cands[c]!;
          if ((rest & union) === 0) return null;
          const pattern = chosen.map((i) => small[i]!);
          const removes: [number, number][] = [];
          for (const c of open) {
            if (pattern.includes(c)) continue;
            for (const d of digitsOf(cands[c]! & union)) removes.push([c, d]);
          }
          const reason = () =>
            `${cellsText(g, pattern)} can only hold ${digitsText(digitsOf(union))}, so those ${WORD[k]} digits go ` +
            `there and nowhere else in ${unitName(g, u)}`;
          return { pattern, removes, reason };
        },
      );
      if (found) return found;
    }
    return null;
  };
}

/** k digits with only the same k cells of a unit to go in: those cells hold nothing else. */
export function hiddenSubset(k: number): (b: Board) => Finding | null {
  return (b) => {
    const { g, n, cands, values } = b;
    for (let u = 0; u < g.unitCount; u++) {
      const cells = b.unit(u);
      let open = 0;
      for (const c of cells) if (values[c] === 0) open++;
      if (open <= k) continue;
      // For each digit not yet placed in the unit: the positions (bits over `cells`) it can take, gathered
      // from each cell's candidates (a loop over digits and cells took most of the generator's time on 25x25).
      const positions = new Int32Array(n + 1);
      for (let i = 0; i < cells.length; i++)
        for (let m = cands[cells[i]!]!; m !== 0; m &= m - 1) positions[32 - Math.clz32(m & -m)]! |= 1 << i;
      const digits: number[] = [];
      const where: number[] = [];
      for (let d = 1; d <= n; d++) {
        const pos = positions[d]!;
        const count = popcount(pos);
        if (count >= 2 && count <= k) {
          digits.push(d);
          where.push(pos);
        }
      }
      if (digits.length < k) continue;
      const found = firstSubset(g, HIDDEN[k]!, u, where, k, (chosen) => {
        let union = 0;
        let dmask = 0;
        for (const i of chosen) {
          union |= where[i]!;
          dmask |= 1 << (digits[i]! - 1);
        }
        if (popcount(union) !== k) return null;
        // Nothing to rule out: the same null as an empty list, without building the cells.
        let other = 0;
        for (let bits = union; bits !== 0; bits &= bits - 1)
          other |= cands[cells[31 - Math.clz32(bits & -bits)]!]!;
        if ((other & ~dmask) === 0) return null;
        const pattern = Array.from(cells).filter((_, i) => (union & (1 << i)) !== 0);
        const removes: [number, number][] = [];
        for (const c of pattern) for (const d of digitsOf(cands[c]! & ~dmask)) removes.push([c, d]);
        const reason = () =>
          `in ${unitName(g, u)}, ${digitsText(digitsOf(dmask))} can only go in ${cellsText(g, pattern)}, so those cells hold nothing else`;
        return { pattern, removes, reason };
      });
      if (found) return found;
    }
    return null;
  };
}
