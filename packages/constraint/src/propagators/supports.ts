import { lowestBit } from "../bits.js";
import type { Model } from "../model.js";
import type { Reason } from "../types.js";

/**
 * Where each position's supported values start in a support bitset laid out like the variables' own domain
 * words: position i (variable `vars[i]`) owns words `starts[i] .. starts[i + 1]`, bit o of them standing for
 * value `m.offset(vars[i]) + o`. The propagators that collect the values some allowed tuple or accepted path
 * supports (table, regular) fill such a bitset on each run and then prune with {@link removeUnsupported}.
 */
export function supportWordStarts(m: Model, vars: readonly number[]): Int32Array {
  const starts = new Int32Array(vars.length + 1);
  vars.forEach((x, i) => {
    starts[i + 1] = starts[i]! + m.nw[x]!;
  });
  return starts;
}

/**
 * Removes from each variable of `vars` every value whose bit in `sup` (laid out by {@link supportWordStarts})
 * is clear; `reason` is asked for the removal's reason only while the model explains. False on a wipe-out.
 */
export function removeUnsupported(
  m: Model,
  vars: readonly number[],
  sup: Int32Array,
  starts: Int32Array,
  reason: () => Reason,
): boolean {
  for (let p = 0; p < vars.length; p++) {
    const x = vars[p]!;
    const b = m.offset(x);
    const o = m.off[x]!;
    for (let w = 0, nw = starts[p + 1]! - starts[p]!; w < nw; w++) {
      for (let r = m.dom[o + w]! & ~sup[starts[p]! + w]!; r !== 0; r &= r - 1) {
        if (!m.remove(x, b + w * 32 + lowestBit(r), m.explaining ? reason() : undefined)) return false;
      }
    }
  }
  return true;
}
