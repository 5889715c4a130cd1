import { puzzlinkGenre } from "./puzzlink-genre.js";
import type { AnyPuzzleType, Format } from "./types.js";

/**
 * Texts longer than this are not read to confirm a type that states no `limits.maxTextLength`: detection
 * stays bounded whatever a type leaves out.
 */
const CONFIRM_MAX = 1 << 20;

/** A type that claims a text: the format that would read it, and how that reading went. */
export interface TypeClaim {
  /** The type that claims the text. */
  type: AnyPuzzleType;
  /** Its format that recognises the text, the one that would read it. */
  format: Format<unknown>;
  /** The format is one of the file's extension, not only one that recognises the content. */
  byExtension: boolean;
  /** Whether the format parses the text; undefined when not tried (the text is not whole, or one claim). */
  reads?: boolean;
  /** Why the reading failed, when it did. */
  error?: string;
}

/**
 * What {@link detectPuzzleType} makes of a text, for each app to say in its own words (the CLI names
 * `--type`, the site offers a button per type):
 * - `found`: read as `type` with `format`; `rivals` are the other types that claimed it too (empty when
 *   none did);
 * - `none`: no type claims it;
 * - `unreadable`: several types claim it and every reading fails; `claims` has each one's `error`;
 * - `ambiguous`: several types read it (or could, the text not being whole); `claims` are those.
 */
export type TypeDetection =
  | { kind: "found"; type: AnyPuzzleType; format: Format<unknown>; rivals: AnyPuzzleType[] }
  | { kind: "none" }
  | { kind: "unreadable"; claims: TypeClaim[] }
  | { kind: "ambiguous"; claims: TypeClaim[] };

function extensionOf(filename: string | undefined): string {
  const name = filename?.slice(filename.lastIndexOf("/") + 1) ?? "";
  return name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "";
}

/** A format's `detect`, which must not throw; one that does claims nothing. */
function detects(format: Format<unknown>, text: string, filename: string | undefined): boolean {
  try {
    return format.detect(text, filename) === true;
  } catch {
    return false;
  }
}

/**
 * Whether a format (its id and `genres`: a format's description will do) may claim a puzz.link link of
 * `genre`: one that names genres, when it names this one; one that names none, when it is a `puzzlink`
 * format. No other format claims a link, however loosely it detects other texts, so an app can tell the
 * types that may read a link from their formats' names alone, before it loads any.
 */
export function mayReadLink(format: Pick<Format<unknown>, "id" | "genres">, genre: string): boolean {
  return format.genres ? format.genres.includes(genre) : format.id === "puzzlink";
}

/**
 * The format of `type` that reads `text`, chosen as `detectFormat` chooses it (one of the file's extension
 * that recognises the text first, else the first that recognises it), so the reading tried here is the one
 * an app then makes; undefined when no format of the type recognises the text.
 */
function claim(
  type: AnyPuzzleType,
  text: string,
  filename: string | undefined,
  genre: string | null,
): TypeClaim | undefined {
  const all = type.formats as Format<unknown>[];
  const formats = genre === null ? all : all.filter((f) => mayReadLink(f, genre));
  const ext = extensionOf(filename);
  const byExtension = ext
    ? formats.find((f) => f.extensions.includes(ext) && detects(f, text, filename))
    : undefined;
  if (byExtension) return { type, format: byExtension, byExtension: true };
  const format = formats.find((f) => detects(f, text, filename));
  return format && { type, format, byExtension: false };
}

/** Why a text of `length` characters is too long for `type` (its `limits.maxTextLength`), or undefined. */
export function textTooLong(type: AnyPuzzleType, length: number): string | undefined {
  const max = type.limits.maxTextLength;
  return length > max
    ? `the text has ${length} characters; a ${type.id} puzzle has at most ${max}`
    : undefined;
}

/** Tries the claim's reading: its format parses the whole text, within the type's length limit. */
function tryReading(c: TypeClaim, text: string): void {
  const long = textTooLong(c.type, text.length);
  if (long !== undefined) {
    c.reads = false;
    c.error = long;
    return;
  }
  if (c.type.limits.maxTextLength === undefined && text.length > CONFIRM_MAX) return;
  try {
    c.format.parse(text);
    c.reads = true;
  } catch (e) {
    c.reads = false;
    c.error = e instanceof Error ? e.message : String(e);
  }
}

/**
 * Which of `types` reads `text` (from `filename`, when known, for its extension): how the CLI, and the
 * site's home page, tell a pasted link or a dropped file's type. The rule, from the strongest evidence down:
 *
 * 1. The types that claim the text are those with a format whose `detect` recognises it; for a puzz.link
 *    link, only formats that may read its genre ({@link mayReadLink}) are asked.
 * 2. None: no type reads it. One: that type.
 * 3. Several: each one's reading is tried (its format parses the whole text, within the type's
 *    `limits.maxTextLength`). A reading that works beats one that fails.
 * 4. Then a claim by the file's extension beats a claim by content alone.
 * 5. One type left: it is taken, the others named as its rivals. Several left that read it (or whose
 *    reading could not be tried, the text not being whole): it is really ambiguous. Several left whose
 *    readings all fail: it is unreadable, with each one's reason.
 *
 * `whole` says `text` is all of the input (not the head of a large one). Never throws; the work is each
 * format's `detect`, and a parse of a text within its type's length limit, for each claim when several
 * types claim the text.
 */
export function detectPuzzleType(
  types: readonly AnyPuzzleType[],
  text: string,
  filename?: string,
  whole = true,
): TypeDetection {
  const claims: TypeClaim[] = [];
  const genre = puzzlinkGenre(text);
  for (const type of types) {
    const c = claim(type, text, filename, genre);
    if (c) claims.push(c);
  }
  if (claims.length === 0) return { kind: "none" };
  if (claims.length === 1) {
    const { type, format } = claims[0]!;
    return { kind: "found", type, format, rivals: [] };
  }
  if (whole) for (const c of claims) tryReading(c, text);
  const alive = claims.filter((c) => c.reads !== false);
  const allFail = alive.length === 0;
  const left = allFail ? claims : alive;
  const byExtension = left.filter((c) => c.byExtension);
  const chosen = byExtension.length > 0 ? byExtension : left;
  if (chosen.length === 1) {
    const { type, format } = chosen[0]!;
    return { kind: "found", type, format, rivals: claims.filter((o) => o.type !== type).map((o) => o.type) };
  }
  return allFail ? { kind: "unreadable", claims: chosen } : { kind: "ambiguous", claims: chosen };
}
