// What the genres of one shape give describePuzzleType alike: one preset per shape, so that each genre's
// test file says only what is its own (its clues, its sizes).
import fc from "fast-check";
import { edgeCount, type GridSize } from "../border-regions.js";
import { lineCount } from "../centre-lines.js";
import { detectFormat } from "../formats.js";
import type { NumberGrid } from "../puzzlink-number-grid.js";
import { NO_GIVEN, UNKNOWN_GIVEN } from "../puzzlink-room-givens.js";
import type { Format, Limits, PlayModel } from "../types.js";
import { gridPuzzles } from "./arbitraries.js";
import { type BruteForceOptions, everyBorderAnswer } from "./brute-force.js";
import { genreFixture } from "./genre-fixture.js";
import { hostileValue, mutated } from "./hostile-values.js";
import type { LimitsContractOptions } from "./limits-contract.js";

/** What the presets read of a genre's type: its id, limits, formats and examples. */
export interface PresetTypeOf<Puzzle> {
  /** The type's id, its genre's name in links unless the preset is told another. */
  id: string;
  /** The type's limits. */
  limits: Limits;
  /** The type's formats, the default (first) one first. */
  formats: readonly Format<Puzzle>[];
  /** The type's examples. */
  examples: readonly { text: string }[];
}

/**
 * What a preset of a puzz.link genre reads its links with (the type's own formats, the link's found by
 * detection), and the puzzle it tries check, hint and the attempts on: `example` when the genre gives one,
 * else the type's first example.
 */
function linkAndExample<Puzzle>(
  type: PresetTypeOf<Puzzle>,
  example: Puzzle | undefined,
): { read: (link: string) => Puzzle; example: Puzzle } {
  const read = (link: string) => detectFormat(type.formats, link).parse(link);
  return { read, example: example ?? genreFixture(type).example };
}

/**
 * The brute-force counts of a genre whose answer is the borders between its regions (Shikaku, Sashigane,
 * Tatamibari): grids up to 3x3, each cell's entry of `clues` drawn from `clue`, every border answer tried. A
 * puzzle the type refuses (see `validate`) is skipped where brute force finds no answer either. Counted
 * against the independent check alone (`judged: false`): the genres' exact counts of whole puzzles are
 * judged by puzz.link in their own tests.
 */
export function borderRegionsBruteForce<Puzzle extends { width: number; height: number; clues: number[] }>(
  type: { validate(puzzle: Puzzle): readonly unknown[] },
  clue: fc.Arbitrary<number>,
): Omit<BruteForceOptions<Puzzle>, "check"> & { judged: false } {
  return {
    judged: false,
    puzzles: gridPuzzles<Puzzle>({ list: "clues", cell: clue, maxSide: 3 }),
    answers: (puzzle) => everyBorderAnswer(puzzle.width, puzzle.height),
    skip: (puzzle, count) => type.validate(puzzle).length > 0 && count === 0,
    numRuns: 150,
  };
}

/** What a genre whose answer is the borders between its regions tells {@link borderRegionsLimits}. */
export interface BorderRegionsLimitsOf<Puzzle extends { width: number; height: number; clues: number[] }> {
  /** The genre's `fromJson`, which the contract checks its type gives. */
  fromJson(value: unknown): Puzzle;
  /** A puzzle of the genre, for check, hint and the attempts; by default the type's first example. */
  example?: Puzzle;
  /** Each cell's entry of `clues` in a grid of the sides given. */
  clue: (width: number, height: number) => fc.Arbitrary<number>;
  /** The cells of a link's grid of one row one cell wider than the largest side (`zzzg`: all empty). */
  oversizedCells: string;
  /** A character of a link's cells, repeated past the limit of a text (`g`). */
  filler: string;
  /** What the generator's params say of a size a billion (`--size takes 5 to 8`). */
  sizeError: string;
}

/**
 * The limits and fromJson cases of a genre whose answer is the borders between its regions (Shikaku,
 * Sashigane, Tatamibari; its id names it in links): grids up to 6x6 of `clue`s, a 9x9 one in JSON, a link over the text limit, a link
 * one column wider than the largest side, an attempt of one entry an edge (1 a border), and generator sizes
 * that are not whole or in range.
 */
export function borderRegionsLimits<Puzzle extends { width: number; height: number; clues: number[] }>(
  type: PresetTypeOf<Puzzle>,
  of: BorderRegionsLimitsOf<Puzzle>,
): LimitsContractOptions<Puzzle> {
  const { limits } = type;
  const link = (size: string, cells: string) => `https://puzz.link/p?${type.id}/${size}/${cells}`;
  const { read, example } = linkAndExample(type, of.example);
  return {
    fromJson: of.fromJson,
    valid: gridPuzzles<Puzzle>({ list: "clues", cell: of.clue }),
    json: { list: "clues", width: 9, height: 9 },
    tooLong: [link("2/2", of.filler.repeat(limits.maxTextLength))],
    oversized: {
      read: () => read(link(`${limits.maxSide + 1}/1`, of.oversizedCells)),
      error: `at most ${limits.maxSide}x${limits.maxSide}`,
    },
    puzzle: example,
    attempt: { length: edgeCount(example), max: 1 },
    generate: { badSizes: [1e9, 0, 2.5], sizeError: of.sizeError },
  };
}

