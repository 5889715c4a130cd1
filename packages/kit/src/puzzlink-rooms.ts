// Rooms (regions drawn with thick borders) as puzz.link writes them: in a link, the borders as bits; in a
// pzprv3 file, a count line and each cell's room number. Heyawake, Norinori, LITS, Shimaguni, Country Road
// and other region genres share both. Learnt from pzprjs's Encode (decodeBorder, encodeBorder) and FileIO
// (decodeAreaRoom, encodeAreaRoom), MIT; written afresh.
import type { JsonGridDocument } from "./json-value.js";
import { ParseError } from "./parse-error.js";
import { type PuzzlinkUrl, puzzlinkError } from "./puzzlink.js";
import { readGridLink, type ShadingCodec } from "./puzzlink-shading.js";
import type { Pzprv3Reader } from "./pzprv3.js";
import type { Limits } from "./types.js";

/**
 * Each cell's room, row by row, from whether each pair of neighbours is split by a border: rooms are the
 * regions the borders leave, numbered 0, 1, ... in the reading order of their first cell, as pzprjs numbers
 * them. `split(a, b)` is asked for each cell and its right and lower neighbour.
 */
export function roomsOfBorders(
  width: number,
  height: number,
  split: (a: number, b: number) => boolean,
): number[] {
  const rooms = new Array<number>(width * height).fill(-1);
  let next = 0;
  for (let start = 0; start < rooms.length; start++) {
    if (rooms[start] !== -1) continue;
    rooms[start] = next;
    const todo = [start];
    while (todo.length > 0) {
      const i = todo.pop()!;
      const r = Math.floor(i / width);
      const c = i % width;
      const beside: [number, number][] = [];
      if (c + 1 < width) beside.push([i, i + 1]);
      if (c > 0) beside.push([i - 1, i]);
      if (r + 1 < height) beside.push([i, i + width]);
      if (r > 0) beside.push([i - width, i]);
      for (const [a, b] of beside) {
        const j = a === i ? b : a;
        if (rooms[j] === -1 && !split(a, b)) {
          rooms[j] = next;
          todo.push(j);
        }
      }
    }
    next++;
  }
  return rooms;
}

/** The rooms of `rooms` renumbered as {@link roomsOfBorders} numbers them (a room split in two becomes two). */
export function canonicalRooms(width: number, height: number, rooms: readonly number[]): number[] {
  return roomsOfBorders(width, height, (a, b) => rooms[a] !== rooms[b]);
}

const BITS = [16, 8, 4, 2, 1];

/**
 * Reads pzprjs's border bits from a link's body, at `from` (its start unless a genre's body has something
 * before them, as Star Battle's count of stars): first the borders between a cell and its right neighbour
 * (row by row), then between a cell and the one below, five to a base-32 digit (`0`-`v`), highest bit first.
 * A body that ends early leaves the rest unbordered, as pzprjs reads it. Returns a bit per border in that
 * order (kit's `gridBorders` order), 1 a border, and where the body goes on: what a genre whose given borders
 * need not close rooms reads (Fillomino's given walls).
 */
export function decodeBorderBits(
  url: PuzzlinkUrl,
  width: number,
  height: number,
  from = 0,
): { bits: Uint8Array; next: number } {
  const vertical = (width - 1) * height;
  const horizontal = width * (height - 1);
  const bits = new Uint8Array(vertical + horizontal);
  let i = from;
  const read = (from: number, count: number) => {
    for (let k = 0; k < count && i < url.body.length; k += 5, i++) {
      const ch = url.body[i]!;
      const v = /[0-9a-v]/.test(ch) ? Number.parseInt(ch, 32) : -1;
      if (v < 0) throw puzzlinkError(url, url.bodyOffset + i, `'${ch}' is not a border code (0-9 a-v)`);
      BITS.forEach((bit, b) => {
        if (k + b < count) bits[from + k + b] = v & bit ? 1 : 0;
      });
    }
  };
  read(0, vertical);
  read(vertical, horizontal);
  return { bits, next: i };
}

/**
 * The borders' bits in a link's body (see {@link decodeBorderBits}): each cell's room (see
 * {@link roomsOfBorders}) and where the body goes on.
 */
export function decodeRoomBorders(
  url: PuzzlinkUrl,
  width: number,
  height: number,
  from = 0,
): { rooms: number[]; next: number } {
  const vertical = (width - 1) * height;
  const { bits, next } = decodeBorderBits(url, width, height, from);
  // A pair in one row is split by a border between neighbours in a row (a one-column grid has none).
  const rooms = roomsOfBorders(width, height, (a, b) =>
    Math.floor(a / width) === Math.floor(b / width)
      ? bits[Math.floor(a / width) * (width - 1) + (a % width)] === 1
      : bits[vertical + a] === 1,
  );
  return { rooms, next };
}

