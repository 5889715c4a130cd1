// The tests every puzz.link genre package makes of its examples, registered as vitest `it` blocks: the files
// under examples/ match the examples, each example has one solution that the package's independent check
// and puzz.link's own checker accept, pzprjs's test puzzle and answer read as pzprjs has them, public links
// solve uniquely, and the README shows examples/solve.mjs. puzz.link's checker is passed in (the kit does
// not depend on it), so a package keeps its own judge.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { detectFormat } from "../formats.js";
import type { PuzzleType } from "../types.js";
import { checkExamplesUnique } from "./example-checks.js";
import { boardAnswer } from "./format-checks.js";

/** A genre as puzz.link's judge drives it: its link reader, solver, pzprv3 writer and independent check. */
export interface JudgedGenre<Puzzle, Solution> {
  /** Reads a puzz.link link. */
  parse(link: string): Puzzle;
  /** Solves a puzzle. */
  solve(puzzle: Puzzle): { status: string; solutions: Solution[] };
  /** The pzprv3 file of a puzzle, with a solution when given. */
  writePzprv3(puzzle: Puzzle, solution?: Solution): string;
  /** The independent check's problems with a solution; empty when it is right. */
  check(puzzle: Puzzle, solution: Solution): readonly unknown[];
}

/** puzz.link's judge (`@gridsmith/pzpr-judge`), as {@link describeExamplesContract} uses it. */
export interface PuzzlinkJudge {
  /** What is wrong, link by link, with the genre on puzz.link links of one answer; empty when all is right. */
  linkProblems<Puzzle, Solution>(genre: JudgedGenre<Puzzle, Solution>, links: readonly string[]): string[];
  /** puzz.link's verdict on a pzprv3 file. */
  judgePzprv3(file: string): { complete: boolean };
}

/** The writers of a puzz.link genre's formats module that the contracts use. */
export interface GenreWriters<Puzzle, Solution> {
  /** Writes a puzzle's puzz.link link. */
  serializePuzzlink(puzzle: Puzzle): string;
  /** Writes a puzzle's pzprv3 file, with a solution when given. */
  writePzprv3(puzzle: Puzzle, solution?: Solution): string;
}

/**
 * What the contracts use of a puzz.link genre's formats module (`import * as formats from
 * "./formats/index.js"`): its link reader and writer, its pzprv3 writer and its pzprv3 answer reader.
 */
export interface GenreFormats<Puzzle, Solution> extends GenreWriters<Puzzle, Solution> {
  /** Reads a puzz.link link. */
  parsePuzzlink(link: string): Puzzle;
  /** Reads a pzprv3 file: its puzzle and, in the one other field (`shaded`, `lines`...), its answer. */
  readPzprv3Board(file: string): { puzzle: Puzzle };
}

/** Options of {@link describeExamplesContract}. */
export interface ExamplesContractOptions<Puzzle, Solution> {
  /** The package's independent check (test-support/independent-check.mjs). */
  check(puzzle: Puzzle, solution: Solution): string[];
  /** The package's root folder (`new URL("../", import.meta.url)` from src/). */
  root: URL;
  /** puzz.link's judge. */
  judge: PuzzlinkJudge;
  /** The genre's formats module. */
  formats: GenreFormats<Puzzle, Solution>;
  /**
   * pzprjs's own test of the genre: its link, and the answer its checker calls complete; absent for a type
   * whose pzprjs test file is not at hand (a type older than its puzz.link formats).
   */
  pzprjs?: {
    link: string;
    answer: string;
    /**
     * Reads the answer file as a puzzle and its solution, for a genre whose pzprv3 answer is not its solution
     * as it stands; default the board's one field beside its puzzle.
     */
    readAnswer?(file: string): { puzzle: Puzzle; solution: Solution };
    /** The index of the example that is this puzzle, if one is. */
    example?: number;
  };
  /** Public puzz.link links of the genre, each with one answer. */
  publicLinks?: readonly string[];
}

/**
 * A pzprv3 file as pzprjs's test scripts write one, its lines ended by `/` instead of line breaks, given in
 * parts (joined as they are) so that a long file fits the width of a line of source.
 */
export function pzprjsFile(...parts: readonly string[]): string {
  return parts.join("").replaceAll("/", "\n");
}

/**
 * Registers the `it` blocks every puzz.link genre package has for its examples (call it inside a
 * `describe`): each example is shipped as examples/NAME.EXTENSION (the first extension of the format that
 * reads it); each has one solution that `check` and
 * puzz.link's checker accept, its link read by puzz.link as the package writes it, the bare puzzle not
 * complete; pzprjs's test puzzle (when given) reads as its link says, and its answer is the one solution; every public
 * link does as an example does; the README holds examples/solve.mjs.
 */
export function describeExamplesContract<Puzzle, Solution>(
  // biome-ignore lint/suspicious/noExplicitAny: any params, attempt and step; only solving is used.
  type: PuzzleType<Puzzle, Solution, any, any, any>,
  options: ExamplesContractOptions<Puzzle, Solution>,
): void {
  const { judge, pzprjs, formats } = options;
  const genre: JudgedGenre<Puzzle, Solution> = {
    parse: formats.parsePuzzlink,
    solve: (puzzle) => type.solve(puzzle),
    writePzprv3: formats.writePzprv3,
    check: options.check,
  };
  const file = (path: string) => readFileSync(new URL(path, options.root), "utf8");

  // The file's extension is the first of the format that reads the example (`url` for a link): the one the
  // CLI knows the file by.
  it("ships each example as examples/NAME.EXTENSION too, with the same text", () => {
    for (const { name, text } of type.examples) {
      const extension = detectFormat(type.formats, text).extensions[0];
      expect(file(`examples/${name}.${extension}`), name).toBe(text);
    }
  });

  it("each has one solution, which the independent check and puzz.link's own checker accept", () => {
    const solved = checkExamplesUnique(type, options.check);
    expect(
      judge.linkProblems(
        genre,
        solved.map(({ puzzle }) => formats.serializePuzzlink(puzzle).trim()),
      ),
    ).toEqual([]);
  });

  if (pzprjs)
    it("holds pzprjs's puzzle as its link says, and finds pzprjs's answer", () => {
      const puzzle = formats.parsePuzzlink(pzprjs.link);
      if (pzprjs.example !== undefined) {
        const { name, text } = type.examples[pzprjs.example]!;
        const example = detectFormat(type.formats, text).parse(text);
        expect(example, name).toEqual(puzzle);
      }
      const answer = pzprjs.readAnswer
        ? pzprjs.readAnswer(pzprjs.answer)
        : boardAnswer<Puzzle, Solution>(formats.readPzprv3Board(pzprjs.answer));
      expect(answer.puzzle).toEqual(puzzle);
      expect(type.solve(puzzle).solutions).toEqual([answer.solution]);
      expect(judge.judgePzprv3(pzprjs.answer).complete).toBe(true);
    });

  if (options.publicLinks)
    it("solves public puzz.link puzzles uniquely, each answer complete by puzz.link's checker", () => {
      expect(judge.linkProblems(genre, options.publicLinks!)).toEqual([]);
    });

  it("the README's example is examples/solve.mjs", () => {
    expect(file("README.md")).toContain(file("examples/solve.mjs").trim());
  });
}
