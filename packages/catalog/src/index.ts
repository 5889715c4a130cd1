/**
 * `@gridsmith/catalog`: the puzzle types installed in this release of Gridsmith, as `PuzzleType` objects
 * (`@gridsmith/kit`). An app that serves every type (an API, a site, a CLI) reads only this; an app that
 * needs one puzzle imports that puzzle's package instead and loads nothing else.
 *
 * @packageDocumentation
 */
import type { AnyPuzzleType } from "@gridsmith/kit";
import { installed } from "./installed.js";

/** Every installed puzzle type, in the order the site and the CLI list them. */
export const puzzleTypes: readonly AnyPuzzleType[] = installed;

/** The puzzle type with this id, or undefined. */
export function findPuzzleType(id: string): AnyPuzzleType | undefined {
  return puzzleTypes.find((t) => t.id === id);
}

/** The ids of every installed puzzle type. */
export function puzzleTypeIds(): string[] {
  return puzzleTypes.map((t) => t.id);
}
