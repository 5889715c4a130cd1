// Simon Tatham's Solo is Sudoku and three variants of it. Its game ID is `CxR` (a grid C*R cells a side whose
// boxes are C rows of R cells: the 2x3 game's boxes are two rows of three, puzz.link's 6x6 boxes) and then the
// givens row by row, run letters for empty cells and decimal numbers with `_` between two that touch. Its
// options put a letter after the size: `x` the two diagonals must hold every digit too (X-Sudoku), `j` boxes of
// any shape given after a `,` (Jigsaw), `k` cages with sums after `,` (Killer). Our sudoku has none of these
// rules but Killer's (the killer-sudoku package), so only plain and Killer games are converted. Its generator's
// answer (solo.c) is `S` and the digits, `,` between.
import { ParseError } from "@gridsmith/kit";
import { boxShape } from "@gridsmith/sudoku";
import { decodePlaces, parseSize, splitGameId } from "./decode.ts";

/** A plain Solo game as our sudoku: the side and the givens, 0 an empty cell. */
export interface SoloSudoku {
  size: number;
  cells: number[];
}

/** Why a Solo game ID cannot be our sudoku, or undefined when it can. */
export function soloRefusal(id: string): string | undefined {
  const { params, desc } = splitGameId(id);
  const { width: boxRows, height: boxCols, rest } = parseSize(params);
  if (rest.includes("j")) return "Jigsaw (boxes of any shape)";
  if (rest.includes("k")) return "Killer (cages)";
  if (rest.includes("x")) return "X (the diagonals hold every digit)";
  if (desc.includes(",")) return "a section after ',' that plain Solo has not";
  const box = boxShape(boxRows * boxCols);
  if (!box || box.rows !== boxRows || box.cols !== boxCols) {
    return `boxes of ${boxRows} rows x ${boxCols} columns: our sudoku has none`;
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

/** A Killer cage: its cells (row by row) and their sum. */
export interface SoloCage {
  sum: number;
  cells: number[];
}

/** A Killer Solo game as our killer sudoku's puzzle. */
export interface SoloKiller {
  size: number;
  cages: SoloCage[];
  givens: number[];
}

/** Why a Solo Killer game ID cannot be our killer sudoku, or undefined when it can. */
export function killerRefusal(id: string): string | undefined {
  const { params } = splitGameId(id);
  const { width: boxRows, height: boxCols, rest } = parseSize(params);
  if (!rest.includes("k")) return "not a Killer game";
  if (rest.includes("j")) return "Jigsaw Killer (boxes of any shape)";
  if (rest.includes("x")) return "Killer X (the diagonals hold every digit)";
  const size = boxRows * boxCols;
  if (![4, 6, 9].includes(size) || boxShape(size)?.rows !== boxRows)
    return `a ${boxRows}x${boxCols} Killer: ours are 4, 6, 9`;
  return undefined;
}

/**
 * A Killer Solo game ID (`3x3k:GIVENS,CAGES,SUMS`) as our killer sudoku. CAGES is solo.c's block structure: the
 * walls between cells, first the N(N-1) between left and right neighbours row by row, then the N(N-1) between
 * upper and lower neighbours column by column, as runs: `_` a wall, a letter `a`-`y` that many non-walls and
 * a wall, `z` 25 non-walls and no wall (the last wall is past the end). SUMS is a grid whose number stands in
 * each cage's first cell (row by row).
 */
export function soloToKiller(id: string): SoloKiller {
  const refusal = killerRefusal(id);
  if (refusal) throw new ParseError(`not converted: ${refusal}`);
  const { params, desc } = splitGameId(id);
  const { width: boxRows, height: boxCols } = parseSize(params);
  const size = boxRows * boxCols;
  const area = size * size;
  const parts = desc.split(",");
  if (parts.length !== 3) throw new ParseError(`expected GIVENS,CAGES,SUMS, found ${parts.length} parts`);
  const givens = decodePlaces(parts[0]!, area, { numbers: "decimal" }).map((p) =>
    p === null ? 0 : (p as number),
  );
  const sums = decodePlaces(parts[2]!, area, { numbers: "decimal" });
  const walls = decodeWalls(parts[1]!, 2 * size * (size - 1));
  const parent = Array.from({ length: area }, (_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const half = size * (size - 1);
  walls.forEach((wall, i) => {
    if (wall) return;
    const [a, b] =
      i < half
        ? [
            Math.floor(i / (size - 1)) * size + (i % (size - 1)),
            Math.floor(i / (size - 1)) * size + (i % (size - 1)) + 1,
          ]
        : [
            (i % (size - 1)) * size + Math.floor(i / (size - 1)) - size,
            ((i % (size - 1)) + 1) * size + Math.floor(i / (size - 1)) - size,
          ];
    parent[root(a)] = root(b);
  });
  const byRoot = new Map<number, number[]>();
  for (let i = 0; i < area; i++) {
    const r = root(i);
    if (!byRoot.has(r)) byRoot.set(r, []);
    byRoot.get(r)!.push(i);
  }
  const cages = [...byRoot.values()].map((cells) => {
    const sum = sums[cells[0]!];
    if (typeof sum !== "number")
      throw new ParseError(`the cage at cell ${cells[0]} has no sum in its first cell`);
    return { sum, cells };
  });
  return { size, cages, givens };
}

/** Solo's block structure runs as one wall flag a place (true a wall), exactly `count` of them. */
function decodeWalls(text: string, count: number): boolean[] {
  const walls: boolean[] = [];
  for (const [i, ch] of [...text].entries()) {
    if (ch === "_") walls.push(true);
    else if (ch >= "a" && ch <= "y")
      walls.push(...new Array<boolean>(ch.charCodeAt(0) - 96).fill(false), true);
    else if (ch === "z") walls.push(...new Array<boolean>(25).fill(false));
    else throw new ParseError(`unexpected '${ch}' in the cage walls`, 1, i + 1);
  }
  // The last wall is the virtual one past the end.
  if (walls.length !== count + 1 || !walls[count]) {
    throw new ParseError(`the cage walls hold ${walls.length - 1} places, expected ${count}`);
  }
  return walls.slice(0, count);
}
