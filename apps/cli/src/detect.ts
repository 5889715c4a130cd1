import type { AnyPuzzleType, Format } from "@gridsmith/kit";

/**
 * Texts longer than this are not read to confirm a type that states no `limits.maxTextLength`: detection
 * stays bounded whatever a type leaves out.
 */
export const CONFIRM_MAX = 1 << 20;

/** What detection makes of one input. */
export type Detection =
  /** Read as `type` (with `format`); `note` says so when another type claimed the text too. */
  | { type: AnyPuzzleType; format?: Format<unknown>; note?: string }
  /** No type reads it: the input's `invalid` line says this. */
  | { invalid: string }
  /** Several types read it as well: a usage error that asks for `--type`. */
  | { ask: string };

/** A type that claims a text: the format that would read it, and how that reading went. */
interface Claim {
  type: AnyPuzzleType;
  format: Format<unknown>;
  /** The format is one of the file's extension, not only one that recognises the content. */
  byExtension: boolean;
  /** Whether the format parses the text; undefined when not tried (the text is not whole). */
  reads?: boolean;
  error?: string;
}

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
 * The format of `type` that reads `text`, chosen as `detectFormat` chooses it (one of the file's extension
 * that recognises the text first, else the first that recognises it), so the reading tried here is the one
 * the batch makes; undefined when no format of the type recognises the text.
 */
function claim(type: AnyPuzzleType, text: string, filename: string | undefined): Claim | undefined {
  const formats = type.formats as Format<unknown>[];
  const ext = extensionOf(filename);
  const byExtension = ext
    ? formats.find((f) => f.extensions.includes(ext) && detects(f, text, filename))
    : undefined;
  if (byExtension) return { type, format: byExtension, byExtension: true };
  const format = formats.find((f) => detects(f, text, filename));
  return format && { type, format, byExtension: false };
}

/** The most characters a puzzle of `type` has (its `limits`). */
export function maxTextLength(type: AnyPuzzleType): number {
  return type.limits.maxTextLength;
}

/** Why `text` is too long for `type`, or undefined when it is not. */
export function tooLong(type: AnyPuzzleType, length: number): string | undefined {
  const max = maxTextLength(type);
  return length > max
    ? `the text has ${length} characters; a ${type.id} puzzle has at most ${max}`
    : undefined;
}

/** Tries the claim's reading: its format parses the whole text, within the type's length limit. */
function tryReading(c: Claim, text: string): void {
  const long = tooLong(c.type, text.length);
  if (long !== undefined) {
    c.reads = false;
    c.error = long;
    return;
  }
  if (maxTextLength(c.type) === undefined && text.length > CONFIRM_MAX) return;
  try {
    c.format.parse(text);
    c.reads = true;
  } catch (e) {
    c.reads = false;
    c.error = e instanceof Error ? e.message : String(e);
  }
}

const either = (claims: Claim[]) => claims.map((c) => c.type.id).join(" or ");

/**
 * Which installed type reads `text` (from `filename`, when known, for its extension). The rule, from the
 * strongest evidence down:
 *
 * 1. The types that claim the text are those with a format whose `detect` recognises it.
 * 2. None: no type reads it. One: that type.
 * 3. Several: each one's reading is tried (its format parses the whole text, within the type's
 *    `limits.maxTextLength`). A reading that works beats one that fails.
 * 4. Then a claim by the file's extension beats a claim by content alone.
 * 5. One type left: it is taken, and `note` says so. Several left that read it (or whose reading could not
 *    be tried, the text not being whole): it is really ambiguous, and detection asks. Several left whose
 *    readings all fail: no type reads it, and the message gives each one's reason.
 *
 * `whole` says `text` is all of the input (not the head of a large one). Never throws.
 */
export function detectInput(
  types: readonly AnyPuzzleType[],
  text: string,
  filename: string | undefined,
  whole: boolean,
): Detection {
  const claims: Claim[] = [];
  for (const type of types) {
    const c = claim(type, text, filename);
    if (c) claims.push(c);
  }
  if (claims.length === 0) {
    return {
      invalid: `no installed puzzle type reads this; --type chooses one of ${types.map((t) => t.id).join(", ")}`,
    };
  }
  if (claims.length === 1) return { type: claims[0]!.type, format: claims[0]!.format };
  if (whole) for (const c of claims) tryReading(c, text);
  const alive = claims.filter((c) => c.reads !== false);
  const allFail = alive.length === 0;
  const left = allFail ? claims : alive;
  const byExtension = left.filter((c) => c.byExtension);
  const chosen = byExtension.length > 0 ? byExtension : left;
  if (chosen.length === 1) {
    const c = chosen[0]!;
    const others = claims.filter((o) => o !== c);
    return {
      type: c.type,
      format: c.format,
      note: `read as ${c.type.id} (${c.format.id} format) rather than ${either(others)}; pass --type to choose`,
    };
  }
  if (allFail) {
    const reasons = chosen.map((c) => `as ${c.type.id} (${c.format.id} format): ${c.error}`).join("; ");
    return { invalid: `could be ${either(chosen)}, but no reading works: ${reasons}` };
  }
  return { ask: `could be ${either(chosen)}; say which with --type` };
}

/** The installed type that reads `text`, or a message saying why none or several do. */
export function detectType(
  types: readonly AnyPuzzleType[],
  text: string,
  filename?: string,
): AnyPuzzleType | string {
  const found = detectInput(types, text, filename, true);
  const name = filename ?? "input";
  if ("type" in found) return found.type;
  return `${name}: ${"ask" in found ? found.ask : found.invalid}`;
}
