import type {
  Example,
  ParamsHooks,
  PlayModel,
  Problem,
  PuzzleType,
  SolveOptions,
  SolveResult,
} from "./types.js";

/** What a genre says of itself in its type object: its id, its names for people and its formats. */
export type GenreAbout<Puzzle, Solution> = Pick<
  PuzzleType<Puzzle, Solution>,
  "id" | "title" | "kind" | "description" | "formats"
>;

/**
 * A genre's modules that its type object is made of, under the names the genres give them: the type
 * object's own entries, but `check` takes the attempt as the list of cell values it is, `hints` is what
 * kit's `propagationHints` (or `shadingHints`) made, and `solutionText` is the `solutionToText`.
 */
export interface GenreModules<Puzzle, Solution, Attempt, Deduction> {
  limits: PuzzleType<Puzzle, Solution>["limits"];
  fromJson(value: unknown): Puzzle;
  validate(puzzle: Puzzle): Problem[];
  solve(puzzle: Puzzle, options?: SolveOptions): SolveResult<Solution>;
  check(puzzle: Puzzle, attempt: number[]): Problem[];
  hints: Pick<PuzzleType<Puzzle, Solution>, "hint" | "explain" | "grade">;
  play: PlayModel<Puzzle, Solution, Attempt, Deduction>;
  solutionText(puzzle: Puzzle, solution: Solution): string;
  examples: Example[];
}

/** A genre's generator and its params. */
export interface GenreGenerator<Puzzle, Params> {
  generate(params: Params, seed: number): Puzzle;
  /** Fills in and checks the params before `generate` runs; left out when `generate` does that itself. */
  checkParams?(params: Params): Params;
  params: ParamsHooks<Params>;
}

/**
 * The type object of a genre built on kit's shared pieces (a cell-list attempt, engine hints, a seeded
 * generator): what the genre's index.ts exports, so that each genre names its modules once rather than
 * spelling out the same object.
 */
export function genreType<Puzzle, Solution, Params, Attempt, Deduction>(
  about: GenreAbout<Puzzle, Solution>,
  modules: GenreModules<Puzzle, Solution, Attempt, Deduction>,
  generator: GenreGenerator<Puzzle, Params>,
): PuzzleType<Puzzle, Solution, Params, Attempt, Deduction> {
  const { checkParams } = generator;
  return {
    ...about,
    limits: modules.limits,
    fromJson: modules.fromJson,
    validate: modules.validate,
    solve: modules.solve,
    check: (puzzle, attempt) => modules.check(puzzle, attempt as number[]),
    ...modules.hints,
    generate: checkParams
      ? (params, seed) => generator.generate(checkParams(params), seed)
      : generator.generate,
    play: modules.play,
    params: generator.params,
    solutionToText: modules.solutionText,
    examples: modules.examples,
  };
}
