import { type Rng, sideParams, unshadedProblems } from "@gridsmith/kit";
import { type Given, givensModel, goalPuzzle, squareDraftGenerator } from "@gridsmith/kit/setter";
import { EMPTY, neighbours, type Puzzle, type Solution } from "./puzzle.js";
import { seen } from "./rules.js";
import { solve } from "./solve.js";

/** The generator's `size` field (4 to 10, default 6) and its check of a params value. */
export const sizeParams = sideParams(4, 10, 6);

// Each solve is capped in nodes (not time), so the same seed gives the same puzzle.
const NODE_LIMIT = 20_000;

/**
 * A shading by the rules: cells shaded in random order, each with the chance `density`, wherever no shaded
 * cell touches it and the unshaded stay joined.
 */
function randomShading(puzzle: Puzzle, rng: Rng, density: number): number[] {
  const shaded = new Array<number>(puzzle.cells.length).fill(0);
  for (const i of rng.shuffle([...shaded.keys()])) {
    if (rng.int(100) >= density * 100 || neighbours(puzzle, i).some((j) => shaded[j] === 1)) continue;
    shaded[i] = 1;
    if (unshadedProblems({ ...puzzle, shaded: (k) => shaded[k] === 1 }).length > 0) shaded[i] = 0;
  }
  return shaded;
}

/** The puzzle with each given's number in its cell. */
function withNumbers(puzzle: Puzzle, givens: readonly Given<number>[]): Puzzle {
  const cells = [...puzzle.cells];
  for (const g of givens) cells[g.index] = g.value;
  return { ...puzzle, cells };
}

/** Gives are numbers: the count a cell sees in the goal, on a cell the goal leaves unshaded. */
function setterFor(goal: readonly number[]) {
  return givensModel<Puzzle, Solution, number>(
    { solve },
    {
      cells: (puzzle, solution) =>
        solution.map((v, i) => (v === 1 ? EMPTY : seen(puzzle, i, (j) => solution[j] !== 1))),
      withGivens: withNumbers,
      isOpen: (_puzzle, i) => goal[i] === 0,
    },
  );
}

/**
 * A Kurodoko with exactly one solution, the same for the same size and seed; params are checked first. A
 * random shading by the rules is the goal; the kit's `givensForUniqueness` numbers unshaded cells with the
 * count each sees until that shading is the only answer, then drops every number the rest make needless. A
 * goal whose search runs out of nodes is dropped for the next.
 */
export const generate = squareDraftGenerator(
  sizeParams.check,
  "Kurodoko",
  100,
  (size, rng): Puzzle | null => {
    const bare: Puzzle = { width: size, height: size, cells: new Array<number>(size * size).fill(EMPTY) };
    const goal = randomShading(bare, rng, 0.6);
    if (!goal.includes(1)) return null;
    return goalPuzzle(setterFor(goal), bare, goal, NODE_LIMIT);
  },
);
