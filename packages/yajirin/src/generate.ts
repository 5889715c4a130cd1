import { centreLineCells, randomCentreLoop, sideParams, uniqueWithin } from "@gridsmith/kit";
import { squareDraftGenerator } from "@gridsmith/kit/setter";
import { arrowCells, DOWN, LEFT, type Params, type Puzzle, RIGHT, UP } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field, its reader and its check (the kit's square-side params, 5 to 10, 8 first). */
export const sizeParams = sideParams(5, 10, 8);

/** The params with the default filled in; throws a RangeError unless the size is 5 to 10. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const unique = uniqueWithin(solve, 20_000);

/** The clues of a board: each clue cell's arrow stays, its number becomes the shaded cells it points at. */
function numbered(puzzle: Puzzle, shaded: Uint8Array): Puzzle {
  const numbers = puzzle.numbers.map((n, i) =>
    n === -1 ? -1 : arrowCells(puzzle, i, puzzle.arrows[i]!).filter((j) => shaded[j]).length,
  );
  return { ...puzzle, numbers };
}

/**
 * A Yajilin with exactly one solution, the same for the same size and seed; params are checked first. A
 * random loop (kit's `randomCentreLoop`); the cells it misses, in random order, are shaded where no shaded
 * cell touches them, and the rest become clues, each with an arrow (at random, preferring one that sees
 * shaded cells) and the count of shaded cells it points at. If that has one answer, clues are shaded instead,
 * one by one in random order where no shaded cell touches them, while the answer stays unique (every clue's
 * number counted again): fewer clues, each needed as far as shading goes. Loops whose clues allow more than
 * one answer are drawn again.
 */
export const generate = squareDraftGenerator(checkParams, "Yajilin", 100, (size, rng): Puzzle | null => {
  const n = size * size;
  const beside = (i: number) =>
    [i - size, i + size, i % size > 0 ? i - 1 : -1, i % size < size - 1 ? i + 1 : -1].filter(
      (j) => j >= 0 && j < n,
    );
  const loop = randomCentreLoop(size, size, rng, 0.5 + 0.3 * rng.next());
  const onLoop = centreLineCells(size, size, loop);
  const shaded = new Uint8Array(n);
  const off = rng.shuffle([...Array(n).keys()].filter((i) => !onLoop[i]));
  for (const i of off) if (beside(i).every((j) => !shaded[j])) shaded[i] = 1;
  const arrows = new Array<number>(n).fill(0);
  const board: Puzzle = { width: size, height: size, numbers: new Array<number>(n).fill(-1), arrows };
  for (const i of off) {
    if (shaded[i]) continue;
    const ways = rng.shuffle([UP, DOWN, LEFT, RIGHT].filter((a) => arrowCells(board, i, a).length > 0));
    arrows[i] = ways.find((a) => arrowCells(board, i, a).some((j) => shaded[j])) ?? ways[0] ?? 0;
    board.numbers[i] = 0;
  }
  let puzzle = numbered(board, shaded);
  if (!unique(puzzle)) return null;
  for (const i of rng.shuffle(off.filter((j) => !shaded[j]))) {
    if (beside(i).some((j) => shaded[j])) continue;
    shaded[i] = 1;
    const fewer = numbered(
      {
        ...puzzle,
        numbers: puzzle.numbers.map((v, j) => (j === i ? -1 : v)),
        arrows: puzzle.arrows.map((a, j) => (j === i ? 0 : a)),
      },
      shaded,
    );
    if (unique(fewer)) puzzle = fewer;
    else shaded[i] = 0;
  }
  return puzzle;
});
