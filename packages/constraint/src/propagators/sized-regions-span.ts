import type { Model } from "../model.js";
import { MAX_SPAN_TERMINALS } from "./region-span.js";
import type { CellStates, SizedRegions } from "./sized-regions.js";

/** The cells of part p, as a list (for the span rule's trees). */
function cellsOf(sr: SizedRegions, p: number): number[] {
  const start = sr.partStart[p]!;
  return Array.from(sr.partList.subarray(start, start + sr.partSize[p]!));
}

/**
 * When the parts of v must be one region (span), per cell the least cells of a connected set joining them
 * and it, through cells that may hold v (-1 for a cell that cannot hold v); null when the rule does not
 * apply (`slack` and `counted` are from `slack()` on the same labelling).
 */
export function spans(sr: SizedRegions, s: CellStates, v: number, slack: number): Int32Array | null {
  const { partValue, partSize } = sr;
  if (v <= slack || sr.counted[v]! === 0 || sr.counted[v]! > v) return null;
  const terminals: number[] = [];
  for (let p = 0; p < partSize.length; p++) if (partValue[p] === v) terminals.push(p);
  if (terminals.length < 2 || terminals.length > MAX_SPAN_TERMINALS) return null;
  return sr.spanMemo.weights(
    (i) => {
      const f = s.fixed(i);
      return f === v ? 2 : f === 0 && s.has(i, v) ? 1 : 0;
    },
    () => terminals.map((p) => cellsOf(sr, p)),
    v,
  );
}

/** The span rule for value v: fails, or removes v from the open cells no small enough set joins. */
export function removeUnspanned(
  sr: SizedRegions,
  m: Model,
  s: CellStates,
  v: number,
  slack: number,
): boolean {
  const span = spans(sr, s, v, slack);
  if (span === null) return true;
  const { vars } = sr;
  if (span.every((w) => w < 0 || w > v)) return sr.fail(m, "sizedRegions.span");
  for (let i = 0; i < vars.length; i++) {
    if (span[i]! <= v || m.isFixed(vars[i]!)) continue;
    if (!sr.remove(m, i, v, "sizedRegions.span")) return false;
  }
  return true;
}
