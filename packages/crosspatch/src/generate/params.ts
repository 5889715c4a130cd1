import { choiceField, type ParamsHooks, type ParamValues } from "@gridsmith/kit";
import { type CrosspatchParams, DENSE_MAX_SIDE, DENSE_MIN_SIDE, MAX_SIDE } from "../puzzle.js";
import { checkParams } from "./index.js";

/** Reads `--size RxC` (or `N` for a square). */
export function parseSize(text: string): { rows: number; cols: number } {
  const m = /^(\d+)(?:x(\d+))?$/i.exec(text.trim());
  if (!m) throw new RangeError(`--size takes ROWSxCOLS or N, got '${text}'`);
  return { rows: Number(m[1]), cols: Number(m[2] ?? m[1]) };
}

/** Splits a word list given as text: any whitespace or commas; `!` lines are comments, as in kkck. */
export function splitWords(text: string): string[] {
  return text
    .split(/\r?\n/)
    .filter((line) => !line.startsWith("!"))
    .join(" ")
    .split(/[\s,]+/)
    .filter((w) => w !== "");
}

/**
 * Theme words `generate` uses when given neither `--words` nor `--size`, so a plain "generate" (the API's,
 * the site's) always gives a puzzle.
 */
export const DEFAULT_THEME_WORDS = [
  "PUZZLE",
  "GRID",
  "CROSS",
  "LETTER",
  "WORD",
  "SLOT",
  "ACROSS",
  "DOWN",
  "SOLVE",
  "CLUE",
  "PENCIL",
  "ERASER",
];

/** The side of a dense grid when no `--size` is given (with `--kind dense`). */
const DENSE_SIDE = 11;

/**
 * The generator's params: a Kriss Kross of theme words (`sparse`, the default) or a crossword-style grid
 * filled from a dictionary (`dense`, what `--size` alone means). Checked against the limits
 * (`checkParams`) before they are returned, so a bad flag fails at once.
 */
export const params: ParamsHooks<CrosspatchParams> = {
  fields: [
    choiceField(
      "kind",
      "Kind",
      { sparse: "Kriss Kross of theme words", dense: "Dense grid of English words" },
      { default: "sparse", help: "dense when --size is given without it" },
    ),
    {
      name: "words",
      label: "Theme words",
      kind: "text",
      file: true,
      default: DEFAULT_THEME_WORDS.join(" "),
      help: "separated by spaces or commas; default: twelve words about puzzles",
      when: { field: "kind", values: ["sparse"] },
    },
    {
      name: "max-size",
      label: "Largest side",
      kind: "number",
      min: 2,
      max: MAX_SIDE,
      default: 21,
      when: { field: "kind", values: ["sparse"] },
    },
    {
      name: "size",
      label: "Grid size",
      kind: "text",
      default: String(DENSE_SIDE),
      help: `ROWSxCOLS or N, ${DENSE_MIN_SIDE} to ${DENSE_MAX_SIDE}`,
      when: { field: "kind", values: ["dense"] },
    },
    {
      name: "dict",
      label: "Dictionary",
      kind: "text",
      file: true,
      help: "the words to fill with; default: the bundled English list",
      when: { field: "kind", values: ["dense"] },
    },
  ],
  read: (values) => checkParams(paramsOf(values)),
};

function textOf(value: ParamValues[string]): string | undefined {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
}

/** The params the flags ask for (checked by `read`). */
function paramsOf(values: ParamValues): CrosspatchParams {
  const words = textOf(values.words);
  const size = textOf(values.size);
  const dict = textOf(values.dict);
  const kind = values.kind ?? (size !== undefined ? "dense" : "sparse");
  if (kind !== "sparse" && kind !== "dense")
    throw new RangeError(`--kind takes sparse or dense, got '${String(kind).slice(0, 20)}'`);
  if (dict !== undefined && size === undefined && values.kind === undefined) {
    throw new RangeError("--dict (the dictionary of a dense grid) goes with --size");
  }
  if (words !== undefined && size !== undefined) {
    throw new RangeError(
      "--words (a sparse layout of theme words) and --size (a dense grid) exclude each other",
    );
  }
  if (kind === "sparse") {
    if (size !== undefined || dict !== undefined)
      throw new RangeError("--size and --dict are for a dense grid (--kind dense)");
    const maxText = textOf(values["max-size"]);
    const maxSize = maxText === undefined ? undefined : Number(maxText);
    if (maxSize !== undefined && !(Number.isInteger(maxSize) && maxSize >= 2 && maxSize <= MAX_SIDE)) {
      throw new RangeError(`--max-size takes a whole number from 2 to ${MAX_SIDE}, got '${maxText}'`);
    }
    return {
      kind: "sparse",
      words: words === undefined ? [...DEFAULT_THEME_WORDS] : splitWords(words),
      maxSize,
    };
  }
  if (words !== undefined || values["max-size"] !== undefined)
    throw new RangeError("--words and --max-size are for theme words (--kind sparse)");
  const dense = { kind: "dense" as const, ...parseSize(size ?? String(DENSE_SIDE)) };
  return dict !== undefined ? { ...dense, words: splitWords(dict) } : dense;
}
