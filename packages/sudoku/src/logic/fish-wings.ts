import { cellNameAt } from "@gridsmith/kit";
import { digitsOf, popcount, symbol } from "../puzzle.js";
import type { Board } from "./board.js";
import { elimination, type Finding, type TechniqueId } from "./finding.js";
import { list, unitsText } from "./words.js";

const FISH: Record<number, TechniqueId> = { 2: "x-wing", 3: "swordfish", 4: "jellyfish" };
const FISH_NAME: Record<number, string> = { 2: "X-wing", 3: "Swordfish", 4: "Jellyfish" };

/**
 * X-wing (k=2), swordfish (3), jellyfish (4): k rows in which a digit's candidates all lie in the same k
 * columns; each of those columns then has its copy of the digit in one of these rows, so the digit leaves
 * the columns' other cells. The same with rows and columns swapped.
 */
export function fish(k: number): (b: Board) => Finding | null {
  return (b) => {
    const { g, n, cands } = b;
    for (let d = 1; d <= n; d++) {
      const bit = 1 << (d - 1);
      for (const byRows of [true, false]) {
        // For each base line: the cover positions (columns when the base is rows) holding d.
        const lines: number[] = [];
        const spots: number[] = [];
        for (let i = 0; i < n; i++) {
          let pos = 0;
          for (let j = 0; j < n; j++) {
            const c = byRows ? i * n + j : j * n + i;
            if ((cands[c]! & bit) !== 0) pos |= 1 << j;
          }
          const count = popcount(pos);
          if (count >= 2 && count <= k) {
            lines.push(i);
            spots.push(pos);
          }
        }
        if (lines.length < k) continue;
        const chosen: number[] = [];
        let found: Finding | null = null;
        const go = (start: number, union: number): boolean => {
          if (popcount(union) > k) return false;
          if (chosen.length === k) {
            if (popcount(union) !== k) return false;
            const base = chosen.map((i) => lines[i]!);
            const cover = digitsOf(union).map((x) => x - 1);
            const removes: [number, number][] = [];
            for (const j of cover) {
              for (let i = 0; i < n; i++) {
                if (base.includes(i)) continue;
                const c = byRows ? i * n + j : j * n + i;
                if ((cands[c]! & bit) !== 0) removes.push([c, d]);
              }
            }
            if (removes.length === 0) return false;
            const pattern: number[] = [];
            for (const i of base) {
              for (const j of cover) {
                const c = byRows ? i * n + j : j * n + i;
                if ((cands[c]! & bit) !== 0) pattern.push(c);
              }
            }
            const baseUnits = base.map((i) => (byRows ? i : n + i));
            const coverUnits = cover.map((j) => (byRows ? n + j : j));
            found = elimination(
              g,
              FISH[k]!,
              removes,
              pattern.sort((a, x) => a - x),
              [...baseUnits, ...coverUnits],
              () =>
                `${FISH_NAME[k]} on ${symbol(d)}: in ${unitsText(g, baseUnits)} the ${symbol(d)}s lie only in ` +
                `${unitsText(g, coverUnits)}, so the other cells of those ${byRows ? "columns" : "rows"} cannot be ` +
                symbol(d),
            );
            return true;
          }
          for (let i = start; i <= lines.length - (k - chosen.length); i++) {
            chosen.push(i);
            if (go(i + 1, union | spots[i]!)) return true;
            chosen.pop();
          }
          return false;
        };
        go(0, 0);
        if (found) return found;
      }
    }
    return null;
  };
}

/** Cells that see every cell of `cells` and still have candidate d (excluding `cells`). */
function seeingAll(b: Board, cells: readonly number[], d: number): number[] {
  const out: number[] = [];
  const bit = 1 << (d - 1);
  for (let c = 0; c < b.g.cellCount; c++) {
    if ((b.cands[c]! & bit) === 0 || cells.includes(c)) continue;
    if (cells.every((x) => b.sees(c, x))) out.push(c);
  }
  return out;
}

