import { describe, expect, it } from "vitest";
import { gridJsonFormat } from "../grid-json-format.js";
import { shapeProblemsOf } from "../json-problem.js";
import { roomGivensFormats } from "../puzzlink-room-givens.js";
import { type RoomNumbers, roomNumbersFormats } from "../puzzlink-room-numbers.js";
import {
  describeRoomGivensFormats,
  describeRoomNumbersFormats,
  expectOneNumberARoom,
  expectRoomGivensLink,
} from "./room-formats-checks.js";

const limits = { maxSide: 10, maxCells: 100, maxTextLength: 10_000 };

describe("expectRoomGivensLink", () => {
  const formats = roomGivensFormats(["demo"], limits);

  it("passes the kit's room-givens link", () => {
    expectRoomGivensLink("demo", formats);
  });

  it("fails a link writer that is not the reader's", () => {
    expect(() =>
      expectRoomGivensLink("demo", {
        ...formats,
        serializePuzzlink: () => "https://puzz.link/p?demo/2/2/o0",
      }),
    ).toThrow();
  });
});

// puzz.link knows no "demo" genre: the formats' own file of a link stands for puzz.link's.
describe("describeRoomNumbersFormats on the kit's room-numbers formats", () => {
  // Numbers up to 1600, as Heyawake's: the formats contract's puzzles have them.
  const formats = roomNumbersFormats(["demo"], limits, 1600);
  const jsonFormat = gridJsonFormat("demo", limits, formats.fromJson, { rooms: "...", numbers: "..." });
  describeRoomNumbersFormats("demo", { ...formats, jsonFormat }, (link) =>
    formats.writePzprv3(formats.parsePuzzlink(link)),
  );
});

describe("describeRoomGivensFormats on the kit's room-givens formats", () => {
  // The kit's room-givens formats have no file: the link stands for it.
  const formats = roomGivensFormats(["demo"], limits);
  describeRoomGivensFormats("demo", "Demo", { ...formats, writePzprv3: formats.serializePuzzlink }, (link) =>
    formats.serializePuzzlink(formats.parsePuzzlink(link)),
  );
});

describe("expectOneNumberARoom", () => {
  const { fromJson } = roomNumbersFormats(["demo"], limits, 99);
  // A type that reads its puzzles with the kit's room-numbers reader, and one that takes any numbers.
  const checked = {
    validate: shapeProblemsOf(fromJson),
    solve: (puzzle: RoomNumbers) => fromJson(puzzle),
  };

  it("passes a type that reads its puzzles with the kit's room-numbers reader", () => {
    expectOneNumberARoom(checked);
  });

  it("fails a type that takes a room with two numbers", () => {
    expect(() => expectOneNumberARoom({ ...checked, validate: () => [] })).toThrow();
    expect(() => expectOneNumberARoom({ ...checked, solve: () => null })).toThrow();
  });
});
