// The formats tests the genres whose answer is the borders between their regions (Shikaku, Sashigane,
// Tatamibari) make alike: the formats contract on any grid of their clues, and a file that keeps any borders.
import type fc from "fast-check";
import { it } from "vitest";
import { gridPuzzles } from "./arbitraries.js";
import type { GenreWriters } from "./examples-contract.js";
import { checkBorderAnswerFileRoundTrip } from "./format-checks.js";
import { describeFormatsContract } from "./formats-contract.js";

type Clued = { width: number; height: number; clues: number[] };

/** What a genre whose answer is the borders between its regions tells {@link describeBorderRegionsFormats}. */
export interface BorderRegionsFormatsOf<Puzzle extends Clued> {
  /** Each cell's entry of `clues`, or that of a grid of the sides given. */
  clue: fc.Arbitrary<number> | ((width: number, height: number) => fc.Arbitrary<number>);
  /**
   * The genre's formats module (`import * as formats from "./index.js"`), whose pzprv3 file holds a border
   * or none on every edge of the grid (`edgeCount` long, the outline's edges too).
   */
  formats: GenreWriters<Puzzle, number[]> & {
    /** Reads a pzprv3 file: its puzzle, and its answer's entry on every edge. */
    readPzprv3Board(file: string): { puzzle: Puzzle; borders: readonly number[] };
    readonly [name: string]: unknown;
  };
  /** puzz.link's own pzprv3 file of a link (`pzprFileOfUrl` of `@gridsmith/pzpr-judge`). */
  pzprFileOfUrl(link: string): string;
}

/**
 * Registers the formats tests of a genre whose answer is the borders between its regions (call it inside a
 * `describe`): {@link describeFormatsContract} on any grid up to 12x12 of `clue`s, and
 * {@link checkBorderAnswerFileRoundTrip} on the module's pzprv3 writer and reader.
 */
export function describeBorderRegionsFormats<Puzzle extends Clued>(of: BorderRegionsFormatsOf<Puzzle>): void {
  const { formats, pzprFileOfUrl } = of;
  const puzzles = gridPuzzles<Puzzle>({ list: "clues", cell: of.clue, maxSide: 12 });
  describeFormatsContract({ puzzles, formats, pzprFileOfUrl });

  it("read and write a file's borders, from any set of inner edges", () => {
    checkBorderAnswerFileRoundTrip({ puzzles, write: formats.writePzprv3, read: formats.readPzprv3Board });
  });
}
