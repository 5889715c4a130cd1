// Loaded only when a puzzle is pasted or dropped on the home page: it brings the kit's detection and the
// packages of the types that may read the text: for a puzz.link link, only those of its genre.
import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import { type AnyPuzzleType, detectPuzzleType, mayReadLink, type TypeDetection } from "@gridsmith/kit";
import { puzzlinkGenre } from "@gridsmith/kit/puzzlink";
import type { TypeInfo } from "./manifest.ts";

/**
 * The types that may read `text`, from the manifest alone: for a puzz.link link, those with a format that
 * may read its genre (the kit's `mayReadLink`, the rule detection itself follows, so no type detection would
 * find is left out), else every type (a text format may claim any text: crosspatch's claims most).
 */
export function candidateTypes(manifest: readonly TypeInfo[], text: string): TypeInfo[] {
  const genre = puzzlinkGenre(text);
  if (genre === null) return [...manifest];
  return manifest.filter((t) => t.formats.some((f) => mayReadLink(f, genre)));
}

/**
 * Which installed type reads `text` (a file's, when `filename` is given), detected as the CLI detects it
 * (the kit's `detectPuzzleType`), over the packages of {@link candidateTypes}, each loaded on demand.
 */
export async function findType(
  manifest: readonly TypeInfo[],
  text: string,
  filename?: string,
): Promise<TypeDetection> {
  const loaded = await Promise.all(candidateTypes(manifest, text).map((t) => loadPuzzleType(t.id)));
  const types = loaded.filter((t): t is AnyPuzzleType => t !== undefined);
  return detectPuzzleType(types, text, filename, true);
}
