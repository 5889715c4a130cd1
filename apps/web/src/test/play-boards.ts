import { findPuzzleType } from "@gridsmith/catalog";
import type { AnyPuzzleType, PlayModel } from "@gridsmith/kit";
import { boardModule } from "../board/module.ts";
import type { AnyBoard } from "../boards/index.ts";

// biome-ignore lint/suspicious/noExplicitAny: a play model of any type's shapes.
type AnyPlay = PlayModel<any, any, any, any>;

/** An installed type (through the catalog, as apps see packages), its play model and the generic board the page gets. */
export function playedType(id: string): { type: AnyPuzzleType; play: AnyPlay; board: AnyBoard } {
  const type = findPuzzleType(id)!;
  return { type, play: type.play!, board: boardModule(type) };
}
