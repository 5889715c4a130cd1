import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { defaultRunner } from "../worker/runner.ts";

// A page loads only the package of the type it shows (parsers and checkers run there; the solvers' heavy
// work runs in the worker). Types loaded so far, for the in-page runner used where there are no workers.
const loaded = new Map<string, AnyPuzzleType>();

/** The runner the puzzle and batch pages share: one worker, kept between jobs and between pages. */
export const runner = defaultRunner((id) => loaded.get(id));

/** Loads the puzzle type with this id (its own chunk), or null when none is installed. */
export async function loadType(id: string): Promise<AnyPuzzleType | null> {
  const type = await loadPuzzleType(id);
  if (type) loaded.set(id, type);
  return type ?? null;
}
