// The tests the room genres make alike of the kit's room formats, each with its own genre name in the links
// and files: `roomGivensFormats` (Nanro, Ripple Effect) and `roomNumbersFormats` (Heyawake, Shimaguni).
import { expect, it } from "vitest";
import { ParseError } from "../parse-error.js";
import { NO_GIVEN, type RoomGivens, UNKNOWN_GIVEN } from "../puzzlink-room-givens.js";
import type { RoomNumbers, RoomNumbersBoard } from "../puzzlink-room-numbers.js";
import { NO_NUMBER } from "../pzprv3-cells.js";
import type { Format, Problem } from "../types.js";
import { roomGivensPuzzles, roomNumbersPuzzles } from "./arbitraries.js";
import type { GenreWriters } from "./examples-contract.js";
import { describeFormatsContract } from "./formats-contract.js";
import { expectRoomGivensText } from "./givens-checks.js";

/**
 * A rooms-with-givens genre's link (kit's `roomGivensFormats`, named `genre`) reads givens as pzprjs codes
 * them (numbers, runs of none, `?` and `-xx`) and a body of borders alone, and writes the link it read.
 */
export function expectRoomGivensLink(
  genre: string,
  formats: {
    parsePuzzlink(link: string): RoomGivens;
    serializePuzzlink(puzzle: RoomGivens): string;
  },
): void {
  // Two rooms of one column each; a 2, a ? and 16 given.
  const link = `https://puzz.link/p?${genre}/2/2/o0g2.-10`;
  const puzzle = formats.parsePuzzlink(link);
  expect(puzzle.rooms).toEqual([0, 1, 0, 1]);
  expect(puzzle.givens).toEqual([NO_GIVEN, 2, UNKNOWN_GIVEN, 16]);
  expect(formats.serializePuzzlink(puzzle)).toBe(link);
  expect(formats.parsePuzzlink(`https://puzz.link/p?${genre}/2/2/o0`).givens).toEqual(
    new Array(4).fill(NO_GIVEN),
  );
}

/**
 * What {@link describeRoomNumbersFormats} tests of a room-numbers genre's formats module (`import * as formats
 * from "./index.js"`): every format it exports, by the formats contract, and these.
 */
export interface RoomNumbersGenreFormats extends GenreWriters<RoomNumbers, never> {
  /** Reads a link. */
  parsePuzzlink(link: string): RoomNumbers;
  /** Reads a pzprv3 file: its puzzle and its answer's shaded cells. */
  readPzprv3Board(file: string): RoomNumbersBoard;
  /** The genre's Gridsmith JSON. */
  jsonFormat: Format<RoomNumbers>;
  readonly [name: string]: unknown;
}

/**
 * Registers the `it` blocks a room-numbers genre (kit's `roomNumbersFormats`, named `genre`) has for its
 * formats (call it inside a `describe`): {@link describeFormatsContract} on any puzzle of rooms with numbers
 * (`roomNumbersPuzzles`), with `pzprFileOfUrl` (`@gridsmith/pzpr-judge`'s) as puzz.link's file of a link;
 * a room's number is put on its top cell, a link's numbers may stop early or hide one (read as none, as
 * pzprjs reads them), a file's hidden number reads as none beside the answer's shaded cells, and the link,
 * the file and JSON say where a mistake is.
 */
export function describeRoomNumbersFormats(
  genre: string,
  formats: RoomNumbersGenreFormats,
  pzprFileOfUrl: (link: string) => string,
): void {
  const { parsePuzzlink, readPzprv3Board, jsonFormat } = formats;
  describeFormatsContract({ puzzles: roomNumbersPuzzles, formats, pzprFileOfUrl });

  it("put a room's number on its leftmost column's top cell, and read a link whose numbers stop early or hide one (none, as pzprjs reads it)", () => {
    // Rooms: an L of a (r1c2, r2c1, r2c2) and r1c1 alone; the L's top cell is r2c1.
    const puzzle = parsePuzzlink(`https://puzz.link/p?${genre}/2/2/ggg8`);
    expect(puzzle.rooms).toEqual([0, 1, 1, 1]);
    expect(puzzle.numbers).toEqual([NO_NUMBER, NO_NUMBER, 8, NO_NUMBER]);
    expect(parsePuzzlink(`https://puzz.link/p?${genre}/2/2/gg.`).numbers).toEqual(
      new Array(4).fill(NO_NUMBER),
    );
  });

  it("read a pzprv3 answer's shaded cells, and a hidden number as none", () => {
    expect(readPzprv3Board(`pzprv3\n${genre}\n1\n3\n2\n0 0 1 \n- . 1 \n# + . \n`)).toEqual({
      puzzle: { width: 3, height: 1, rooms: [0, 0, 1], numbers: [NO_NUMBER, NO_NUMBER, 1] },
      shaded: [1, 0, 0],
    });
  });

  it("say where a mistake is", () => {
    expect(() => parsePuzzlink(`https://puzz.link/p?${genre}/2/2/ggw`)).toThrow(ParseError);
    expect(() => parsePuzzlink(`https://puzz.link/p?${genre}/2/2/ggg88`)).toThrow("goes on after");
    expect(() => readPzprv3Board(`pzprv3\n${genre}\n1\n2\n1\n0 0 \n. x \n`)).toThrow(/'x'.*not a number/);
    expect(() => jsonFormat.parse('{"width": 2, "height": 1, "rooms": [0, 0], "numbers": [1]}')).toThrow(
      ParseError,
    );
  });
}

/**
 * Registers the `it` blocks a rooms-with-givens genre (kit's `roomGivensFormats`, named `genre` in links,
 * `name` for people) has for its formats (call it inside a `describe`): {@link describeFormatsContract} on
 * any puzzle of rooms with givens (`roomGivensPuzzles`), with `pzprFileOfUrl` (`@gridsmith/pzpr-judge`'s) as
 * puzz.link's file of a link; {@link expectRoomGivensLink} of its links, and {@link expectRoomGivensText} of
 * its text format.
 */
export function describeRoomGivensFormats(
  genre: string,
  name: string,
  formats: GenreWriters<RoomGivens, never> & {
    parsePuzzlink(link: string): RoomGivens;
    textFormat: Format<RoomGivens>;
    readonly [name: string]: unknown;
  },
  pzprFileOfUrl: (link: string) => string,
): void {
  describeFormatsContract({ puzzles: roomGivensPuzzles, formats, pzprFileOfUrl });

  it("read givens as pzprjs codes them: numbers, runs, ? and -xx, and a body of borders alone", () => {
    expectRoomGivensLink(genre, formats);
  });

  it(`take two grids of one shape for ${name}, rooms then givens, and say where a text's mistake is`, () => {
    expectRoomGivensText(formats.textFormat);
  });
}

/**
 * A room-numbers genre (kit's `roomNumbersFormats`, whose reader takes one number a room) refuses a room with
 * two numbers: `validate` finds the one `bad-shape` problem, and `solve` throws saying so.
 */
export function expectOneNumberARoom(type: {
  validate(puzzle: RoomNumbers): Problem[];
  solve(puzzle: RoomNumbers): unknown;
}): void {
  const puzzle: RoomNumbers = { width: 2, height: 1, rooms: [0, 0], numbers: [1, 1] };
  expect(type.validate(puzzle).map((p) => p.code)).toEqual(["bad-shape"]);
  expect(() => type.solve(puzzle)).toThrow("a room holds at most one number");
}
