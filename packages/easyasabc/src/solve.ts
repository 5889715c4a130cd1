import { type Dfa, Model } from "@gridsmith/constraint";
import { modelSolver } from "@gridsmith/kit";
import { lines, type Puzzle } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

// The whole line as one automaton has a state per set of letters used and last letter: about n x 2^(n-1)
// states. Up to this many letters it is small (8: 1,024 states); past it each rule gets an automaton of its own.
const MAX_LINE_AUTOMATON_LETTERS = 8;

/**
 * The automaton of one line of Easy as ABC read from its first cell, over 0 (empty) and the letters 1 to
 * `letters`: each letter exactly once, the first letter `first` and the last letter `last` when those are
 * letters (a clue at each end; anything else asks nothing). A state is the set of letters used so far and the
 * last one; only the states reachable from the start are made.
 */
export function lineAutomaton(letters: number, first: number, last: number): Dfa {
  const all = 2 ** letters - 1;
  const ids = new Map<number, number>();
  const queue: [number, number][] = [];
  const id = (used: number, at: number) => {
    const key = used * (letters + 1) + at;
    let s = ids.get(key);
    if (s === undefined) {
      s = ids.size;
      ids.set(key, s);
      queue.push([used, at]);
    }
    return s;
  };
  const transitions: [number, number, number][] = [];
  const accepting: number[] = [];
  const initial = id(0, 0);
  for (let q = 0; q < queue.length; q++) {
    const [used, at] = queue[q]!;
    const from = id(used, at);
    if (used === all && (last < 1 || at === last)) accepting.push(from);
    transitions.push([from, 0, from]);
    for (let v = 1; v <= letters; v++) {
      if (used & (1 << (v - 1))) continue;
      if (used === 0 && first >= 1 && v !== first) continue;
      transitions.push([from, v, id(used | (1 << (v - 1)), v)]);
    }
  }
  return { states: ids.size, initial, accepting, transitions };
}

/** The automaton of `letter` exactly once, over 0 to `letters`. */
function onceAutomaton(letters: number, letter: number): Dfa {
  const transitions: [number, number, number][] = [];
  for (let v = 0; v <= letters; v++) {
    if (v !== letter) transitions.push([0, v, 0], [1, v, 1]);
    else transitions.push([0, v, 1]);
  }
  return { states: 2, initial: 0, accepting: [1], transitions };
}

/** The automaton of the first letter being `letter`: empties, then `letter`, then anything. */
function firstAutomaton(letters: number, letter: number): Dfa {
  const transitions: [number, number, number][] = [
    [0, 0, 0],
    [0, letter, 1],
  ];
  for (let v = 0; v <= letters; v++) transitions.push([1, v, 1]);
  return { states: 2, initial: 0, accepting: [1], transitions };
}

/**
 * The puzzle on the engine: variable i is cell i's letter, 0 (empty) to `letters`; a given fixes it. Each row
 * and column, with the clues at its ends, spells a word of its {@link lineAutomaton} (`regular`, domain
 * consistent: a person's "only place for B in this row" and "the clue's letter cannot be behind another"
 * both come from it). Past 8 letters each rule is its own automaton. The rule names are what hints read.
 */
export function buildModel(puzzle: Puzzle): Model {
  const m = new Model();
  const n = puzzle.letters;
  m.intVars(puzzle.width * puzzle.height, 0, n);
  puzzle.givens.forEach((v, i) => {
    if (v > 0) m.assign(i, v);
  });
  for (const line of lines(puzzle)) {
    const first = puzzle.clues[line.start]!;
    const last = puzzle.clues[line.end]!;
    if (n <= MAX_LINE_AUTOMATON_LETTERS) {
      m.regular(line.cells, lineAutomaton(n, first, last));
      continue;
    }
    for (let v = 1; v <= n; v++) m.regular(line.cells, onceAutomaton(n, v));
    if (first >= 1) m.regular(line.cells, firstAutomaton(n, first));
    if (last >= 1) m.regular([...line.cells].reverse(), firstAutomaton(n, last));
  }
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status; every solution is checked against the rules
 * before it is returned.
 */
export const solve = modelSolver<Puzzle>({ buildModel, solutionProblems, learning: false });
