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

/**
 * Applies every locked candidate (pointing and claiming) one scan finds, without building findings: the
 * generator's test of a removal asks only whether the ladder solves. For each unit, the candidates of its
 * cells are joined per crossing unit (a box's rows and columns, a line's boxes); a digit in one of those
 * parts alone leaves the rest of the crossing unit. True when anything was ruled out.
 */
export function applyLockedCandidates(b: Board): boolean {
  const { g, n, cands } = b;
  const { units } = g;
  const cu = g.cellUnits;
  const parts = new Int32Array(g.unitCount);
  let changed = false;
  // Boxes by rows, boxes by columns (pointing), then rows and columns by boxes (claiming).
  for (const [kind, across] of [
    [2, 0],
    [2, 1],
    [0, 2],
    [1, 2],
  ] as const) {
    for (let i = 0; i < n; i++) {
      const u = kind * n + i;
      const start = u * n;
      for (let k = 0; k < n; k++) parts[cu[units[start + k]! * 3 + across]!] = 0;
      for (let k = 0; k < n; k++) {
        const c = units[start + k]!;
        parts[cu[c * 3 + across]!]! |= cands[c]!;
      }
      let once = 0;
      let twice = 0;
      for (let k = 0; k < n; k++) {
        const t = cu[units[start + k]! * 3 + across]!;
        const m = parts[t]!;
        if (m === -1) continue;
        twice |= once & m;
        once |= m;
        parts[t] = -1; // each part joined once
      }
      const locked = once & ~twice;
      if (locked === 0) continue;
      // Which part holds each locked digit: read again from the cells.
      for (let k = 0; k < n; k++) {
        const c = units[start + k]!;
        const m = cands[c]! & locked;
        if (m === 0) continue;
        const t = cu[c * 3 + across]!;
        for (let j = t * n; j < (t + 1) * n; j++) {
          const x = units[j]!;
          if (cu[x * 3 + kind] === u || (cands[x]! & m) === 0) continue;
          cands[x]! &= ~m;
          changed = true;
        }
      }
    }
  }
  return changed;
}