/** What a shading genre of puzz.link tells {@link shadedGridLimits}. */
export interface ShadedGridLimitsOf<Puzzle extends { width: number; height: number }> {
  /** The genre's `fromJson`. */
  fromJson(value: unknown): Puzzle;
  /** The genre's puzzles of the right shape. */
  valid: fc.Arbitrary<Puzzle>;
  /** The puzzle's list of one entry a cell (`rooms`, `clues`). */
  list: keyof Puzzle & string;
  /** The genre's name in its links (`lits`); by default the type's id. */
  genre?: string;
  /** A puzzle of the genre, for check, hint and the attempts; by default the type's first example. */
  example?: Puzzle;
  /** What the generator's params say of a size a billion (`--size takes 4 to 10`). */
  sizeError: string;
}

/**
 * The limits and fromJson cases of a shading genre of puzz.link (LITS, Shimaguni, Heyawake, Tapa; Kurodoko
 * and Mochikoro through {@link numberGridLimits}): its valid puzzles, a 9x9 one in JSON, a text over the
 * limit, a link one column wider than the largest side, an attempt of one entry a cell (1 shaded), and
 * generator sizes that are not whole or in range.
 */
export function shadedGridLimits<Puzzle extends { width: number; height: number }>(
  type: PresetTypeOf<Puzzle>,
  of: ShadedGridLimitsOf<Puzzle>,
): LimitsContractOptions<Puzzle> {
  const { limits } = type;
  const { read, example } = linkAndExample(type, of.example);
  return {
    fromJson: of.fromJson,
    valid: of.valid,
    json: { list: of.list, width: 9, height: 9 },
    tooLong: ["1".repeat(limits.maxTextLength + 1)],
    oversized: {
      read: () => read(`https://puzz.link/p?${of.genre ?? type.id}/${limits.maxSide + 1}/1/`),
      error: `a grid is at most ${limits.maxSide}x${limits.maxSide} cells`,
    },
    puzzle: example,
    attempt: { length: (example[of.list] as readonly unknown[]).length, max: 1 },
    generate: { badSizes: [1e9, 0, 2.5], sizeError: of.sizeError },
  };
}

/** What a genre of kit's `numberGridFormats` tells {@link numberGridLimits}. */
export interface NumberGridLimitsOf<Puzzle extends NumberGrid> {
  /** The genre's `fromJson`. */
  fromJson(value: unknown): Puzzle;
  /** The genre's name in its links (`kurodoko`); by default the type's id. */
  genre?: string;
  /** A puzzle of the genre, for check, hint and the attempts; by default the type's first example. */
  example?: Puzzle;
  /** What the generator's params say of a size a billion (`--size takes 4 to 10`). */
  sizeError: string;
}

/**
 * The limits and fromJson cases of a shading genre of kit's `numberGridFormats` (Kurodoko, Mochikoro):
 * {@link shadedGridLimits} of grids up to 8x8 of any numbers -2 to 12.
 */
export function numberGridLimits<Puzzle extends NumberGrid>(
  type: PresetTypeOf<Puzzle>,
  of: NumberGridLimitsOf<Puzzle>,
): LimitsContractOptions<Puzzle> {
  return shadedGridLimits<Puzzle>(type, {
    ...of,
    list: "cells",
    valid: gridPuzzles<Puzzle>({ list: "cells", cell: fc.integer({ min: -2, max: 12 }), maxSide: 8 }),
  });
}

/** What a genre read from puzz.link links alone tells {@link puzzlinkLinkLimits}. */
export interface PuzzlinkLinkLimitsOf<Puzzle> {
  /** The genre's `fromJson`. */
  fromJson(value: unknown): Puzzle;
  /** The genre's puzzles of the right shape (also changed in one thing, for fromJson and validate). */
  valid: fc.Arbitrary<Puzzle>;
  /** The genre's name in its links (`hashi`, `yajilin`); by default the type's id. */
  genre?: string;
  /** The body of a link of one row one column wider than the largest side (`z`, `0`). */
  oversizedBody: string;
  /**
   * The JSON's list of one entry a cell and its other fields, none by default (see
   * {@link LimitsContractOptions}).
   */
  json: { list: string; fields?: Record<string, unknown> };
  /** A puzzle of the genre, for check, hint and the attempts; by default the type's first example. */
  example?: Puzzle;
  /**
   * The largest value an entry of an attempt takes, and the length of an attempt at `example`: by default a
   * line through the cells' centres, kit's `lineCount` of entries, each 1 (a line) or 0.
   */
  attempt?: { length?: number; max?: number };
  /** What the generator's params say of a size a billion (`--size takes 4 to 10`). */
  sizeError: string;
}

