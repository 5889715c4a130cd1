/**
 * `@gridsmith/catalog`: the puzzle types installed in this release of Gridsmith, as `PuzzleType` objects
 * (`@gridsmith/kit`). An app that serves every type (an API, a site, a CLI) reads only this; an app that
 * needs one puzzle imports that puzzle's package instead and loads nothing else.
 *
 * @packageDocumentation
 */
import type { AnyPuzzleType } from "@gridsmith/kit";
import { installed } from "./installed.js";

// The shapes of the puzzles an app's own boards draw, so the app reaches them through the catalog only.
export type {
  CrosspatchAttempt,
  CrosspatchPuzzle,
  CrosspatchSolution,
  PlaceWord,
} from "@gridsmith/crosspatch";
export type { Nonogram, NonogramColour, NonogramSolution } from "@gridsmith/nonogram";
export type { Puzzle as NurikabePuzzle } from "@gridsmith/nurikabe";
export type { Puzzle as SlitherlinkPuzzle } from "@gridsmith/slitherlink";

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
