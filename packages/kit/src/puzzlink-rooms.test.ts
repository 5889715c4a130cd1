import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonGridDocument } from "./json-value.js";
import { readPuzzlinkUrl } from "./puzzlink.js";
import {
  canonicalRooms,
  decodeBorderBits,
  decodeRoomBorders,
  encodeBorderBits,
  encodeRoomBorders,
  jsonRooms,
  readRoomSection,
  readRoomsLink,
  roomSection,
  roomsCodec,
} from "./puzzlink-rooms.js";
import { readPzprv3, writePzprv3 } from "./pzprv3.js";

const LIMITS = { maxSide: 7, maxCells: 49, maxTextLength: 200 };

/** Any division of a grid up to 7x7 into rooms, canonical. */
const anyRooms = fc
  .record({ width: fc.integer({ min: 1, max: 7 }), height: fc.integer({ min: 1, max: 7 }) })
  .chain(({ width, height }) =>
    fc
      .array(fc.integer({ min: 0, max: 3 }), { minLength: width * height, maxLength: width * height })
      .map((ids) => ({ width, height, rooms: canonicalRooms(width, height, ids) })),
  );

describe("puzz.link rooms", () => {
  it("read back the borders and the file section they write", () => {
    fc.assert(
      fc.property(anyRooms, ({ width, height, rooms }) => {
        const body = `${encodeRoomBorders(width, height, rooms)}`;
        const url = readPuzzlinkUrl(`https://puzz.link/p?norinori/${width}/${height}/${body}`, ["norinori"]);
        expect(decodeRoomBorders(url, width, height)).toEqual({ rooms, next: body.length });
        const file = writePzprv3("norinori", height, width, [roomSection(width, height, rooms)]);
        expect(readRoomSection(readPzprv3(file, ["norinori"], 40), height, width)).toEqual(rooms);
      }),
    );
  });

  it("read back any border bits as written, dangling borders too, and say where they end", () => {
    const anyBits = fc
      .record({ width: fc.integer({ min: 1, max: 7 }), height: fc.integer({ min: 1, max: 7 }) })
      .chain(({ width, height }) => {
        const count = (width - 1) * height + width * (height - 1);
        return fc
          .array(fc.integer({ min: 0, max: 1 }), { minLength: count, maxLength: count })
          .map((bits) => ({ width, height, bits }));
      });
    fc.assert(
      fc.property(anyBits, ({ width, height, bits }) => {
        const body = `1${encodeBorderBits(width, height, bits)}2`;
        const url = readPuzzlinkUrl(`https://puzz.link/p?fillomino/${width}/${height}/${body}`, [
          "fillomino",
        ]);
        const read = decodeBorderBits(url, width, height, 1);
        expect([...read.bits]).toEqual(bits);
        expect(read.next).toBe(body.length - 1);
      }),
    );
    // 3x2: 'i' is 10010 (right of r1c1 and of r2c2), 'g' 10000 (below r1c1).
    const url = readPuzzlinkUrl("https://puzz.link/p?fillomino/3/2/ig", ["fillomino"]);
    expect([...decodeBorderBits(url, 3, 2).bits]).toEqual([1, 0, 0, 1, 1, 0, 0]);
    expect(encodeBorderBits(3, 2, [1, 0, 0, 1, 1, 0, 0])).toBe("ig");
    expect(() => decodeBorderBits({ ...url, body: "iw" }, 3, 2)).toThrow("'w' is not a border code");
  });

  it("number rooms in the reading order of their first cell, and split a room in two pieces", () => {
    expect(canonicalRooms(3, 2, [5, 5, 7, 7, 5, 7])).toEqual([0, 0, 1, 2, 0, 1]);
    // pzprjs's 3x2 example: 'io' is the bits 10010 (right of r1c1, r2c2) and 11000 (below r1c1, r1c2).
    const url = readPuzzlinkUrl("https://puzz.link/p?norinori/3/2/io", ["norinori"]);
    expect(decodeRoomBorders(url, 3, 2).rooms).toEqual([0, 1, 1, 2, 2, 1]);
    expect(writePzprv3("norinori", 2, 3, [roomSection(3, 2, [0, 1, 1, 2, 2, 1])])).toBe(
      "pzprv3\nnorinori\n2\n3\n3\n0 1 1 \n2 2 1 \n",
    );
  });

  it("read the borders after what a genre's body has before them, and stop where they end", () => {
    /** Rooms found apart from the kit: connected pieces of one id, in the order of their first cells. */
    function floodRooms(ids: readonly number[], cols: number): number[] {
      const out = ids.map(() => -1);
      let next = 0;
      ids.forEach((_, s) => {
        if (out[s]! >= 0) return;
        const todo = [s];
        out[s] = next;
        while (todo.length > 0) {
          const i = todo.pop()!;
          for (const j of [i - cols, i + cols, i % cols ? i - 1 : -1, (i + 1) % cols ? i + 1 : -1])
            if (j >= 0 && j < ids.length && out[j]! < 0 && ids[j] === ids[i]) {
              out[j] = next;
              todo.push(j);
            }
        }
        next++;
      });
      return out;
    }
    fc.assert(
      fc.property(anyRooms, ({ width, height, rooms: ids }) => {
        const borders = encodeRoomBorders(width, height, ids);
        const url = readPuzzlinkUrl(`https://puzz.link/p?x/${width}/${height}/2/${borders}tail`, ["x"]);
        expect(decodeRoomBorders(url, width, height, 2)).toEqual({
          rooms: floodRooms(ids, width),
          next: 2 + borders.length,
        });
      }),
    );
    const url = readPuzzlinkUrl("https://puzz.link/p?x/2/2/oW", ["x"]);
    expect(() => decodeRoomBorders(url, 2, 2)).toThrow("'W' is not a border code");
  });

  it("read a link's size and rooms, and a JSON rooms field, as the readers above do", () => {
    fc.assert(
      fc.property(anyRooms, ({ width, height, rooms }) => {
        const body = `${encodeRoomBorders(width, height, rooms)}tail`;
        const link = readRoomsLink(
          `https://puzz.link/p?norinori/${width}/${height}/${body}`,
          ["norinori"],
          LIMITS,
        );
        expect(link).toMatchObject({ width, height, rooms, next: body.length - 4 });
        expect(link.url.body).toBe(body);
        expect(roomsCodec.linkBody({ width, height, rooms })).toBe(body.slice(0, -4));
        const file = writePzprv3("norinori", height, width, roomsCodec.sections({ width, height, rooms }));
        expect(roomsCodec.readSections(readPzprv3(file, ["norinori"], 40), width, height)).toEqual({
          width,
          height,
          rooms,
        });
        // Any numbering of the same rooms reads back canonical.
        const renamed = rooms.map((r) => width * height - 1 - r);
        expect(jsonRooms(jsonGridDocument({ width, height, rooms: renamed }, LIMITS))).toEqual(rooms);
      }),
    );
    expect(() => readRoomsLink("https://puzz.link/p?norinori/9/9/", ["norinori"], LIMITS)).toThrow(
      /at most 7/,
    );
    const doc = (rooms: unknown) => jsonGridDocument({ width: 2, height: 2, rooms }, LIMITS);
    expect(() => jsonRooms(doc([0, 1, 4]))).toThrow(/rooms/);
    expect(() => jsonRooms(doc([0, 1, 2, 4]))).toThrow(/rooms\[3\]/);
  });
});
