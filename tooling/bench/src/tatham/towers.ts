// Simon Tatham's Towers is puzz.link's Skyscrapers (`building`): a Latin square of heights 1 to N with counts of
// the visible towers around the grid. Its game ID is `N:` then 4N clues separated by `/` (empty for none), above
// the grid left to right, below it left to right, left of it top to bottom, right of it top to bottom (towers.c's
// clue order, the same as pzprjs's), then optionally `,` and digits given in the grid (run letters for empty
// cells). A puzz.link building link has no place for given digits, so such a puzzle is not converted.
import type { FramedClues } from "@gridsmith/kit";
import { ParseError } from "@gridsmith/kit";
import { parseSize, splitGameId } from "./decode.ts";

/** No clue at a place (building's NO_CLUE). */
const NO_CLUE = -1;

/** Why a Towers game ID cannot be a building link, or undefined when it can. */
export function towersRefusal(id: string): string | undefined {
  return splitGameId(id).desc.includes(",")
    ? "digits given in the grid (a building link cannot hold them)"
    : undefined;
}

/** A Towers game ID (`5:/3////2/...`) as a building puzzle; throws for one with given digits. */
export function towersToBuilding(id: string): FramedClues {
  const { params, desc } = splitGameId(id);
  const { width } = parseSize(params);
  const refusal = towersRefusal(id);
  if (refusal) throw new ParseError(`not converted: ${refusal}`);
  const fields = desc.split("/");
  if (fields.length !== 4 * width)
    throw new ParseError(`expected ${4 * width} clues, found ${fields.length}`);
  const clues = fields.map((f, i) => {
    if (f === "") return NO_CLUE;
    if (!/^\d+$/.test(f) || Number(f) < 1 || Number(f) > width) {
      throw new ParseError(`clue ${i + 1}: '${f}' is not a number from 1 to ${width}`);
    }
    return Number(f);
  });
  return { width, height: width, clues };
}

/** Tatham's answer (`S` and a digit a cell, row by row) as building's Solution, the heights row by row. */
export function towersAnswer(aux: string): number[] {
  if (!/^S\d+$/.test(aux)) throw new Error(`not a Towers answer: '${aux.slice(0, 20)}'`);
  return [...aux.slice(1)].map(Number);
}
