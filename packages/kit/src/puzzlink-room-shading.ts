// The formats of the genres whose puzzle is a grid cut into rooms, nothing more, and whose answer is a
// shading (LITS, Norinori): puzz.link's link, the rooms' borders as bits; its pzprv3 file, the rooms' section
// then the answer's; and the JSON reader. Learnt from pzprjs (its `decodeBorder`; MIT) and written afresh.
import { jsonGridDocument } from "./json-value.js";
import { puzzlinkError } from "./puzzlink.js";
import { jsonRooms, readRoomsLink, roomsCodec } from "./puzzlink-rooms.js";
import { type ShadingBoard, type ShadingFormats, shadingFormats } from "./puzzlink-shading.js";
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
    const { url, width, height, rooms, next } = readRoomsLink(text, genres, limits);
    if (next < url.body.length)
      throw puzzlinkError(url, url.bodyOffset + next, "the URL goes on after the last border");
    return { width, height, rooms };
  }
  const formats = shadingFormats<RoomGrid>(genres, limits, {
    parsePuzzlink,
    ...roomsCodec,
  });
  function fromJson(value: unknown): RoomGrid {
    const doc = jsonGridDocument(value, limits);
    return { width: doc.width, height: doc.height, rooms: jsonRooms(doc) };
  }
  return { ...formats, fromJson };
}
