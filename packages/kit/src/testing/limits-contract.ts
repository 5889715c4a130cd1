// The tests every grid genre package makes of its ways in, registered as vitest `it` blocks: fromJson reads
// any value or throws a ParseError, the examples come back from their JSON, sizes and texts past the limits
// are refused at once, and validate, check, hint, generate and the params refuse a value of the wrong shape
// without working on it. The arbitraries and the sizes are the package's; the properties are the kit's.
import fc from "fast-check";
import { expect, it } from "vitest";
import { genreFixture } from "./genre-fixture.js";
import { sparse } from "./hostile-values.js";
import {
  checkAttemptsBounded,
  checkExamplesRoundTrip,
  checkFromJsonBounded,
  checkTextsBounded,
  checkValidateBounded,
  type PuzzleTypeOf,
} from "./puzzle-type-checks.js";

/** Options of {@link describeLimitsContract}. */
export interface LimitsContractOptions<Puzzle> {
  /** The package's own `fromJson`, which the type must use. */
  fromJson(value: unknown): Puzzle;
  /** Puzzles of the right shape. */
  valid: fc.Arbitrary<Puzzle>;
  /**
   * More values for fromJson and validate, besides the kit's hostile values and `valid` with one thing
   * changed: the package's own puzzle-like values with hostile parts, where its reader looks first.
   */
  more?: fc.Arbitrary<unknown>[];
  /**
   * The puzzle's JSON besides width, height and its list of one entry a cell: `list` names that list,
   * `fields` holds the other fields a puzzle needs (`{ stars: 1 }`), `length` the list's length for a
   * `width` x `height` puzzle when it is not one entry a cell (a list of one entry a grid point).
   */
  json: { list: string; fields?: Record<string, unknown>; width: number; height: number; length?: number };
  /**
   * Texts over `limits.maxTextLength`, made to look like the formats; by default one of dots (empty cells in
   * most text formats) one character over it.
   */
  tooLong?: string[];
  /** Reads a text with more rows or columns than `limits.maxSide`, and the ParseError's message. */
  oversized: {
    /** Reads the oversized text (and must throw). */
    read(): unknown;
    /** What the ParseError says. */
    error: string;
  };
  /** A puzzle of the right shape, for check, hint and the attempts; by default the type's first example. */
  puzzle?: Puzzle;
  /** The length of an attempt at `puzzle`, and the largest value an entry takes (-1 is the least). */
  attempt: { length: number; max: number };
  /** Sizes `generate` refuses with a RangeError, and the message of `params.read` on a billion. */
  generate?: { badSizes: unknown[]; sizeError: string };
  /** Whether `hint` takes a null attempt without throwing (a type that reads none says so); true by default. */
  hintTakesNull?: boolean;
}

/**
 * Registers the `it` blocks every grid genre package has for its limits and `fromJson` (call it inside a
 * `describe`): {@link checkFromJsonBounded}, {@link checkExamplesRoundTrip} (with `type.fromJson` the
 * package's), a billion-wide size and a billion-long list refused with the ParseError that says so,
 * {@link checkTextsBounded} and `oversized`, then {@link checkValidateBounded} and `hint` on values of the
 * wrong shape, `check` and `hint` on a null attempt, {@link checkAttemptsBounded}, and `generate` and
 * `params.read` on sizes out of range.
 */
export function describeLimitsContract<Puzzle>(
  type: PuzzleTypeOf<Puzzle>,
  options: LimitsContractOptions<Puzzle>,
): void {
  const { fromJson, valid, more = [], json } = options;
  const shaped = (width: number, height: number, list: unknown) => ({
    width,
    height,
    ...json.fields,
    [json.list]: list,
  });

  it("answers any JSON value with a puzzle the formats write and read back, or a ParseError", () => {
    checkFromJsonBounded(type, { valid, more });
  });

  it("reads every example back from its JSON, as a fresh value", () => {
    expect(type.fromJson).toBe(fromJson);
    checkExamplesRoundTrip(type);
  });

  it("refuses sizes past the limits, and texts past maxTextLength, with a ParseError at once", () => {
    expect(() => fromJson(shaped(1e9, 1, []))).toThrow("width: 1000000000 is out of range");
    expect(() => fromJson(shaped(json.width, json.height, sparse(1e9)))).toThrow(
      `${json.list}: expected a list of ${json.length ?? json.width * json.height}, got 1000000000`,
    );
    const tooLong = options.tooLong ?? [".".repeat(type.limits.maxTextLength + 1)];
    checkTextsBounded(type, { tooLong });
    expect(options.oversized.read).toThrow(options.oversized.error);
  });

  it("validate, check and hint answer a value of the wrong shape without working on it", () => {
    const wrong = [null, shaped(1e9, 1, []), shaped(2, 1, [1, 2, 3])];
    checkValidateBounded(type, { valid, more, wrong });
    for (const value of wrong) expect(() => type.hint!(value as Puzzle)).toThrow(/expected|range|object/);
    const puzzle = options.puzzle ?? genreFixture(type).example;
    expect(type.check(puzzle, null as never)).toEqual([]);
    if (options.hintTakesNull !== false) expect(() => type.hint!(puzzle, null as never)).not.toThrow();
    const { length, max } = options.attempt;
    checkAttemptsBounded(type, {
      puzzle,
      attempt: fc.array(fc.option(fc.integer({ min: -1, max })), { maxLength: length }),
      wrong: ["1234", {}, sparse(1e9), new Array(length + 1).fill(0), [1, "2"]],
      hintError: Error,
    });
    const { generate } = options;
    if (generate) {
      for (const params of [null, ...generate.badSizes.map((size) => ({ size }))])
        expect(() => type.generate!(params as never, 1)).toThrow(RangeError);
      expect(() => type.params!.read({ size: "1000000000" })).toThrow(generate.sizeError);
    }
  });
}
