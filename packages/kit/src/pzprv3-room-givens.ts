// puzz.link's files of the genres whose puzzle is rooms with some cells' numbers given (Nanro, Ripple
// Effect): the rooms, the givens, then the player's numbers in the cells without a given. The genres differ
// only in how the file writes the rooms (pzprjs's layouts, learnt from its FileIO, MIT; written afresh).
import { borderTokenSections, gridBorders, readBorderTokens } from "./puzzlink-borders.js";
import { MAX_GIVEN, NO_GIVEN, type RoomGivens } from "./puzzlink-room-givens.js";
import { readRoomSection, roomSection, roomsOfBorders } from "./puzzlink-rooms.js";
import { pzprv3Format, readGridFile, writePzprv3 } from "./pzprv3.js";
import {
  answerNumberSection,
  numberSection,
  readAnswerNumberSection,
  readNumberSection,
} from "./pzprv3-cells.js";
import type { Format, Limits } from "./types.js";

/** A pzprv3 file's board: the puzzle, and the numbers written in its cells (0 where none). */
export interface RoomGivensBoard<P extends RoomGivens> {
  puzzle: P;
  numbers: number[];
}

/** How a genre's file of rooms with givens is laid out, for {@link roomGivensPzprv3}. */
export interface RoomGivensPzprv3Options {
  /** The genre's names in files; the first is the one written. */
  genres: readonly string[];
  /** The genre's limits: the text's length and the largest side, checked first. */
  limits: Limits;
  /** The largest number a player's cell holds. */
  maxNumber: number;
  /**
   * How the file writes the rooms: `ids`, the count of rooms then each cell's room (Nanro); `borders`, a 1
   * for each border between cells side by side, then between cells one above the other (Ripple Effect).
   */
  rooms: "ids" | "borders";
  /** Whether a player's cell may hold a mark of no number (`+`, `-`), which is not data. */
  marks?: boolean;
}

/** What {@link roomGivensPzprv3} makes: the board reader, the writer, and the format. */
export interface RoomGivensPzprv3 {
  /** Reads a file: its puzzle, and the numbers written in its cells (0 where none). */
  readPzprv3Board(text: string): RoomGivensBoard<RoomGivens>;
  /** A file of `puzzle`, with `solution`'s numbers in the cells without a given when one is given. */
  writePzprv3(puzzle: RoomGivens, solution?: readonly number[]): string;
  /** The format: reads the puzzle (an answer in it is left out), writes it, and writes a solution in place. */
  pzprv3Format: Format<RoomGivens, number[]>;
}

/**
 * puzz.link's file of a rooms-and-givens genre: the rooms (see `rooms`); the givens (`.` none, `-` a `?`,
 * else the number, never 0); then, when present, the player's numbers (`.` none), each possibly followed by
 * corner notes in brackets (`.[1,,3,]`), which are not data.
 */
export function roomGivensPzprv3(options: RoomGivensPzprv3Options): RoomGivensPzprv3 {
  const { genres, maxNumber } = options;

  function readPzprv3Board(text: string): RoomGivensBoard<RoomGivens> {
    const file = readGridFile(text, genres, options.limits);
    const { rows: height, cols: width } = file;
    let rooms: number[];
    if (options.rooms === "ids") rooms = readRoomSection(file, height, width);
    else {
      const bits = readBorderTokens(file, height, width, "border", /^[01]$/);
      const split = new Set(
        gridBorders(width, height).flatMap(([a, b], k) => (bits[k] === "1" ? [`${a},${b}`] : [])),
      );
      rooms = roomsOfBorders(width, height, (a, b) => split.has(`${a},${b}`));
    }
    const givens = readNumberSection(file, height, width, MAX_GIVEN, 1);
    const numbers = readAnswerNumberSection(file, height, width, maxNumber, options.marks === true);
    return { puzzle: { width, height, rooms, givens }, numbers };
  }

  function write(puzzle: RoomGivens, solution?: readonly number[]): string {
    const { width, height, rooms, givens } = puzzle;
    // The answer is written in the cells without a given, as pzprjs writes it.
    const answer = givens.map((g, i) => (g === NO_GIVEN ? (solution?.[i] ?? 0) : 0));
    const roomLines =
      options.rooms === "ids"
        ? roomSection(width, height, rooms)
        : borderTokenSections(
            width,
            height,
            gridBorders(width, height).map(([a, b]) => (rooms[a] === rooms[b] ? "0" : "1")),
          );
    return writePzprv3(genres[0]!, height, width, [
      roomLines,
      numberSection(width, height, givens),
      answerNumberSection(width, height, answer),
    ]);
  }

  return {
    readPzprv3Board,
    writePzprv3: write,
    pzprv3Format: pzprv3Format(genres, readPzprv3Board, write),
  };
}
