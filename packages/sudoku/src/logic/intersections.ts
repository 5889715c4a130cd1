import { symbol, unitName } from "../puzzle.js";
import type { Board } from "./board.js";
import { elimination, type Finding } from "./finding.js";

/**
 * Locked candidates. Pointing: inside a box a digit's candidates all lie on one row or column, so it leaves
 * the rest of that line. Claiming: inside a row or column they all lie in one box, so it leaves the rest of the box.
 */
function lockedCandidates(b: Board, pointing: boolean): Finding | null {
  const { g, n, cands } = b;
  const cu = g.cellUnits;
  const from = pointing ? [2] : [0, 1];
  for (const kind of from) {
    for (let i = 0; i < n; i++) {
      const u = kind * n + i;
      const cells = b.unit(u);
      for (let d = 1; d <= n; d++) {
        const bit = 1 << (d - 1);
        let first = -1;
        let count = 0;
        let sameRow = true;
        let sameCol = true;
        let sameBox = true;
        for (const c of cells) {
          if ((cands[c]! & bit) === 0) continue;
          count++;
          if (first < 0) first = c;
          else {
            sameRow &&= cu[c * 3] === cu[first * 3];
            sameCol &&= cu[c * 3 + 1] === cu[first * 3 + 1];
            sameBox &&= cu[c * 3 + 2] === cu[first * 3 + 2];
          }
        }
        if (count < 2) continue;
        const targets: number[] = [];
        if (pointing) {
          if (sameRow) targets.push(cu[first * 3]!);
          if (sameCol) targets.push(cu[first * 3 + 1]!);
        } else if (sameBox) targets.push(cu[first * 3 + 2]!);
        for (const t of targets) {
          const removes: [number, number][] = [];
          for (const c of b.unit(t))
            if (cu[c * 3 + kind] !== u && (cands[c]! & bit) !== 0) removes.push([c, d]);
          if (removes.length === 0) continue;
          const pattern = Array.from(cells).filter((c) => (cands[c]! & bit) !== 0);
          return elimination(
            g,
            pointing ? "pointing" : "claiming",
            removes,
            pattern,
            [u, t],
            () =>
              `in ${unitName(g, u)} the ${symbol(d)}s lie only in ${unitName(g, t)}, so no other cell of ` +
              `${unitName(g, t)} can be ${symbol(d)}`,
          );
        }
      }
    }
  }
  return null;
}

export const pointing = (b: Board): Finding | null => lockedCandidates(b, true);
export const claiming = (b: Board): Finding | null => lockedCandidates(b, false);
