// The formats of the genres whose puzzle is rooms with at most one number each, kept on the room's top cell,
// and whose answer is a shading (Heyawake, Shimaguni): puzz.link's link, the rooms' borders then each room's
// number in number16, its pzprv3 file, the rooms', the numbers' and the answer's sections, and the JSON
// reader. Learnt from pzprjs (its `decodeBorder` and `decodeRoomNumber16`; MIT) and written afresh.

import { jsonError, jsonGridDocument } from "./json-value.js";
import { ParseError } from "./parse-error.js";
import { decodeNumber16, encodeNumber16, puzzlinkError } from "./puzzlink.js";
import { jsonRooms, readRoomsLink, roomsCodec } from "./puzzlink-rooms.js";
import { type ShadingBoard, type ShadingFormats, shadingFormats } from "./puzzlink-shading.js";
import { NO_NUMBER, numberSection, readNumberSection } from "./pzprv3-cells.js";
import { roomCells } from "./room-cells.js";
import type { Limits } from "./types.js";

export { roomCells };

/**
 * Rooms with numbers: `width` x `height` cells, row by row, each cell's room (0, 1, ... in the reading order
 * of their first cell), and each cell's number (-1 for none): a room holds at most one number, on its top
 * cell as puzz.link places it (the leftmost column's topmost cell).
 */
export interface RoomNumbers {
  width: number;
  height: number;
  rooms: number[];
  numbers: number[];
}

/** A pzprv3 file's board: the puzzle, and the shaded cells (1) where the file has an answer. */
export type RoomNumbersBoard = ShadingBoard<RoomNumbers>;

/** The room's top cell, where puzz.link keeps its number: the topmost cell of its leftmost column. */
export function topCell(puzzle: Pick<RoomNumbers, "width">, cells: readonly number[]): number {
  return cells.reduce((best, i) => (i % puzzle.width < best % puzzle.width ? i : best), cells[0]!);
}

/** Each room's number by room number: the one number among its cells, else -1. */
export function roomNumbers(puzzle: RoomNumbers): number[] {
  return roomCells(puzzle).map((cells) => {
    const at = cells.find((i) => puzzle.numbers[i] !== NO_NUMBER);
    return at === undefined ? NO_NUMBER : puzzle.numbers[at]!;
  });
}

/**
 * The puzzle with each room's number moved to its top cell, where puzz.link keeps it; or the index of a
 * cell whose room holds a number before it (reading order), when one does.
 */
export function numbersOnTop<P extends RoomNumbers>(puzzle: P): P | number {
  const numbers = new Array<number>(puzzle.numbers.length).fill(NO_NUMBER);
  for (const cells of roomCells(puzzle)) {
    const numbered = cells.filter((i) => puzzle.numbers[i] !== NO_NUMBER);
    if (numbered.length > 1) return numbered[1]!;
    if (numbered.length === 1) numbers[topCell(puzzle, cells)] = puzzle.numbers[numbered[0]!]!;
  }
  return { ...puzzle, numbers };
}

/** What {@link roomNumbersFormats} makes: the link's, the file's and JSON's readers, writers and formats. */
export interface RoomNumbersFormats extends ShadingFormats<RoomNumbers> {
  /** Reads a puzzle given as a JSON value in the shape of {@link RoomNumbers}; throws a ParseError with its `path`. */
  fromJson(value: unknown): RoomNumbers;
}
/** How many values a number16 body holds (a run of empties counts whole); past the text's end stops it. */
function countNumber16(body: string): number {
  let count = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    const width = { "-": 2, "+": 3, "=": 3, "%": 3 }[ch];
    if (width !== undefined) i += width;
    count += ch >= "g" && ch <= "z" ? ch.charCodeAt(0) - 102 : 1;
  }
  return count;
}

/** The second number of a room, as the text readers report it. */
function secondNumber(width: number, cell: number): ParseError {
  return new ParseError(
    `the number at row ${Math.floor(cell / width) + 1}, column ${(cell % width) + 1} is its room's second; a room holds at most one`,
  );
}

/**
 * The link, file and JSON formats of a room-numbers genre named `genres` (the first is written), grids of at
 * most `limits.maxSide` a side, numbers 0 to `maxNumber`; every text reader checks the text's length first.
 * A hidden number (`?`, `-`) says no more than none in these genres and is read as none; a link cannot hold
 * one (pzprjs writes none and reads `.` as none). A link's numbers may stop early, the rest having none.
 */
export function roomNumbersFormats(
  genres: readonly string[],
  limits: Limits,
  maxNumber: number,
): RoomNumbersFormats {
  function parsePuzzlink(text: string): RoomNumbers {
    const { url, width, height, rooms, next } = readRoomsLink(text, genres, limits);
    const cells = roomCells({ rooms });
    // The numbers are number16 over the rooms; a body that stops early leaves the rest without one.
    const rest = url.body.slice(next);
    const written = Math.min(cells.length, countNumber16(rest));
    const values = decodeNumber16(
      { ...url, body: rest, bodyOffset: url.bodyOffset + next },
      written,
      "room number",
    );
    const numbers = new Array<number>(width * height).fill(NO_NUMBER);
    values.forEach((v, room) => {
      if (v > maxNumber)
        throw puzzlinkError(url, url.bodyOffset + next, `a room's number is at most ${maxNumber}`);
      if (v >= 0) numbers[topCell({ width }, cells[room]!)] = v;
    });
    return { width, height, rooms, numbers };
  }
  const formats = shadingFormats<RoomNumbers>(genres, limits, {
    parsePuzzlink,
    linkBody: (puzzle) => roomsCodec.linkBody(puzzle) + encodeNumber16(roomNumbers(puzzle)),
    readSections(file, width, height) {
      const { rooms } = roomsCodec.readSections(file, width, height);
      const numbers = readNumberSection(file, height, width, maxNumber).map((v) => Math.max(v, NO_NUMBER));
      const puzzle = numbersOnTop({ width, height, rooms, numbers });
      if (typeof puzzle === "number") throw secondNumber(width, puzzle);
      return puzzle;
    },
    sections: (puzzle) => [
      ...roomsCodec.sections(puzzle),
      numberSection(puzzle.width, puzzle.height, puzzle.numbers),
    ],
  });
  function fromJson(value: unknown): RoomNumbers {
    const doc = jsonGridDocument(value, limits);
    const { width, height } = doc;
    const rooms = jsonRooms(doc);
    const numbers = doc.integers("numbers", width * height, NO_NUMBER, maxNumber);
    const puzzle = numbersOnTop({ width, height, rooms, numbers });
    if (typeof puzzle === "number")
      jsonError(`numbers[${puzzle}]`, "a room holds at most one number; this is its second");
    return puzzle;
  }
  return { ...formats, fromJson };
}
