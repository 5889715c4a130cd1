import type { Rng } from "../rng.js";
import type { SolveOptions, SolveResult } from "../types.js";
import { firstDraft } from "./first-draft.js";
import { uniqueRoomDraft } from "./room-drafts.js";

/** A draft: `width` x `height` cells, row by row, each cell's room (what `uniqueRoomDraft` returns). */
type RoomDraft = { width: number; height: number; rooms: number[] };

// The drafts' searches are small (a few rooms of a 6x6 grid) and many: the plain search proves them in half
// to two thirds of the learning one's time (measured in LITS' and Norinori's generators), whose conflict
// analysis costs more than it saves here.
const DRAFT_SEARCH = { limit: 2, learning: false } as const;

/**
 * The generator of a room genre whose one answer shades pieces placed at random (LITS' tetrominoes,
 * Norinori's dominoes): for a side, the seed's `rng` (`createRng(seed)`: the genre makes it, so this entry
 * carries no generator of its own) and the seed, the first of up to `tries` drafts ({@link uniqueRoomDraft})
 * of `pieces(size, rng)` whose rooms `solve` proves leave one answer, each search capped at `nodeLimit` nodes
 * (not time, so that the same seed gives the same puzzle on any machine) and made without learning. Throws
 * an Error naming `name` and the seed when no draft works ({@link firstDraft}).
 */
export function roomDraftGenerator(
  name: string,
  pieces: (size: number, rng: Rng) => readonly (readonly number[])[],
  solve: (grid: RoomDraft, options: SolveOptions) => SolveResult<number[]>,
  nodeLimit: number,
  tries = 100,
): (size: number, rng: Rng, seed: number) => RoomDraft {
  const search = (grid: RoomDraft, options: SolveOptions) =>
    solve(grid, { ...options, ...DRAFT_SEARCH, nodeLimit });
  return (size, rng, seed) => {
    const draft = () => uniqueRoomDraft(size, pieces(size, rng), rng, search);
    return firstDraft(tries, draft, `unique ${size}x${size} ${name}`, seed);
  };
}
