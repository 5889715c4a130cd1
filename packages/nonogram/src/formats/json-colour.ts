import { describeJson, jsonArray, jsonPath, ParseError } from "@gridsmith/kit";
import {
  BACKGROUND_CODE,
  CODE_PATTERN,
  type ColourNonogram,
  MAX_COLOURS,
  normaliseRgb,
} from "../colour/palette.js";
import { MAX_SIDE } from "../limits.js";
import type { NonogramColour } from "../types.js";
import { type FileColour, paletteOf, type ReadLine } from "./colour-formats.js";

/**
 * `"palette": [{"name": "white", "rgb": "#ffffff", "code": "."}, ...]`, the background first. A code may
 * be left out (one is then given, see assignCodes); a code that is given must be valid.
 */
export function readJsonPalette(value: unknown): NonogramColour[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new ParseError('"palette" must be a list of colours, the background first');
  }
  jsonArray(value, "palette", { min: 1, max: MAX_COLOURS + 1 });
  const colours: FileColour[] = value.map((c, i) => {
    const what = i === 0 ? "palette entry 1 (the background)" : `palette entry ${i + 1}`;
    if (typeof c !== "object" || c === null || Array.isArray(c))
      throw new ParseError(`${what} must be an object`);
    const { name, rgb, code } = c as Record<string, unknown>;
    const value = typeof rgb === "string" ? normaliseRgb(rgb) : null;
    if (typeof name !== "string" || name.trim() === "" || value === null) {
      throw new ParseError(`${what} needs a "name" and an "rgb" such as "#ff0000"`);
    }
    if (code !== undefined) {
      const ok = i === 0 ? code === BACKGROUND_CODE : typeof code === "string" && CODE_PATTERN.test(code);
      if (!ok)
        throw new ParseError(
          `${what}: "code" ${describeJson(code)} must be ${i === 0 ? '"."' : "one letter or one of #$%&*+-/:;=@^_~!"}`,
        );
    }
    return { name, rgb: value, wanted: typeof code === "string" ? code : undefined };
  });
  return paletteOf(colours);
}

/**
 * Colour clues: each block `[length, "code"]` (a colour's code or name), or a bare length whose colour is
 * the same block's palette index in `indices` (the puzzle object's own `rowColours`/`columnColours`, so that
 * `JSON.stringify(puzzle)` reads back) or else the first colour after the background.
 */
export function readJsonColourClues(
  value: unknown,
  key: "rows" | "columns",
  palette: NonogramColour[],
  indices?: unknown,
): ReadLine[] {
  if (!Array.isArray(value)) throw new ParseError(`"${key}" must be a list of clues`);
  jsonArray(value, key, { max: MAX_SIDE });
  const byName = new Map<string, number>();
  palette.forEach((c, i) => {
    if (i > 0) byName.set(c.name, i);
  });
  palette.forEach((c, i) => {
    if (i > 0) byName.set(c.code, i);
  });
  return value.map((clue, i) => {
    const what = `${key === "rows" ? "row" : "column"} ${i + 1}`;
    if (!Array.isArray(clue))
      throw new ParseError(`${what}: the clue must be a list of blocks, got ${describeJson(clue)}`);
    jsonArray(clue, jsonPath(key, i), { max: MAX_SIDE });
    const lengths: number[] = [];
    const colours: number[] = [];
    const given = Array.isArray(indices) && Array.isArray(indices[i]) ? (indices[i] as unknown[]) : undefined;
    clue.forEach((block, j) => {
      const [n, c] = Array.isArray(block) ? block : [block, undefined];
      if (
        typeof n !== "number" ||
        !Number.isInteger(n) ||
        n < 1 ||
        (Array.isArray(block) && block.length !== 2)
      ) {
        throw new ParseError(
          `${what}: a block is [length, "colour"] with a length of at least 1, got ${describeJson(block)}`,
        );
      }
      const index = given?.[j];
      const byIndex = Number.isInteger(index) && (index as number) >= 1 && (index as number) < palette.length;
      const colour =
        c === undefined
          ? given === undefined
            ? 1
            : byIndex
              ? (index as number)
              : undefined
          : typeof c === "string"
            ? byName.get(c)
            : undefined;
      if (colour === undefined)
        throw new ParseError(
          `${what}: block ${j + 1}'s colour ${describeJson(c ?? index)} is not in the palette`,
        );
      lengths.push(n);
      colours.push(colour);
    });
    return { lengths, colours };
  });
}

/** The `palette`, `rows` and `columns` lines of a colour puzzle's JSON. */
export function colourJsonLines(p: ColourNonogram): string[] {
  const entries = p.palette.map((c) => `    ${JSON.stringify({ name: c.name, rgb: c.rgb, code: c.code })}`);
  const clues = (lengths: number[][], colours: number[][]) =>
    JSON.stringify(lengths.map((clue, i) => clue.map((n, j) => [n, p.palette[colours[i]![j]!]!.code])));
  return [
    `  "palette": [\n${entries.join(",\n")}\n  ]`,
    `  "rows": ${clues(p.rows, p.rowColours)}`,
    `  "columns": ${clues(p.columns, p.columnColours)}`,
  ];
}
