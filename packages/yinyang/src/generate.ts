import { type Rng, sideParams } from "@gridsmith/kit";
import { type Given, givensModel, goalPuzzle, squareDraftGenerator } from "@gridsmith/kit/setter";
import { BLACK, NONE, type Params, type Puzzle, type Solution, WHITE } from "./puzzle.js";
import { validate } from "./rules.js";
import { solve } from "./solve.js";

/** The generator's `size` field, its reader and its check (the kit's square-side params, 4 to 10, 6 first). */
export const sizeParams = sideParams(4, 10, 6);

/** The params with the default filled in; throws a RangeError unless the size is 4 to 10. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Every search is capped in nodes (not time), so the same seed gives the same puzzle.
const NODE_LIMIT = 20_000;
const budget = { nodeLimit: NODE_LIMIT, timeoutMs: Number.POSITIVE_INFINITY };

/** The puzzle with a circle of each given's colour (1 black, 0 white) in its cell. */
function withGivens(puzzle: Puzzle, givens: readonly Given<number>[]): Puzzle {
  const circles = [...puzzle.circles];
  for (const g of givens) circles[g.index] = g.value === 1 ? BLACK : WHITE;
  return { ...puzzle, circles };
}

const setter = givensModel<Puzzle, Solution, number>(
  { solve, validate },
  { cells: (_puzzle, solution) => solution, withGivens, isOpen: (puzzle, i) => puzzle.circles[i] === NONE },
);

/**
 * A random answer for an empty size x size grid: every cell, in random order, takes a random colour, or the
 * other one when the grid would have no answer with it (or the search ran out of nodes).
 */
function randomAnswer(size: number, rng: Rng): Solution | null {
  const puzzle: Puzzle = { width: size, height: size, circles: new Array<number>(size * size).fill(NONE) };
  let answer: Solution | undefined;
  for (const i of rng.shuffle([...puzzle.circles.keys()])) {
    if (answer !== undefined && rng.int(2) > 0) {
      // Mostly keep to the answer in hand, which saves a search; now and then try its other colour.
      puzzle.circles[i] = answer[i] === 1 ? BLACK : WHITE;
      continue;
    }
    puzzle.circles[i] = rng.int(2) === 0 ? WHITE : BLACK;
    let found = solve(puzzle, { ...budget, limit: 1 }).solutions[0];
    if (found === undefined) {
      puzzle.circles[i] = puzzle.circles[i] === WHITE ? BLACK : WHITE;
      found = solve(puzzle, { ...budget, limit: 1 }).solutions[0];
    }
    if (found === undefined) return null;
    answer = found;
  }
  return answer ?? null;
}

/**
 * A Yin-Yang with exactly one solution, the same for the same size and seed; params are checked first. A
 * random answer (see `randomAnswer`) is singled out on an empty grid by the kit's `givensForUniqueness`:
 * circles are given where other answers differ most, then each is taken back while the rest still make the
 * answer unique, so every circle left is needed.
 */
export const generate = squareDraftGenerator(checkParams, "Yin-Yang", 20, (size, rng): Puzzle | null => {
  const empty: Puzzle = { width: size, height: size, circles: new Array<number>(size * size).fill(NONE) };
  const goal = randomAnswer(size, rng);
  if (goal === null) return null;
  return goalPuzzle(setter, empty, goal, NODE_LIMIT);
});
