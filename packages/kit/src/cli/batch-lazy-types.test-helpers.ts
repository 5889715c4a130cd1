// The batch tests' types behind a loader by id, as the catalog's lazy entry has them (`loadPuzzleType`).
import type { AnyPuzzleType } from "../types.js";

/** The type with this id from batch-types.test-helpers.ts, loaded on first use; undefined when none has it. */
export async function loadPuzzleType(id: string): Promise<AnyPuzzleType | undefined> {
  const { puzzleTypes } = await import("./batch-types.test-helpers.js");
  return (puzzleTypes as AnyPuzzleType[]).find((t) => t.id === id);
}

/** The URL worker threads load the loader from. */
export const lazyTypesModule = import.meta.url;
