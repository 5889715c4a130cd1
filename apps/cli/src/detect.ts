import { type AnyPuzzleType, detectPuzzleType, type Format, textTooLong } from "@gridsmith/kit";

/** What detection makes of one input, in the command line's words. */
export type Detection =
  /** Read as `type` (with `format`); `note` says so when another type claimed the text too. */
  | { type: AnyPuzzleType; format?: Format<unknown>; note?: string }
  /** No type reads it: the input's `invalid` line says this. */
  | { invalid: string }
  /** Several types read it as well: a usage error that asks for `--type`. */
  | { ask: string };

/** The most characters a puzzle of `type` has (its `limits`). */
export function maxTextLength(type: AnyPuzzleType): number {
  return type.limits.maxTextLength;
}

/** Why `text` is too long for `type`, or undefined when it is not. */
export const tooLong = textTooLong;

const either = (types: AnyPuzzleType[]) => types.map((t) => t.id).join(" or ");

/**
 * Which installed type reads `text` (from `filename`, when known, for its extension), by the kit's
 * `detectPuzzleType` (the rule the site's home page follows too), said for the command line: a note when
 * another type claimed the text too, `--type` to choose. `whole` says `text` is all of the input (not the
 * head of a large one). `installed` are the ids `--type` takes, when `types` are only those that may read
 * the text (a link's). Never throws.
 */
export function detectInput(
  types: readonly AnyPuzzleType[],
  text: string,
  filename: string | undefined,
  whole: boolean,
  installed: readonly string[] = types.map((t) => t.id),
): Detection {
  const found = detectPuzzleType(types, text, filename, whole);
  switch (found.kind) {
    case "none":
      return {
        invalid: `no installed puzzle type reads this; --type chooses one of ${installed.join(", ")}`,
      };
    case "found": {
      const { type, format } = found;
      if (found.rivals.length === 0) return { type, format };
      return {
        type,
        format,
        note: `read as ${type.id} (${format.id} format) rather than ${either(found.rivals)}; pass --type to choose`,
      };
    }
    case "unreadable": {
      const reasons = found.claims
        .map((c) => `as ${c.type.id} (${c.format.id} format): ${c.error}`)
        .join("; ");
      return {
        invalid: `could be ${either(found.claims.map((c) => c.type))}, but no reading works: ${reasons}`,
      };
    }
    case "ambiguous":
      return { ask: `could be ${either(found.claims.map((c) => c.type))}; say which with --type` };
  }
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
