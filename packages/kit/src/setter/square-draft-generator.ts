import type { SideParams } from "../params.js";
import { createRng, type Rng } from "../rng.js";
import { firstDraft } from "./first-draft.js";

/**
 * The generator of a square genre that draws whole drafts until one works: `generate(params, seed)` checks the
 * params (`check`, the genre's side params' check), makes the seed's rng, and returns the first of up to
 * `tries` drafts `draw(size, rng, index)` gives that is not null (`index` counts the draws from 0), all drawn
 * from that one rng so that the same seed gives the same puzzle. Throws an Error naming `what` (what a draft
 * is: the genre's name), the size and the seed when no draft works ({@link firstDraft}: "no unique 5x5 WHAT
 * in TRIES tries (seed SEED)").
 */
export function squareDraftGenerator<P>(
  check: (params: Partial<SideParams>) => SideParams,
  what: string,
  tries: number,
  draw: (size: number, rng: Rng, index: number) => P | null,
): (params: Partial<SideParams>, seed: number) => P {
  return (params, seed) => {
    const { size } = check(params);
    const rng = createRng(seed);
    let index = 0;
    return firstDraft(tries, () => draw(size, rng, index++), `unique ${size}x${size} ${what}`, seed);
  };
}
