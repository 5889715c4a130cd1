import type { Brancher, Model, SearchView } from "@gridsmith/constraint";
import type { Puzzle } from "./puzzle.js";

/** How {@link pathTipBrancher} shares the search with the learning search's own order. */
export interface PathTipOptions {
  /**
   * Leave the even restarts (the first run among them) to the learning search's activity, and grow tips on
   * the odd ones (default false: tips on every run). Janko's 15x20 Arukone 317 and 318 took 22 and over 60 CPU s
   * by tips alone, 6.5 and 11.5 in turns (RESULTS.md, numlin23). Only for a learning search: without one there are
   * no restarts, and no activity to branch by.
   */
  activityTurns?: boolean;
}

/**
 * Branches as a person grows paths from their ends. A tip is a cell fixed to a pair with fewer neighbours of
 * that pair than its path needs there (one for a number, two for another cell); the search branches on a cell
 * next to a tip: fewest pairs left first, ties to the tip with the fewest open ways forward (cells not yet fixed
 * that may still hold its pair), then, after an odd number of restarts, to the cell the learning search's
 * activity ranks highest (the one most involved in recent conflicts), then reading order. Where no cell is next
 * to a tip, the cell with the fewest pairs left. The value tried first is that tip's pair (among tied tips the first up, down, left, right), else
 * the lowest pair; the search's saved value, where it has one, comes first.
 *
 * With `activityTurns`, a learning search takes turns by restarts: on even ones (the first run among them, and
 * every long Luby run) the brancher chooses nothing and the search branches by its activity (VSIDS) over all
 * variables; on odd ones it grows the tips as above.
 *
 * `labels` are the cells' pair labels, `none` the label of an empty cell. The order only steers the search;
 * on public Numberlinks it leaves far fewer nodes than the fewest pairs alone (see RESULTS.md).
 */
export function pathTipBrancher(
  puzzle: Puzzle,
  labels: readonly number[],
  none: number,
  options: PathTipOptions = {},
): Brancher {
  const { activityTurns = false } = options;
  const { width: w, height: h } = puzzle;
  const n = w * h;
  // Cell i's neighbours at 4i .. 4i + 3, -1 past the grid's edge.
  const next = new Int32Array(4 * n).fill(-1);
  for (let i = 0; i < n; i++) {
    const r = Math.floor(i / w);
    const c = i % w;
    if (r > 0) next[4 * i] = i - w;
    if (r < h - 1) next[4 * i + 1] = i + w;
    if (c > 0) next[4 * i + 2] = i - 1;
    if (c < w - 1) next[4 * i + 3] = i + 1;
  }
  const needs = Int32Array.from(puzzle.numbers, (v) => (v === -1 ? 2 : 1));

  /** The pair of cell j when j is a tip, else -1. */
  const tipPair = (m: Model, j: number): number => {
    const x = labels[j]!;
    if (!m.isFixed(x)) return -1;
    const p = m.min(x);
    if (p === none) return -1;
    let same = 0;
    for (let d = 0; d < 4; d++) {
      const t = next[4 * j + d]!;
      if (t >= 0 && m.isFixed(labels[t]!) && m.min(labels[t]!) === p) same++;
    }
    return same < needs[j]! ? p : -1;
  };

  // The pair of the tip {@link freedom} found last, and the cell chosen last with its tip's pair.
  let tipOfFreedom = -1;
  let chosen = -1;
  let chosenPair = -1;

  /** The fewest open ways forward of a tip next to cell i (5 when there is none); its pair in tipOfFreedom. */
  const freedom = (m: Model, i: number): number => {
    let best = 5;
    for (let d = 0; d < 4; d++) {
      const j = next[4 * i + d]!;
      if (j < 0) continue;
      const p = tipPair(m, j);
      if (p < 0) continue;
      let open = 0;
      for (let e = 0; e < 4; e++) {
        const t = next[4 * j + e]!;
        if (t >= 0 && !m.isFixed(labels[t]!) && m.has(labels[t]!, p)) open++;
      }
      if (open < best) {
        best = open;
        tipOfFreedom = p;
      }
    }
    return best;
  };

  return {
    variable(m: Model, search: SearchView): number {
      if (activityTurns && search.restarts % 2 === 0) {
        chosen = -1;
        return -1;
      }
      let best = -1;
      let bestSize = 0x7fffffff;
      let bestFree = 5;
      let bestActivity = -1;
      let bestPair = -1;
      let fallback = -1;
      let fallbackSize = 0x7fffffff;
      // Activity alone swings single puzzles by factors of 2 to 30 both ways; in turn with reading order, one
      // restart each, it lost nowhere by much (RESULTS.md, numlin15).
      const byActivity = search.restarts % 2 === 1;
      for (let i = 0; i < n; i++) {
        const x = labels[i]!;
        const s = m.size(x);
        if (s <= 1) continue;
        if (s < fallbackSize) {
          fallback = x;
          fallbackSize = s;
        }
        if (s > bestSize) continue;
        const f = freedom(m, i);
        if (f === 5) continue;
        if (s < bestSize || f < bestFree) {
          best = x;
          bestSize = s;
          bestFree = f;
          bestActivity = byActivity ? search.activity(x) : 0;
          bestPair = tipOfFreedom;
        } else if (byActivity && f === bestFree) {
          const a = search.activity(x);
          if (a > bestActivity) {
            best = x;
            bestActivity = a;
            bestPair = tipOfFreedom;
          }
        }
      }
      chosen = best;
      chosenPair = bestPair;
      return best >= 0 ? best : fallback;
    },
    value(m: Model, x: number): number {
      return x === chosen && chosenPair >= 0 && m.has(x, chosenPair) ? chosenPair : m.min(x);
    },
  };
}