/**
 * Reads a link of genre `genres` (see {@link readGridLink}) whose body opens with the rooms' borders: the
 * link, its size, each cell's room and where the body goes on after the borders (see
 * {@link decodeRoomBorders}).
 */
export function readRoomsLink(
  text: string,
  genres: readonly string[],
  limits: Limits,
): { url: PuzzlinkUrl; width: number; height: number; rooms: number[]; next: number } {
  const url = readGridLink(text, genres, limits);
  const { cols: width, rows: height } = url;
  return { url, width, height, ...decodeRoomBorders(url, width, height) };
}

/**
 * Reads a grid document's `rooms` field (see {@link JsonGridDocument}): exactly width x height room numbers
 * from 0 to width x height - 1, cells side by side with one number being one room. Rooms come back as
 * {@link canonicalRooms} numbers them; throws a ParseError whose `path` names the wrong place.
 */
export function jsonRooms(doc: Pick<JsonGridDocument, "width" | "height" | "integers">): number[] {
  const { width, height } = doc;
  const n = width * height;
  return canonicalRooms(width, height, doc.integers("rooms", n, 0, n - 1));
}

/** The border bits of `rooms` (see {@link decodeRoomBorders}), as pzprjs writes them. */
export function encodeRoomBorders(width: number, height: number, rooms: readonly number[]): string {
  const bits: number[] = [];
  for (let r = 0; r < height; r++)
    for (let c = 0; c + 1 < width; c++) bits.push(rooms[r * width + c] !== rooms[r * width + c + 1] ? 1 : 0);
  for (let i = 0; i < width * (height - 1); i++) bits.push(rooms[i] !== rooms[i + width] ? 1 : 0);
  return encodeBorderBits(width, height, bits);
}

/**
 * A bit per border in kit's `gridBorders` order (1 a border) as pzprjs's encodeBorder writes them (see
 * {@link decodeBorderBits}): the borders in rows, then those between rows, five to a base-32 digit.
 */
export function encodeBorderBits(width: number, height: number, bits: ArrayLike<number>): string {
  const vertical = (width - 1) * height;
  const digits = (from: number, to: number) => {
    let out = "";
    for (let k = from; k < to; k += 5) {
      let v = 0;
      for (let b = 0; b < 5 && k + b < to; b++) v += (bits[k + b] === 1 ? 1 : 0) * BITS[b]!;
      out += v.toString(32);
    }
    return out;
  };
  return digits(0, vertical) + digits(vertical, vertical + width * (height - 1));
}

/**
 * Reads a pzprv3 file's room section: a line with the number of rooms, then each cell's room number. Rooms
 * come back as {@link canonicalRooms} numbers them; throws ParseError at a token that is no room number.
 */
export function readRoomSection(file: Pzprv3Reader, height: number, width: number): number[] {
  const count = file.section(1, 1, "number of rooms")[0]![0]!;
  if (!/^\d+$/.test(count)) throw new ParseError(`'${count}' is not a number of rooms`);
  const ids = file.cells("rooms", (t) => (/^\d+$/.test(t) ? Number(t) : null), "a room number", {
    height,
    width,
  });
  return canonicalRooms(width, height, ids);
}

/** The room section of a pzprv3 file (see {@link readRoomSection}) for canonical `rooms`, as pzprjs writes it. */
export function roomSection(width: number, height: number, rooms: readonly number[]): (string | string[])[] {
  const count = rooms.reduce((m, r) => Math.max(m, r + 1), 0);
  const lines: (string | string[])[] = [String(count)];
  for (let r = 0; r < height; r++) lines.push(rooms.slice(r * width, (r + 1) * width).map(String));
  return lines;
}

/**
 * The rooms' part of a rooms genre's link and file (see {@link ShadingCodec}): the borders' bits in the link's
 * body, the room section in the file. A genre with more (a number in each room) writes its part after these.
 */
export const roomsCodec: Omit<
  ShadingCodec<{ width: number; height: number; rooms: number[] }>,
  "parsePuzzlink"
> = {
  linkBody: (puzzle) => encodeRoomBorders(puzzle.width, puzzle.height, puzzle.rooms),
  readSections: (file, width, height) => ({ width, height, rooms: readRoomSection(file, height, width) }),
  sections: (puzzle) => [roomSection(puzzle.width, puzzle.height, puzzle.rooms)],
};
