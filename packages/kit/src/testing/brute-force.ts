// A solver's exact counts against brute force: on puzzles tiny enough to try every answer, the answers the
// type's independent check (which shares no code with the solver) accepts are counted, and the solver must
// count the same with its learning search and without, each answer it gives also right by a second judge
// where there is one (puzz.link's checker).
import fc from "fast-check";
import type { SolveOptions, SolveResult } from "../types.js";
import { type GridPuzzlesOptions, gridPuzzles } from "./arbitraries.js";

/**
 * Every list of `n` entries each `min` to `max` (0 and 1 unless given): the answers of a tiny puzzle, all
 * (max - min + 1)^n of them, the first entry changing fastest.
 */
export function everyAnswer(n: number, min = 0, max = 1): Generator<number[]> {
  const values = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return everyAnswerAmong(new Array<number[]>(n).fill(values));
}

/**
 * Every list whose entry `k` is one of `choices[k]`, the first entry changing fastest: the answers of a tiny
 * puzzle that a rule anyone can read off the puzzle already allows (a given kept, a number no larger than its
 * room), so that the independent check runs on fewer answers that it would refuse anyway.
 */
export function* everyAnswerAmong(choices: readonly (readonly number[])[]): Generator<number[]> {
  if (choices.some((c) => c.length === 0)) return;
  const at = choices.map(() => 0);
  for (;;) {
    yield at.map((i, k) => choices[k]![i]!);
    let k = 0;
    while (k < at.length && at[k] === choices[k]!.length - 1) at[k++] = 0;
    if (k === at.length) return;
    at[k]!++;
  }
}

/**
 * Each cell's numbers for {@link everyAnswerAmong} in a genre whose room of n cells holds no number above n
 * (Nanro, Ripple Effect): a cell's given alone (none when it is outside `min` to `max`), else `min` to the
 * smaller of `max` and its room's size; any other answer changes a given or breaks that rule.
 */
export function roomGivenChoices(
  puzzle: { rooms: readonly number[]; givens: readonly number[] },
  min: number,
  max: number,
): number[][] {
  const { rooms, givens } = puzzle;
  const size = new Map<number, number>();
  for (const r of rooms) size.set(r, (size.get(r) ?? 0) + 1);
  return givens.map((g, i) => {
    if (g > 0) return g >= min && g <= max ? [g] : [];
    const top = Math.min(max, size.get(rooms[i]!)!);
    return Array.from({ length: Math.max(0, top - min + 1) }, (_, k) => min + k);
  });
}

/**
 * Every answer made of one of `rows[r]` for each row `r`, the rows joined in order, the first row changing
 * fastest: the answers of a tiny puzzle whose rules already say what a row may be (one star, no number twice),
 * so that the independent check runs on those alone.
 */
export function* everyAnswerOfRows(rows: readonly (readonly (readonly number[])[])[]): Generator<number[]> {
  for (const picks of everyAnswerAmong(rows.map((choices) => choices.map((_, i) => i))))
    yield picks.flatMap((i, r) => rows[r]![i]!);
}

/** Every row of `width` entries `min` to `max` with no entry twice (a Latin square's rows). */
export function rowsWithoutRepeats(width: number, min: number, max: number): number[][] {
  return [...everyAnswer(width, min, max)].filter((row) => new Set(row).size === row.length);
}

/**
 * Every set of borders on the inner edges of a `width` x `height` grid, each as a list per segment of the
 * grid lines (the horizontal ones first, (height + 1) lines of width, then the vertical ones, height lines of
 * width + 1: kit's `borderEdges` numbering, worked out here apart from it), 1 a border: the answers of a tiny
 * puzzle of the genres that divide the grid.
 */