/**
 * The limits and fromJson cases of a genre read from puzz.link links alone, whose hint reads no null attempt
 * (Hashikake, Numberlink, Country Road, Yajilin): its own valid puzzles and them changed in one thing, a 9x9
 * in JSON, a link over the text limit, a link one column wider than the largest side, its attempt, and
 * generator sizes that are not whole or in range.
 */
export function puzzlinkLinkLimits<Puzzle extends GridSize>(
  type: PresetTypeOf<Puzzle>,
  of: PuzzlinkLinkLimitsOf<Puzzle>,
): LimitsContractOptions<Puzzle> {
  const { limits } = type;
  const link = (size: string, body: string) => `https://puzz.link/p?${of.genre ?? type.id}/${size}/${body}`;
  const { read, example } = linkAndExample(type, of.example);
  return {
    fromJson: of.fromJson,
    valid: of.valid,
    more: [mutated(of.valid), hostileValue],
    json: { ...of.json, width: 9, height: 9 },
    tooLong: [link("2/2", "0".repeat(limits.maxTextLength))],
    oversized: {
      read: () => read(link(`${limits.maxSide + 1}/1`, of.oversizedBody)),
      error: `at most ${limits.maxSide}x${limits.maxSide}`,
    },
    puzzle: example,
    attempt: { length: of.attempt?.length ?? lineCount(example), max: of.attempt?.max ?? 1 },
    generate: { badSizes: [1e9, 0, 2.5], sizeError: of.sizeError },
    hintTakesNull: false,
  };
}

/**
 * The `readAnswer` of pzprjs's answer file for a genre whose file holds the numbers written in apart from its
 * givens (Nanro, Ripple Effect): the solution is each cell's given where it has one (above 0), else the number
 * written there.
 */
export function answerWithGivens<Puzzle extends { givens: readonly number[] }>(
  readPzprv3Board: (file: string) => { puzzle: Puzzle; numbers: readonly number[] },
): (file: string) => { puzzle: Puzzle; solution: number[] } {
  return (file) => {
    const { puzzle, numbers } = readPzprv3Board(file);
    return { puzzle, solution: numbers.map((v, i) => (puzzle.givens[i]! > 0 ? puzzle.givens[i]! : v)) };
  };
}

/** What a genre of givens in a text format (Fillomino, Nanro, Ripple Effect) tells {@link givensGridLimits}. */
export interface GivensGridLimitsOf<Puzzle extends { givens: number[] }> {
  /** The genre's `fromJson`. */
  fromJson(value: unknown): Puzzle;
  /** What the generator's params say of a size a billion (`--size takes 4 to 7`). */
  sizeError: string;
}

/**
 * The limits and fromJson cases of a genre of givens in a text format (Fillomino, Nanro, Ripple Effect): up
 * to 36 cells (in rooms of up to 5 where it has rooms) of givens anything fromJson reads, some no answer
 * meets; a 4x4 in JSON; a text over the type's limit; a row one cell wider than its largest side; an attempt
 * at its first example, of entries up to the largest digit its board takes there; and generator sizes that
 * are not whole or in range. The genre has rooms (a letter a cell in the text's first part: Nanro, Ripple
 * Effect) when its first example has them.
 */
export function givensGridLimits<Puzzle extends { givens: number[] }>(
  type: PresetTypeOf<Puzzle> & { play?: Pick<PlayModel<Puzzle, unknown, unknown>, "board"> },
  of: GivensGridLimitsOf<Puzzle>,
): LimitsContractOptions<Puzzle> {
  const { limits } = type;
  const { parse, example } = genreFixture(type);
  const rooms = "rooms" in example;
  // An attempt holds what the player types: up to the largest digit the board's cells take.
  const input = type.play?.board(example).input.cells;
  if (input?.kind !== "digit") throw new Error(`${type.id} has no board of digits`);
  return {
    fromJson: of.fromJson,
    valid: gridPuzzles<Puzzle>({
      list: "givens",
      maxCells: 36,
      ...(rooms ? { maxRoom: 5 } : {}),
      cell: fc.oneof(fc.constantFrom(NO_GIVEN, UNKNOWN_GIVEN), fc.integer({ min: 1, max: 35 })),
    }),
    json: {
      list: "givens",
      ...(rooms ? { fields: { rooms: new Array(16).fill(0) } } : {}),
      width: 4,
      height: 4,
    },
    tooLong: [".".repeat(limits.maxTextLength + 1)],
    oversized: {
      read: () => parse(`${(rooms ? "a" : ".").repeat(limits.maxSide + 1)}\n`),
      error: `the grid has ${limits.maxSide + 1} columns; at most ${limits.maxSide}`,
    },
    puzzle: example,
    attempt: { length: example.givens.length, max: input.max },
    generate: { badSizes: [1e9, 3, 2.5], sizeError: of.sizeError },
  };
}
