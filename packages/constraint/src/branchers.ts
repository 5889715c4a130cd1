import type { Model } from "./model.js";
import type { Brancher } from "./types.js";

/**
 * Branches on the unfixed variable among `vars` with the fewest values left, ties to the first listed (the
 * search's default does this over all variables, without a call per node).
 */
export function smallestDomain(vars: readonly number[]): Brancher {
  const list = Int32Array.from(vars);
  return {
    variable(m: Model): number {
      let best = -1;
      let bestSize = 0x7fffffff;
      for (let i = 0; i < list.length; i++) {
        const s = m.size(list[i]!);
        if (s > 1 && s < bestSize) {
          best = list[i]!;
          bestSize = s;
          if (s === 2) break;
        }
      }
      return best;
    },
  };
}

/** Branches on the first unfixed variable of `vars`, in the order given. */
export function inputOrder(vars: readonly number[]): Brancher {
  const list = Int32Array.from(vars);
  return {
    variable(m: Model): number {
      for (let i = 0; i < list.length; i++) if (m.size(list[i]!) > 1) return list[i]!;
      return -1;
    },
  };
}
