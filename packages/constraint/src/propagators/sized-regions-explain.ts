import type { Explanation } from "../learning/explanation.js";
import type { Model } from "../model.js";
import type { CellStates, SizedRegions } from "./sized-regions.js";
import { spans } from "./sized-regions-span.js";

/**
 * Why {@link SizedRegions} made an inference, rebuilt from the domains just before it (the cell explained read
 * as open):
 * - a removal by join: the cells of the parts beside it;
 * - a removal by small: the cells walling its area in (they lack the value);
 * - an assignment by exit: the part's cells, and the wall of its area without the cell;
 * - a failure: the cells of a part too big, or a part's cells and the wall of its area.
 * When no rule fits, the reason is all that was known of every cell: valid, only longer.
 */
export function explainSizedRegions(sr: SizedRegions, e: Explanation, m: Model): void {
  const vars = sr.vars;
  const t = e.variable < 0 ? -1 : vars.indexOf(e.variable);
  const s: CellStates = {
    // A cell fixed before the inference held then only what it holds now: no look-up of when v went.
    has: (i, v) => {
      const x = vars[i]!;
      return m.isFixed(x) && e.fixedEntry(x) < e.at ? m.min(x) === v : e.had(x, v);
    },
    fixed: (i) => {
      if (i === t) return 0;
      const f = e.fixedValue(vars[i]!);
      return Number.isNaN(f) ? 0 : f;
    },
  };
  // Only a failure labels the grid (a walk over every fixed cell), and a removal when its span rule may
  // apply: most reasons a conflict asks for are removals and assignments by the parts beside a cell.
  let explained: boolean;
  if (t >= 0) explained = e.equal ? whyExit(sr, e, s, t) : whyOut(sr, e, m, s, t);
  else {
    sr.label(s);
    explained = whyFailed(sr, e, s);
  }
  if (!explained) for (const x of vars) e.becauseDomain(x);
}

/**
 * The cells fixed to v joined to cell `first` (fixed to v), breadth first from it: `queue[0 .. returned)`,
 * marked `stamp` in `seen` (a cell so marked is taken as walked: parts of one value never touch).
 */
function walkPart(sr: SizedRegions, s: CellStates, first: number, v: number, stamp: number): number {
  const { adjStart, adj, seen, queue } = sr;
  seen[first] = stamp;
  queue[0] = first;
  let tail = 1;
  for (let head = 0; head < tail; head++)
    for (let k = adjStart[queue[head]!]!, end = adjStart[queue[head]! + 1]!; k < end; k++) {
      const j = adj[k]!;
      if (seen[j] !== stamp && s.fixed(j) === v) {
        seen[j] = stamp;
        queue[tail++] = j;
      }
    }
  return tail;
}

/**
 * Why t lost v by join (the parts of v beside t, with t, are more than v cells) or else small (t's area of
 * cells that may hold v is fewer than v cells). The parts are walked from t's neighbours, then each again
 * from its lowest cell as `label` walks it, so the reason is the literals, in the order, that the labelled
 * grid gave before (the search is unchanged).
 */
function whyOutBeside(sr: SizedRegions, e: Explanation, s: CellStates, t: number): boolean {
  const { adjStart, adj, queue } = sr;
  const v = e.value;
  const starts: number[] = [];
  let cells = 0;
  const walked = ++sr.stamp;
  for (let k = adjStart[t]!, end = adjStart[t + 1]!; k < end; k++) {
    const j = adj[k]!;
    if (sr.seen[j] === walked || s.fixed(j) !== v) continue;
    const size = walkPart(sr, s, j, v, walked);
    starts.push(Math.min(...queue.subarray(0, size)));
    cells += size;
  }
  if (cells < v) return sr.cellArea(s, t, v) < v && becauseWall(sr, e, v);
  const emitted = ++sr.stamp;
  for (const first of starts) {
    const size = walkPart(sr, s, first, v, emitted);
    for (let q = 0; q < size; q++) e.becauseEqual(sr.vars[queue[q]!]!, v);
  }
  return true;
}

/** The cells the last walk turned away for lacking v: they lacked it. Returns true (explained). */
function becauseWall(sr: SizedRegions, e: Explanation, v: number): true {
  for (let k = 0; k < sr.walls; k++) e.becauseNot(sr.vars[sr.wall[k]!]!, v);
  return true;
}

function becauseParts(sr: SizedRegions, e: Explanation, parts: readonly number[]): void {
  for (const p of parts)
    for (let q = sr.partStart[p]!, end = q + sr.partSize[p]!; q < end; q++)
      e.becauseEqual(sr.vars[sr.partList[q]!]!, sr.partValue[p]!);
}

