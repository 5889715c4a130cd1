import { type Dfa, Model } from "@gridsmith/constraint";
import { cellModelSolver } from "@gridsmith/kit";
import { blocks, type Puzzle, units } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * The automaton of a row or column of `stars` stars, no two side by side: a state is how many stars so far
 * and whether the last cell held one.
 */
export function starLineAutomaton(stars: number): Dfa {
  const transitions: [number, number, number][] = [];
  for (let count = 0; count <= stars; count++)
    for (const last of [0, 1]) {
      transitions.push([2 * count + last, 0, 2 * count]);
      if (last === 0 && count < stars) transitions.push([2 * count, 1, 2 * count + 3]);
    }
  return { states: 2 * (stars + 1), initial: 0, accepting: [2 * stars, 2 * stars + 1], transitions };
}

/**
 * What two neighbouring lines tell together (a solver's "two rows" reasoning), as helper variables after the
 * cells. Cut the band of rows (or columns) r and r+1 into pieces two cells wide, a strip one cell wide left at
 * an end: each piece holds at most one star (the blocks' rule) and the band holds 2k, so the pieces' own 0/1
 * (a new variable, its cells' sum) add up to 2k. Both cuts are posted for every band (a strip at the first
 * cell, then none). Where a band has 2k+1 pieces, as a 25-wide six-star grid has, one empty piece fills all
 * the others, which the row sums alone do not see.
 */
export function postBands(puzzle: Puzzle, m: Model): void {
  const { width, height, stars } = puzzle;
  for (const byColumn of [false, true]) {
    const lines = byColumn ? width : height;
    const length = byColumn ? height : width;
    const cell = (line: number, at: number) => (byColumn ? at * width + line : line * width + at);
    for (let line = 0; line + 1 < lines; line++)
      for (const first of [-1, 0]) {
        const pieces: number[] = [];
        for (let at = first; at < length; at += 2) {
          const cells = [at, at + 1]
            .filter((x) => x >= 0 && x < length)
            .flatMap((x) => [cell(line, x), cell(line + 1, x)]);
          const piece = m.intVar(0, 1);
          m.linear([...cells.map(() => 1), -1], [...cells, piece], "=", 0);
          pieces.push(piece);
        }
        m.linear(
          pieces.map(() => 1),
          pieces,
          "=",
          2 * stars,
        );
      }
  }
}

/**
 * The puzzle on the engine: variable i is cell i's star (0 or 1). Every row, column and region holds the
 * stars (`linear=`), and every 2x2 block at most one (`linear<=`): no two stars touch, not even at a corner.
 * The rules' names are what hints read. With `lines` (the solver's default; hints leave it out, as a person
 * reasons with the rules above) each row and column is also a word of {@link starLineAutomaton}
 * (`regular`, domain consistent), which sees the count and the gaps at once: on the public 13x13 of the tests
 * the learning search went from 9,166 nodes and 1.3 to 1.9 s to 597 nodes and 0.13 to 0.24 s. With `lines`
 * come {@link postBands}' pieces too, after the cells: puzzle-star-battle.com's 25x25 of six stars took 18,167
 * nodes and 4.3 to 7 CPU s through the CLI without them, 3,128 and 0.4 to 0.5 s with them; the 13x13 above
 * takes more (1,412 nodes, 0.2 s), as do a few small ones (RESULTS.md, branch fresh34).
 */
export function buildModel(puzzle: Puzzle, lines = true): Model {
  const m = new Model();
  m.intVars(puzzle.width * puzzle.height, 0, 1);
  const all = units(puzzle);
  for (const u of all)
    m.linear(
      u.cells.map(() => 1),
      u.cells,
      "=",
      puzzle.stars,
    );
  for (const b of blocks(puzzle)) m.linear([1, 1, 1, 1], b, "<=", 1);
  if (lines) {
    for (const u of all.slice(0, puzzle.width + puzzle.height))
      m.regular(u.cells, starLineAutomaton(puzzle.stars));
    postBands(puzzle, m);
  }
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution is checked against the rules before it is returned. The answer is the model's first width x height
 * variables (the bands' pieces follow).
 */
export const solve = cellModelSolver<Puzzle>({ buildModel, solutionProblems });
