// The formats of the genres whose puzzle is a grid cut into rooms, nothing more, and whose answer is a
// shading (LITS, Norinori): puzz.link's link, the rooms' borders as bits; its pzprv3 file, the rooms' section
// then the answer's; and the JSON reader. Learnt from pzprjs (its `decodeBorder`; MIT) and written afresh.
import { checkTextLength, jsonGridSize, jsonIntegers, jsonObject } from "./json-value.js";
import { puzzlinkError, puzzlinkFormat, puzzlinkUrl, readPuzzlinkUrl } from "./puzzlink.js";
import {
  canonicalRooms,
  decodeRoomBorders,
  encodeRoomBorders,
  readRoomSection,
  roomSection,
} from "./puzzlink-rooms.js";
import { pzprv3Format, readPzprv3, writePzprv3 } from "./pzprv3.js";
import { readShadeSection, shadeSection } from "./pzprv3-cells.js";
import type { Format, Limits } from "./types.js";

/** A grid cut into rooms: `width` x `height` cells, row by row, each cell's room (0, 1, ... in reading order). */
export interface RoomGrid {
  width: number;
  height: number;
  rooms: number[];
}

/** A pzprv3 file's board: the puzzle, and the shaded cells (1) where the file has an answer. */
export interface RoomGridBoard {
  puzzle: RoomGrid;
  shaded: number[];
}

/** What {@link roomShadingFormats} makes: the link's, the file's and JSON's readers, writers and formats. */
export interface RoomShadingFormats {
  /** Reads a link: the rooms' borders as bits; throws a ParseError placed in the URL. */
  parsePuzzlink(text: string): RoomGrid;
  /** The canonical link `https://puzz.link/p?GENRE/COLS/ROWS/BODY`. */
  serializePuzzlink(puzzle: RoomGrid): string;
  /** Reads a pzprv3 file: the rooms, then the answer when present. */
  readPzprv3Board(text: string): RoomGridBoard;
  /** A pzprv3 file of `puzzle`, with `solution`'s shaded cells in place when given. */
  writePzprv3(puzzle: RoomGrid, solution?: readonly number[]): string;
  /** The link's format (also pzv.jp links and the bare form). */
  puzzlinkFormat: Format<RoomGrid>;
  /** The file's format: reads the puzzle, writes it, and writes a solution in place. */
  pzprv3Format: Format<RoomGrid, number[]>;
  /** Reads a puzzle given as a JSON value in the shape of {@link RoomGrid}; throws a ParseError with its `path`. */
  fromJson(value: unknown): RoomGrid;
}

/**
 * The link, file and JSON formats of a rooms-and-shading genre named `genres` (the first is written), grids of
 * at most `limits.maxSide` a side; every text reader checks the text's length first. pzprjs's oldest links (a
 * room letter per cell, flagged `d`) are not read.
 */
export function roomShadingFormats(genres: readonly string[], limits: Limits): RoomShadingFormats {
  const { maxSide } = limits;
  function parsePuzzlink(text: string): RoomGrid {
    checkTextLength(text, limits);
    const url = readPuzzlinkUrl(text, genres);
    const { cols: width, rows: height } = url;
    if (width > maxSide || height > maxSide)
      throw puzzlinkError(url, url.bodyOffset - 1, `a grid is at most ${maxSide}x${maxSide} cells`);
    const { rooms, next } = decodeRoomBorders(url, width, height);
    if (next < url.body.length)
      throw puzzlinkError(url, url.bodyOffset + next, "the URL goes on after the last border");
    return { width, height, rooms };
  }
  const serializePuzzlink = (puzzle: RoomGrid) =>
    puzzlinkUrl(
      genres[0]!,
      puzzle.width,
      puzzle.height,
      encodeRoomBorders(puzzle.width, puzzle.height, puzzle.rooms),
    );
  function readPzprv3Board(text: string): RoomGridBoard {
    checkTextLength(text, limits);
    const file = readPzprv3(text, genres, maxSide);
    const { rows: height, cols: width } = file;
    const rooms = readRoomSection(file, height, width);
    const shaded = readShadeSection(file, height, width);
    return { puzzle: { width, height, rooms }, shaded };
  }
  const writeFile = (puzzle: RoomGrid, solution?: readonly number[]) =>
    writePzprv3(genres[0]!, puzzle.height, puzzle.width, [
      roomSection(puzzle.width, puzzle.height, puzzle.rooms),
      shadeSection(puzzle.width, puzzle.height, solution),
    ]);
  function fromJson(value: unknown): RoomGrid {
    const o = jsonObject(value, "");
    const { width, height } = jsonGridSize(o.width, o.height, limits);
    const ids = jsonIntegers(o.rooms, "rooms", width * height, 0, width * height - 1);
    return { width, height, rooms: canonicalRooms(width, height, ids) };
  }
  return {
    parsePuzzlink,
    serializePuzzlink,
    readPzprv3Board,
    writePzprv3: writeFile,
    puzzlinkFormat: puzzlinkFormat(genres, parsePuzzlink, serializePuzzlink),
    pzprv3Format: pzprv3Format(
      genres,
      (text) => readPzprv3Board(text).puzzle,
      (puzzle) => writeFile(puzzle),
      writeFile,
    ),
    fromJson,
  };
}
