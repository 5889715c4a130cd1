// The formats of the genres whose puzzle is a grid cut into rooms, nothing more, and whose answer is a
// shading (LITS, Norinori): puzz.link's link, the rooms' borders as bits; its pzprv3 file, the rooms' section
// then the answer's; and the JSON reader. Learnt from pzprjs (its `decodeBorder`; MIT) and written afresh.
import { jsonGridDocument, jsonIntegers } from "./json-value.js";
import { puzzlinkError } from "./puzzlink.js";
import {
  canonicalRooms,
  decodeRoomBorders,
  encodeRoomBorders,
  readRoomSection,
  roomSection,
} from "./puzzlink-rooms.js";
import { readGridLink, type ShadingBoard, type ShadingFormats, shadingFormats } from "./puzzlink-shading.js";
import type { Limits } from "./types.js";

/** A grid cut into rooms: `width` x `height` cells, row by row, each cell's room (0, 1, ... in reading order). */
export interface RoomGrid {
  width: number;
  height: number;
  rooms: number[];
}

/** A pzprv3 file's board: the puzzle, and the shaded cells (1) where the file has an answer. */
export type RoomGridBoard = ShadingBoard<RoomGrid>;

/** What {@link roomShadingFormats} makes: the link's, the file's and JSON's readers, writers and formats. */
export interface RoomShadingFormats extends ShadingFormats<RoomGrid> {
  /** Reads a puzzle given as a JSON value in the shape of {@link RoomGrid}; throws a ParseError with its `path`. */
  fromJson(value: unknown): RoomGrid;
}
/**
 * The link, file and JSON formats of a rooms-and-shading genre named `genres` (the first is written), grids of
 * at most `limits.maxSide` a side; every text reader checks the text's length first. pzprjs's oldest links (a
 * room letter per cell, flagged `d`) are not read.
 */
export function roomShadingFormats(genres: readonly string[], limits: Limits): RoomShadingFormats {
  function parsePuzzlink(text: string): RoomGrid {
    const url = readGridLink(text, genres, limits);
    const { cols: width, rows: height } = url;
    const { rooms, next } = decodeRoomBorders(url, width, height);
    if (next < url.body.length)
      throw puzzlinkError(url, url.bodyOffset + next, "the URL goes on after the last border");
    return { width, height, rooms };
  }
  const formats = shadingFormats<RoomGrid>(genres, limits, {
    parsePuzzlink,
    linkBody: (puzzle) => encodeRoomBorders(puzzle.width, puzzle.height, puzzle.rooms),
    readSections: (file, width, height) => ({ width, height, rooms: readRoomSection(file, height, width) }),
    sections: (puzzle) => [roomSection(puzzle.width, puzzle.height, puzzle.rooms)],
  });
  function fromJson(value: unknown): RoomGrid {
    const { fields, width, height } = jsonGridDocument(value, limits);
    const ids = jsonIntegers(fields.rooms, "rooms", width * height, 0, width * height - 1);
    return { width, height, rooms: canonicalRooms(width, height, ids) };
  }
  return { ...formats, fromJson };
}
