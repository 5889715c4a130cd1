import { type Dfa, Model } from "@gridsmith/constraint";
import { modelSolver } from "@gridsmith/kit";
import { lines, type Puzzle, sightLine, tallest } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * The automaton of a clue `seen` over heights 1 to `top`, read nearest first: a state is the tallest
 * building so far and how many have been seen; a taller building is seen, a lower one hidden. It accepts when
 * exactly `seen` were.
 */
export function sightAutomaton(top: number, seen: number): Dfa {
  const id = (tallestSoFar: number, count: number) => tallestSoFar * (seen + 1) + count;
  const transitions: [number, number, number][] = [];
  for (let t = 0; t <= top; t++)
    for (let c = 0; c <= seen; c++)
      for (let h = 1; h <= top; h++) {
        if (h <= t) transitions.push([id(t, c), h, id(t, c)]);
        else if (c < seen) transitions.push([id(t, c), h, id(h, c + 1)]);
      }
  const accepting = Array.from({ length: top + 1 }, (_, t) => id(t, seen));
  return { states: (top + 1) * (seen + 1), initial: id(0, 0), accepting, transitions };
}

/**
 * The puzzle on the engine: variable i is cell i's height, 1 to the longer side. Each row and column holds
 * different heights (`allDifferent` with Régin's matching: a person's naked and hidden subsets; `"singles"`
 * leaves the matching out), and each clue's line, read from
 * the clue, spells a word of its {@link sightAutomaton} (`regular`, domain consistent). The rules' names are
 * what hints read.
 */
export function buildModel(puzzle: Puzzle, consistency: "singles" | "domain" = "domain"): Model {
  const m = new Model();
  const top = tallest(puzzle);
  m.intVars(puzzle.width * puzzle.height, 1, top);
  for (const line of lines(puzzle)) if (line.length > 1) m.allDifferent(line, undefined, { consistency });
  puzzle.clues.forEach((seen, k) => {
    if (seen >= 0) m.regular(sightLine(puzzle, k), sightAutomaton(top, seen));
  });
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status; every solution is checked against the rules
 * before it is returned. The plain search by default (`learning: true` for the learning one): the automata's
 * reasons are dear to learn from, and on the public puzzles of the tests the plain search was 3 to 5 times
 * faster (a 6x6 of 452 nodes, 70 ms against 250 ms for 53 learning nodes).
 */
export const solve = modelSolver<Puzzle>({ buildModel, solutionProblems, learning: false });