export function* everyBorderAnswer(width: number, height: number): Generator<number[]> {
  const inner: number[] = [];
  for (let r = 1; r < height; r++) for (let c = 0; c < width; c++) inner.push(r * width + c);
  for (let r = 0; r < height; r++)
    for (let c = 1; c < width; c++) inner.push((height + 1) * width + r * (width + 1) + c);
  for (const borders of everyAnswer(inner.length)) {
    const answer = new Array<number>((height + 1) * width + height * (width + 1)).fill(0);
    inner.forEach((edge, k) => {
      answer[edge] = borders[k]!;
    });
    yield answer;
  }
}

/** Options of {@link checkCountsByBruteForce}. */
export interface BruteForceOptions<Puzzle> {
  /** Puzzles small enough to try every answer of. */
  puzzles: fc.Arbitrary<Puzzle>;
  /** Every answer of a puzzle's shape, right or wrong (see {@link everyAnswer}). */
  answers(puzzle: Puzzle): Iterable<number[]>;
  /** The independent check: what is wrong with an answer (nothing: it is right). */
  check(puzzle: Puzzle, answer: number[]): readonly unknown[];
  /** A second judge of the first three answers the solver gives: whether it calls one right. */
  judge?(puzzle: Puzzle, answer: number[]): boolean;
  /** Puzzles the solver need not count: one it refuses (see `validate`) that brute force finds no answer of. */
  skip?(puzzle: Puzzle, count: number): boolean;
  /** How many puzzles (100 unless given). */
  numRuns?: number;
}

/**
 * Throws unless, on every puzzle of `options.puzzles`, `type.solve` with no limit counts exactly the answers
 * `options.check` accepts among `options.answers`, with the learning search and without, and `options.judge`
 * accepts the first three answers it gives.
 */
export function checkCountsByBruteForce<Puzzle>(
  type: { solve(puzzle: Puzzle, options?: SolveOptions): SolveResult<unknown> },
  options: BruteForceOptions<Puzzle>,
): void {
  fc.assert(
    fc.property(options.puzzles, (puzzle) => {
      let count = 0;
      for (const answer of options.answers(puzzle)) if (options.check(puzzle, answer).length === 0) count++;
      if (options.skip?.(puzzle, count)) return;
      for (const learning of [true, false]) {
        const result = type.solve(puzzle, { limit: Number.POSITIVE_INFINITY, learning });
        if (result.solutionCount !== count)
          throw new Error(
            `${learning ? "learning" : "plain"} search counts ${result.solutionCount}, brute force ${count}`,
          );
        if (!learning || !options.judge) continue;
        for (const s of result.solutions.slice(0, 3))
          if (!options.judge(puzzle, s as number[]))
            throw new Error(`the judge refuses ${JSON.stringify(s)}`);
      }
    }),
    { numRuns: options.numRuns ?? 100 },
  );
}

/**
 * What a genre tells {@link gridBruteForce}: its tiny grids ({@link gridPuzzles}' options), the answers to try
 * of each, and how many puzzles and whether puzz.link's checker judges them.
 */
export interface GridBruteForceOf<Puzzle> extends GridPuzzlesOptions {
  /** Every answer of a puzzle's shape, right or wrong (see {@link everyAnswer}). */
  answers(puzzle: Puzzle): Iterable<number[]>;
  /** How many puzzles (100 unless given). */
  numRuns?: number;
  /** `false` where puzz.link's checker is not to judge these tiny puzzles (the test says why). */
  judged?: false;
}

/**
 * A genre's brute-force counts on grids of `list` entries drawn from `cell` ({@link gridPuzzles} of the
 * options), trying `answers` of each: describePuzzleType's `bruteForce`, written as one object.
 */
export function gridBruteForce<Puzzle extends { width: number; height: number }>(
  of: GridBruteForceOf<Puzzle>,
): Omit<BruteForceOptions<Puzzle>, "check"> & { judged?: false } {
  const { answers, numRuns, judged, ...grid } = of;
  return {
    ...(judged === false ? { judged } : {}),
    puzzles: gridPuzzles<Puzzle>(grid),
    answers,
    ...(numRuns === undefined ? {} : { numRuns }),
  };
}
