// What every game ID of Simon Tatham's Portable Puzzle Collection shares: `PARAMS:DESC`, where PARAMS starts with
// the size (`WxH`, or `N` for a square) and DESC lists the grid's places row by row, a lower-case letter standing
// for a run of empty places (`a` one, ... `z` twenty-six) and anything else for a clue. Games differ in how a clue
// is spelled: one character each (Filling's, Loopy's and Slant's digits, Light Up's `B`, Pearl's `B` and `W`), or
// a decimal number of any length with `_` between two numbers that would otherwise run together (Range, Singles,
// and the others whose clues pass 9). Galaxies counts its runs differently and decodes in its own module.
import { ParseError } from "@gridsmith/kit";

/** A game ID cut at its first colon: the parameter string (size, difficulty, options) and the description. */
export interface GameId {
  readonly params: string;
  readonly desc: string;
}

export function splitGameId(id: string): GameId {
  const text = id.trim();
  const colon = text.indexOf(":");
  if (colon < 0) throw new ParseError(`expected 'PARAMS:DESC', found no ':' in '${text}'`);
  return { params: text.slice(0, colon), desc: text.slice(colon + 1) };
}

/** The size at the start of a parameter string, and what follows it (difficulty and options, game by game). */
export interface GameSize {
  readonly width: number;
  readonly height: number;
  readonly rest: string;
}

export function parseSize(params: string): GameSize {
  const match = /^(\d+)(?:x(\d+))?/.exec(params);
  if (!match) throw new ParseError(`expected the size ('WxH' or 'N') at the start of '${params}'`);
  const width = Number(match[1]);
  const height = match[2] === undefined ? width : Number(match[2]);
  if (width < 1 || height < 1) throw new ParseError(`the size must be at least 1x1, found '${match[0]}'`);
  return { width, height, rest: params.slice(match[0].length) };
}

/** How a game spells a clue: `digit` one character 0-9 each, `decimal` a number of any length. */
export type NumberStyle = "digit" | "decimal";

export interface DecodeOptions {
  /** How numbers are spelled; `decimal` also skips `_`, the separator between two numbers. */
  readonly numbers: NumberStyle;
  /** Characters (other than a-z and digits) that stand for a clue of their own, e.g. "BW" for Pearl. */
  readonly symbols?: string;
}

/** One place of the grid: `null` empty, a number, or one of the game's symbol characters. */
export type Place = number | string | null;

/**
 * Decodes DESC into exactly `count` places, row by row. A lower-case letter is a run of empty places (`a` one,
 * `z` twenty-six); a number or symbol fills one place. Throws a ParseError naming the column of DESC (1-based)
 * at the first character it cannot read, or when DESC holds more or fewer than `count` places.
 */
export function decodePlaces(desc: string, count: number, options: DecodeOptions): Place[] {
  const places: Place[] = [];
  const symbols = options.symbols ?? "";
  let i = 0;
  while (i < desc.length) {
    const ch = desc[i]!;
    if (ch >= "a" && ch <= "z") {
      for (let k = ch.charCodeAt(0) - 96; k > 0; k--) places.push(null);
      i++;
    } else if (ch >= "0" && ch <= "9") {
      let end = i + 1;
      if (options.numbers === "decimal") while (end < desc.length && isDigit(desc[end]!)) end++;
      places.push(Number(desc.slice(i, end)));
      i = end;
    } else if (ch === "_" && options.numbers === "decimal") {
      i++;
    } else if (symbols.includes(ch)) {
      places.push(ch);
      i++;
    } else {
      throw new ParseError(`unexpected '${ch}' in the description`, 1, i + 1);
    }
    if (places.length > count) {
      throw new ParseError(`the description holds more than ${count} places`, 1, i);
    }
  }
  if (places.length !== count) {
    throw new ParseError(`the description holds ${places.length} places, expected ${count}`);
  }
  return places;
}

function isDigit(ch: string): boolean {
  return ch >= "0" && ch <= "9";
}

/** The places of `grid` (row by row, `width` to a row) as rows, for tests and messages. */
export function rowsOf<T>(grid: readonly T[], width: number): T[][] {
  const rows: T[][] = [];
  for (let at = 0; at < grid.length; at += width) rows.push(grid.slice(at, at + width));
  return rows;
}
