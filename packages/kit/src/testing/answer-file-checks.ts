// What the types whose pzprv3 file came after them (Sudoku, Kakuro, Nurikabe, Slitherlink) assert of their
// answer files, for their tests to call in their own `it` blocks: each answer, written in place, is complete
// by puzz.link's own checker, and the genre's reader gets the answer back.
import { expect } from "vitest";

/** The pzprv3 writer and puzz.link's checker {@link expectAnswerFilesJudged} uses. */
export interface AnswerFileJudging<Puzzle, Solution> {
  /** The pzprv3 file of a puzzle, with a solution in place when given. */
  writePzprv3(puzzle: Puzzle, solution?: Solution): string;
  /** puzz.link's verdict on a pzprv3 file (`judgePzprv3` of `@gridsmith/pzpr-judge`). */
  judgePzprv3(file: string): { complete: boolean };
}

/**
 * Asserts, for each of `puzzles`, that `type` finds one solution, that its pzprv3 file with the solution in
 * place is complete by puzz.link's checker, and whatever `readsBack` asserts of the answer file (the genre's
 * reader gets the puzzle and the solution back; where the file can hold the bare puzzle, that it is not
 * complete).
 */
export function expectAnswerFilesJudged<Puzzle, Solution>(
  type: { solve(puzzle: Puzzle): { status: string; solutions: Solution[] } },
  judging: AnswerFileJudging<Puzzle, Solution>,
  puzzles: readonly Puzzle[],
  readsBack: (file: string, puzzle: Puzzle, solution: Solution) => void,
): void {
  for (const puzzle of puzzles) {
    const result = type.solve(puzzle);
    expect(result.status).toBe("unique");
    const solution = result.solutions[0]!;
    const file = judging.writePzprv3(puzzle, solution);
    expect(judging.judgePzprv3(file)).toMatchObject({ complete: true });
    readsBack(file, puzzle, solution);
  }
}
