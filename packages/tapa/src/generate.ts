import { gridNeighbours, type Rng, sideParams } from "@gridsmith/kit";
import { type Given, givensModel, goalPuzzle, squareDraftGenerator } from "@gridsmith/kit/setter";
import { blockLengths, blocks, type Puzzle, ring, type Solution } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field (4 to 8, default 6) and its check of a params value. */
export const sizeParams = sideParams(4, 8, 6);

// Each solve is capped in nodes (not time), so the same seed gives the same puzzle.
const NODE_LIMIT = 20_000;

/**
 * A shading by the rules: one shaded piece grown from a random cell, a random cell beside it at a time
 * where shading it leaves no 2x2 block all shaded, until `density` of the grid is shaded or none is left.
 */
function randomShading(size: number, rng: Rng, density: number): number[] {
  const grid = { width: size, height: size };
  const shaded = new Array<number>(size * size).fill(0);
  const fullBlock = (i: number) => blocks(grid).some((b) => b.includes(i) && b.every((j) => shaded[j] === 1));
  shaded[rng.int(size * size)] = 1;
  for (let count = 1; count < density * size * size; count++) {
    const edge = rng.shuffle(
      [...shaded.keys()].filter(
        (i) => shaded[i] === 0 && gridNeighbours(i, size, size).some((j) => shaded[j] === 1),
      ),
    );
    const next = edge.find((i) => {
      shaded[i] = 1;
      const bad = fullBlock(i);
      shaded[i] = 0;
      return !bad;
    });
    if (next === undefined) break;
    shaded[next] = 1;
  }
  return shaded;
}

/**
 * A clue as the setter compares it: its numbers largest first, joined by commas (`#` for a shaded cell). A
 * clue is a multiset, and the blocks of one ring read from another start come in another order (1,2 and 2,1),
 * so unsorted keys of the same clue differed and the setter gave the same cell over and over (seed 11, 6x6).
 */
const clueKey = (numbers: readonly number[]) =>
  numbers.length === 0 ? "0" : [...numbers].sort((a, b) => b - a).join(",");

/** The puzzle with each given's clue (its numbers joined by commas) in its cell. */
function withClues(puzzle: Puzzle, givens: readonly Given<string>[]): Puzzle {
  const clues = puzzle.clues.map((c) => [...c]);
  for (const g of givens) clues[g.index] = g.value.split(",").map(Number);
  return { ...puzzle, clues };
}

/** Givens are clues: the blocks a cell the goal leaves unshaded sees around it in a solution. */
function setterFor(goal: readonly number[]) {
  return givensModel<Puzzle, Solution, string>(
    { solve },
    {
      cells: (puzzle, solution) =>
        solution.map((v, i) =>
          v === 1
            ? "#"
            : clueKey(blockLengths(ring(puzzle, i).map((j) => (j !== null && solution[j] === 1 ? 1 : 0)))),
        ),
      withGivens: withClues,
      isOpen: (_puzzle, i) => goal[i] === 0,
    },
  );
}

/**
 * A Tapa with exactly one solution, the same for the same size and seed; params are checked first. A
 * random shading by the rules is the goal; the kit's `givensForUniqueness` gives unshaded cells the clue of
 * the blocks around them until that shading is the only answer, then drops every clue the rest make
 * needless. A goal whose search runs out of nodes is dropped for the next.
 */
export const generate = squareDraftGenerator(sizeParams.check, "Tapa", 100, (size, rng): Puzzle | null => {
  const goal = randomShading(size, rng, 0.55);
  const bare: Puzzle = { width: size, height: size, clues: goal.map(() => []) };
  return goalPuzzle(setterFor(goal), bare, goal, NODE_LIMIT);
});
