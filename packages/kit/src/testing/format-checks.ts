import fc from "fast-check";
import { expect } from "vitest";
import { edgeCount, type GridSize, innerEdges } from "../border-regions.js";
import type { Format } from "../types.js";
import { assertSame } from "./puzzle-type-checks.js";

/**
 * What `format` writes of any puzzle of `valid`, it reads back as an equal puzzle (100 runs by default): the
 * round trip each format of a type promises, for the type's format tests.
 */
export function checkFormatRoundTrip<P>(format: Format<P>, valid: fc.Arbitrary<P>, numRuns = 100): void {
  const serialize = format.serialize;
  if (!serialize) throw new Error(`the ${format.id} format does not write`);
  fc.assert(
    fc.property(valid, (puzzle) =>
      assertSame(format.parse(serialize(puzzle)), puzzle, `${format.id} round trip`),
    ),
    { numRuns, includeErrorInReport: true },
  );
}

/**
 * The puzzle and the answer of a pzprv3 board as a genre's reader gives it: its `puzzle` and its one other
 * field (`lines`, `shaded`, `answer`...).
 */
export function boardAnswer<Puzzle, Solution>(board: {
  puzzle: Puzzle;
}): { puzzle: Puzzle; solution: Solution } {
  const others = Object.keys(board).filter((key) => key !== "puzzle");
  if (others.length !== 1) throw new Error(`a pzprv3 board has ${others.join(", ")} beside its puzzle`);
  return { puzzle: board.puzzle, solution: (board as Record<string, unknown>)[others[0]!] as Solution };
}

/**
 * Asserts that a genre's pzprv3 file keeps any answer: `write(puzzle, answer)` read back by `read` gives the
 * puzzle and the answer (the board's one field beside its puzzle), for `answers` of `length(puzzle)` entries
 * of 0 to `max` (0 and 1 unless given).
 */
export function checkAnswerFileRoundTrip<P>(options: {
  puzzles: fc.Arbitrary<P>;
  length(puzzle: P): number;
  write(puzzle: P, answer: number[]): string;
  read(text: string): { puzzle: P };
  /** The largest entry of an answer (1 unless given; 2 for Hashikake's double bridges). */
  max?: number;
  numRuns?: number;
}): void {
  fc.assert(
    fc.property(
      options.puzzles.chain((puzzle) =>
        fc
          .array(fc.constantFrom(...Array.from({ length: (options.max ?? 1) + 1 }, (_, v) => v)), {
            minLength: options.length(puzzle),
            maxLength: options.length(puzzle),
          })
          .map((answer) => ({ puzzle, answer })),
      ),
      ({ puzzle, answer }) => {
        expect(boardAnswer(options.read(options.write(puzzle, answer)))).toEqual({
          puzzle,
          solution: answer,
        });
      },
    ),
    { numRuns: options.numRuns ?? 50 },
  );
}

/**
 * Asserts that a pzprv3 file of a genre that divides its grid by borders (Shikaku, Sashigane, Tatamibari)
 * keeps any borders: the outline is not in the file, so an answer is a border or none per inner edge
 * (`innerEdges`), put into the grid's list of edges (`edgeCount` long) for `write`, and taken back out of
 * what `read` gives.
 */
export function checkBorderAnswerFileRoundTrip<P extends GridSize>(options: {
  puzzles: fc.Arbitrary<P>;
  write(puzzle: P, borders: number[]): string;
  read(text: string): { puzzle: P; borders: readonly number[] };
}): void {
  checkAnswerFileRoundTrip<P>({
    puzzles: options.puzzles,
    length: (p) => innerEdges(p).length,
    write: (p, answer) => {
      const borders = new Array<number>(edgeCount(p)).fill(0);
      innerEdges(p).forEach(({ edge }, k) => {
        borders[edge] = answer[k]!;
      });
      return options.write(p, borders);
    },
    read: (text) => {
      const { puzzle, borders } = options.read(text);
      return { puzzle, answer: innerEdges(puzzle).map(({ edge }) => borders[edge]!) };
    },
  });
}