/** What the span rule for v read: every fixed cell, and every cell without v. */
function becauseSpan(sr: SizedRegions, e: Explanation, v: number): void {
  for (let p = 0; p < sr.partSize.length; p++) becauseParts(sr, e, [p]);
  for (const x of sr.vars) if (!e.had(x, v)) e.becauseNot(x, v);
}

/**
 * A removal: by span when that rule applies (only then is the grid labelled: it reads every part), else by
 * the parts beside t or t's area, which {@link whyOutBeside} finds without labelling.
 */
function whyOut(sr: SizedRegions, e: Explanation, m: Model, s: CellStates, t: number): boolean {
  const v = e.value;
  if (spanMayApply(sr, e, m, t)) {
    const slack = sr.slack(s);
    const c = sr.counted[v]!;
    // spans' own first test, from the counts alone.
    if (v > slack && c > 0 && c <= v) {
      sr.label(s);
      const span = spans(sr, s, v, slack);
      if (span !== null && span[t]! > v) {
        becauseSpan(sr, e, v);
        return true;
      }
    }
  }
  return whyOutBeside(sr, e, s, t);
}

/**
 * False when whyOut's first test (the slack of the cells fixed before the inference below v, and 1 .. v of
 * them fixed to v) fails, read from {@link FixedHistory} rebuilt only when the model has changed (a change
 * or an undo) since: counting every cell for each removal a conflict's analysis asks about was most of
 * explain's time. True when it holds, or t was fixed before the inference (the test reads t as open, and
 * the history holds it fixed): whyOut then tests again. A t fixed since is in neither count.
 */
function spanMayApply(sr: SizedRegions, e: Explanation, m: Model, t: number): boolean {
  const { vars, historyKey: key } = sr;
  if (m.isFixed(vars[t]!) && e.fixedEntry(vars[t]!) < e.at) return true;
  if (key[0] !== e || key[1] !== m || key[2] !== m.changes || key[3] !== m.trail.epoch) {
    const { value, entry } = sr.history;
    for (let i = 0; i < vars.length; i++) {
      value[i] = m.isFixed(vars[i]!) ? m.value(vars[i]!) : 0;
      entry[i] = e.fixedEntry(vars[i]!);
    }
    sr.history.build();
    key.splice(0, 4, e, m, m.changes, m.trail.epoch);
  }
  const v = e.value;
  const c = sr.history.countBefore(v, e.at);
  return c > 0 && c <= v && v > sr.history.slackBefore(e.at);
}

/**
 * Why t took v by exit: a part of v beside t, not full, whose area without t is too small (as neededExit
 * found it). Each part is walked from t's neighbour, then again from its lowest cell into `partList` as
 * `label` lists it, so the reason is the literals, in the order, that a labelled grid gave (no labelling).
 */
function whyExit(sr: SizedRegions, e: Explanation, s: CellStates, t: number): boolean {
  const { adjStart, adj, queue, partList } = sr;
  const v = e.value;
  if (!s.has(t, v)) return false;
  for (let k = adjStart[t]!, end = adjStart[t + 1]!; k < end; k++) {
    const j = adj[k]!;
    if (s.fixed(j) !== v) continue;
    const size = walkPart(sr, s, j, v, ++sr.stamp);
    if (size >= v) continue;
    let first = j;
    for (let q = 0; q < size; q++) first = Math.min(first, queue[q]!);
    walkPart(sr, s, first, v, ++sr.stamp);
    for (let q = 0; q < size; q++) partList[q] = queue[q]!;
    sr.partStart.length = sr.partSize.length = sr.partValue.length = 0;
    sr.partStart.push(0);
    sr.partSize.push(size);
    sr.partValue.push(v);
    // The last walk of partArea is the one without t.
    if (sr.partArea(s, 0, t) >= v) continue;
    becauseParts(sr, e, [0]);
    return becauseWall(sr, e, v);
  }
  return false;
}

function whyFailed(sr: SizedRegions, e: Explanation, s: CellStates): boolean {
  const parts = sr.partSize.length;
  for (let p = 0; p < parts; p++)
    if (sr.partSize[p]! > sr.partValue[p]!) {
      becauseParts(sr, e, [p]);
      return true;
    }
  const slack = sr.slack();
  for (let v = Math.max(slack + 1, 2); v < sr.counted.length; v++) {
    const span = spans(sr, s, v, slack);
    if (span?.every((w) => w < 0 || w > v)) {
      becauseSpan(sr, e, v);
      return true;
    }
  }
  for (let p = 0; p < parts; p++) {
    const v = sr.partValue[p]!;
    if (sr.partSize[p]! < v && sr.partArea(s, p, -1) < v) {
      becauseParts(sr, e, [p]);
      return becauseWall(sr, e, v);
    }
  }
  return false;
}
