// Simon Tatham's Singles is Hitori: shade cells so that no number repeats in a row or column among the unshaded
// ones, no two shaded cells touch, and the unshaded cells stay connected. Its game ID spells every cell, one
// character each: 0-9, then a-z for 10-35 and A-Z for 36-61 (singles.c's n2c), with no runs.

import { ParseError } from "@gridsmith/kit";
import type { NumberGrid } from "@gridsmith/kit/puzzlink";
import { parseSize, splitGameId } from "./decode.ts";

const SYMBOLS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A Singles game ID (`5x5de:5513...`) as a Hitori grid, row by row. */
export function singlesToHitori(id: string): NumberGrid {
  const { params, desc } = splitGameId(id);
  const { width, height } = parseSize(params);
  if (desc.length !== width * height) {
    throw new ParseError(`expected ${width * height} cells, found ${desc.length}`);
  }
  const cells = [...desc].map((ch, i) => {
    const n = SYMBOLS.indexOf(ch);
    if (n < 1) throw new ParseError(`'${ch}' is not a number of Singles`, 1, i + 1);
    return n;
  });
  return { width, height, cells };
}
