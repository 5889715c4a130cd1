import { cellNameAt } from "@gridsmith/kit";
import { popcount, unitName } from "../puzzle.js";
import type { Board } from "./board.js";
import type { Finding } from "./finding.js";
import { aDigit } from "./words.js";

function placement(
  b: Board,
  technique: Finding["technique"],
  c: number,
  d: number,
  u: number,
  why: () => string,
): Finding {
  return {
    technique,
    places: [[c, d]],
    removes: [],
    pattern: u >= 0 ? Array.from(b.unit(u)).filter((x) => x !== c) : [],
    units: u >= 0 ? [u] : [],
    message: () => `${cellNameAt(c, b.g.size)} must be ${d}: ${why()}`,
  };
}

/** A unit with one empty cell left: it takes the one digit the unit lacks. */
export function fullHouse(b: Board): Finding | null {
  const { g, n, values, cands } = b;
  for (let u = 0; u < g.unitCount; u++) {
    let empty = -1;
    let count = 0;
    let present = 0;
    for (let k = 0; k < n; k++) {
      const c = g.units[u * n + k]!;
      if (values[c] === 0) {
        empty = c;
        count++;
      } else present |= 1 << (values[c]! - 1);
    }
    if (count !== 1) continue;
    const missing = g.allMask & ~present;
    if (popcount(missing) !== 1 || (cands[empty]! & missing) === 0) continue;
    const d = 32 - Math.clz32(missing);
    return placement(b, "full-house", empty, d, u, () => `it is the last empty cell in ${unitName(g, u)}`);
  }
  return null;
}

/** A digit with one place left in a unit (boxes first, then rows, then columns, as people look). */
export function hiddenSingle(b: Board): Finding | null {
  const { g, n, values, cands } = b;
  for (let t = 0; t < 3; t++) {
    const kind = t === 0 ? 2 : t - 1;
    for (let i = 0; i < n; i++) {
      const u = kind * n + i;
      let once = 0;
      let twice = 0;
      let placed = 0;
      for (let k = 0; k < n; k++) {
        const c = g.units[u * n + k]!;
        if (values[c]! > 0) placed |= 1 << (values[c]! - 1);
        const m = cands[c]!;
        twice |= once & m;
        once |= m;
      }
      const single = once & ~twice & ~placed;
      if (single === 0) continue;
      const bit = single & -single;
      const d = 32 - Math.clz32(bit);
      for (let k = 0; k < n; k++) {
        const c = g.units[u * n + k]!;
        if ((cands[c]! & bit) !== 0) {
          const why = () => `it is the only place for ${aDigit(d)} in ${unitName(g, u)}`;
          const f = placement(b, "hidden-single", c, d, u, why);
          f.pattern = blockers(b, u, c, d);
          return f;
        }
      }
    }
  }
  return null;
}

/** A cell with one candidate left. */
export function nakedSingle(b: Board): Finding | null {
  const { g, values, cands } = b;
  for (let c = 0; c < g.cellCount; c++) {
    const m = cands[c]!;
    if (values[c] !== 0 || m === 0 || (m & (m - 1)) !== 0) continue;
    const d = 32 - Math.clz32(m);
    let seen = 0;
    for (let k = 0; k < g.peerCount; k++) {
      const v = values[g.peers[c * g.peerCount + k]!]!;
      if (v > 0) seen |= 1 << (v - 1);
    }
    const basic = (seen | m) === g.allMask;
    const f = placement(b, "naked-single", c, d, -1, () =>
      basic
        ? "every other digit is already in its row, column or box"
        : "every other digit has been ruled out for that cell",
    );
    const cu = g.cellUnits;
    f.units = [cu[c * 3]!, cu[c * 3 + 1]!, cu[c * 3 + 2]!];
    f.pattern = Array.from(g.peers.subarray(c * g.peerCount, (c + 1) * g.peerCount)).filter(
      (p) => values[p]! > 0,
    );
    return f;
  }
  return null;
}

/**
 * Why the other empty cells of unit u cannot take d: for each, a peer already holding d (the givens a person
 * would point at). Cells ruled out by an earlier elimination have no such peer and add nothing.
 */
function blockers(b: Board, u: number, target: number, d: number): number[] {
  const { g, values } = b;
  const out = new Set<number>();
  for (const c of b.unit(u)) {
    if (c === target || values[c] !== 0) continue;
    for (let k = 0; k < g.peerCount; k++) {
      const p = g.peers[c * g.peerCount + k]!;
      if (values[p] === d) {
        out.add(p);
        break;
      }
    }
  }
  return [...out].sort((a, x) => a - x);
}

/**
 * Writes in every single there is (naked and hidden; a full house is a naked single too) until none is left,
 * without building a finding for each: the generator's test of a removal asks only whether the ladder
 * solves, not how. Each pass scans the cells, then the units, placing as it goes. False when the board is
 * broken on the way (an empty cell without candidates), which a puzzle with an answer never is.
 */
export function placeSingles(b: Board): boolean {
  const { g, n, values, cands } = b;
  for (let placed = true; placed; ) {
    placed = false;
    for (let c = 0; c < g.cellCount; c++) {
      if (values[c] !== 0) continue;
      const m = cands[c]!;
      if (m === 0) return false;
      if ((m & (m - 1)) !== 0) continue;
      b.place(c, 32 - Math.clz32(m));
      placed = true;
    }
    for (let u = 0; u < g.unitCount; u++) {
      let once = 0;
      let twice = 0;
      for (let k = 0; k < n; k++) {
        const m = cands[g.units[u * n + k]!]!;
        twice |= once & m;
        once |= m;
      }
      // Digits already written have no candidate left in the unit, so they are not in `once`.
      for (let single = once & ~twice; single !== 0; single &= single - 1) {
        const bit = single & -single;
        for (let k = 0; k < n; k++) {
          const c = g.units[u * n + k]!;
          if (values[c] === 0 && (cands[c]! & bit) !== 0) {
            b.place(c, 32 - Math.clz32(bit));
            placed = true;
            break;
          }
        }
      }
    }
  }
  return true;
}
