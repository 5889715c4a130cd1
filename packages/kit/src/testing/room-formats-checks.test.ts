import { describe, expect, it } from "vitest";
import { gridsmithJsonFormat } from "../json-text.js";
import { roomGivensFormats } from "../puzzlink-room-givens.js";
import { roomNumbersFormats } from "../puzzlink-room-numbers.js";
import {
  describeRoomGivensFormats,
  describeRoomNumbersFormats,
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

describe("describeRoomNumbersFormats on the kit's room-numbers formats", () => {
  const formats = roomNumbersFormats(["demo"], limits, 99);
  const jsonFormat = gridsmithJsonFormat({
    type: "demo",
    limits,
    shape: "a demo JSON document is an object",
    read: formats.fromJson,
    serialize: (puzzle) => `${JSON.stringify(puzzle)}\n`,
  });
  describeRoomNumbersFormats("demo", { ...formats, jsonFormat });
});

describe("describeRoomGivensFormats on the kit's room-givens formats", () => {
  describeRoomGivensFormats("demo", "Demo", roomGivensFormats(["demo"], limits));
});