/**
 * XY-wing: a pivot with candidates {x, y} sees a pincer {x, z} and a pincer {y, z}. Whichever the pivot is,
 * one pincer is z, so z leaves every cell that sees both pincers.
 */
export function xyWing(b: Board): Finding | null {
  const { g, cands } = b;
  const pairs: number[] = [];
  for (let c = 0; c < g.cellCount; c++) if (popcount(cands[c]!) === 2) pairs.push(c);
  for (const pivot of pairs) {
    const pm = cands[pivot]!;
    const wings = pairs.filter((c) => c !== pivot && b.sees(pivot, c) && popcount(cands[c]! & pm) === 1);
    for (let i = 0; i < wings.length; i++) {
      for (let j = i + 1; j < wings.length; j++) {
        const a = wings[i]!;
        const c2 = wings[j]!;
        const am = cands[a]!;
        const cm = cands[c2]!;
        const z = am & cm & ~pm;
        if (z === 0 || (am & pm) === (cm & pm) || popcount(z) !== 1) continue;
        const zd = 32 - Math.clz32(z);
        const targets = seeingAll(b, [a, c2], zd).filter((t) => t !== pivot);
        if (targets.length === 0) continue;
        const removes: [number, number][] = targets.map((t) => [t, zd]);
        const [x, y] = [digitsOf(am & pm)[0]!, digitsOf(cm & pm)[0]!];
        return elimination(
          g,
          "xy-wing",
          removes,
          [pivot, a, c2],
          [],
          () =>
            `XY-wing: ${cellNameAt(pivot, g.size)} is ${symbol(x)} or ${symbol(y)}; if ${symbol(x)}, ${cellNameAt(a, g.size)} is ` +
            `${symbol(zd)}, and if ${symbol(y)}, ${cellNameAt(c2, g.size)} is ${symbol(zd)}. Either way one of them is ` +
            `${symbol(zd)}, so no cell that sees both can be`,
        );
      }
    }
  }
  return null;
}

/**
 * XYZ-wing: a pivot {x, y, z} sees pincers {x, z} and {y, z}; one of the three is z, so z leaves every cell
 * that sees all three.
 */
export function xyzWing(b: Board): Finding | null {
  const { g, cands } = b;
  for (let pivot = 0; pivot < g.cellCount; pivot++) {
    const pm = cands[pivot]!;
    if (popcount(pm) !== 3) continue;
    const wings: number[] = [];
    for (let k = 0; k < g.peerCount; k++) {
      const c = g.peers[pivot * g.peerCount + k]!;
      const m = cands[c]!;
      if (popcount(m) === 2 && (m & ~pm) === 0) wings.push(c);
    }
    for (let i = 0; i < wings.length; i++) {
      for (let j = i + 1; j < wings.length; j++) {
        const a = wings[i]!;
        const c2 = wings[j]!;
        const z = cands[a]! & cands[c2]!;
        if (popcount(z) !== 1 || (cands[a]! | cands[c2]!) !== pm) continue;
        const zd = 32 - Math.clz32(z);
        const targets = seeingAll(b, [pivot, a, c2], zd);
        if (targets.length === 0) continue;
        const removes: [number, number][] = targets.map((t) => [t, zd]);
        return elimination(
          g,
          "xyz-wing",
          removes,
          [pivot, a, c2],
          [],
          () =>
            `XYZ-wing: ${cellNameAt(pivot, g.size)} is one of ${list(digitsOf(pm).map(symbol))}, and ${cellNameAt(a, g.size)} and ` +
            `${cellNameAt(c2, g.size)} each hold ${symbol(zd)} or the pivot's other digits, so one of the three is ` +
            `${symbol(zd)}: no cell that sees all three can be ${symbol(zd)}`,
        );
      }
    }
  }
  return null;
}
