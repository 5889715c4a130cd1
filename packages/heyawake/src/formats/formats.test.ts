import { describeRoomNumbersFormats } from "@gridsmith/kit/testing/contract";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import * as formats from "./index.js";
import { parsePuzzlink, serializePuzzlink } from "./index.js";

describe("heyawake formats", () => {
  describeRoomNumbersFormats("heyawake", formats, pzprFileOfUrl);

  it("reads puzz.link's other name, heyawacky, as heyawake and writes heyawake", () => {
    // puzz.link's pzprjs (robx/pzprjs's variety table) opens `heyawacky` as heyawake; npm pzpr 0.10 has no such name.
    const link = "https://puzz.link/p?heyawake/6/6/qqpphh0fo1s011h11122";
    const other = parsePuzzlink(link.replace("heyawake", "heyawacky"));
    expect(other).toEqual(parsePuzzlink(link));
    expect(serializePuzzlink(other)).toBe(link);
  });
});
