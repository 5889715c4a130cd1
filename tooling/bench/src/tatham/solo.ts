// Simon Tatham's Solo is Sudoku and three variants of it. Its game ID is `CxR` (a grid C*R cells a side whose
// boxes are C rows of R cells: the 2x3 game's boxes are two rows of three, puzz.link's 6x6 boxes) and then the
// givens row by row, run letters for empty cells and decimal numbers with `_` between two that touch. Its
// options put a letter after the size: `x` the two diagonals must hold every digit too (X-Sudoku), `j` boxes of
// any shape given after a `,` (Jigsaw), `k` cages with sums after `,` (Killer). Our sudoku has none of these
// rules, so only plain games are converted. Its generator's answer (solo.c) is `S` and the digits, `,` between.
import { ParseError } from "@gridsmith/kit";
import { decodePlaces, parseSize, splitGameId } from "./decode.ts";

/** A plain Solo game as our sudoku: the side and the givens, 0 an empty cell. */
export interface SoloSudoku {
  size: number;
  cells: number[];
}

/**
 * puzz.link's box shape for a side (rows x columns). Our sudoku also plays 12x12 (3x4 boxes), but a puzz.link
 * sudoku link has no 12x12 (its writer refuses it), so Solo's 3x4 is not converted.
 */
const BOXES: Record<number, [number, number]> = { 4: [2, 2], 6: [2, 3], 9: [3, 3], 16: [4, 4], 25: [5, 5] };

/** Why a Solo game ID cannot be our sudoku, or undefined when it can. */
export function soloRefusal(id: string): string | undefined {
  const { params, desc } = splitGameId(id);
  const { width: boxRows, height: boxCols, rest } = parseSize(params);
  if (rest.includes("j")) return "Jigsaw (boxes of any shape)";
  if (rest.includes("k")) return "Killer (cages)";
  if (rest.includes("x")) return "X (the diagonals hold every digit)";
  if (desc.includes(",")) return "a section after ',' that plain Solo has not";
  const box = BOXES[boxRows * boxCols];
  if (!box || box[0] !== boxRows || box[1] !== boxCols) {
    return `boxes of ${boxRows} rows x ${boxCols} columns: no puzz.link sudoku has them`;
  }
  return undefined;
}

/** A plain Solo game ID (`3x3:b1_6d2...`) as a sudoku; throws for a variant or a box shape ours lacks. */
export function soloToSudoku(id: string): SoloSudoku {
  const refusal = soloRefusal(id);
  if (refusal) throw new ParseError(`not converted: ${refusal}`);
  const { params, desc } = splitGameId(id);
  const { width: boxRows, height: boxCols } = parseSize(params);
  const size = boxRows * boxCols;
  const places = decodePlaces(desc, size * size, { numbers: "decimal" });
  return { size, cells: places.map((p) => (p === null ? 0 : (p as number))) };
}

/** Tatham's answer (`S1,5,...`) as the digits row by row. */
export function soloAnswer(aux: string): number[] {
  if (!/^S\d+(,\d+)*$/.test(aux)) throw new Error(`not a Solo answer: '${aux.slice(0, 20)}'`);
  return aux.slice(1).split(",").map(Number);
}
