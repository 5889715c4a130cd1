import { describeFormatsContract, describeRoomNumbersFormats } from "@gridsmith/kit/testing/contract";
import { roomNumbersPuzzles } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import * as formats from "./index.js";

describe("shimaguni formats", () => {
  describeFormatsContract({ puzzles: roomNumbersPuzzles, formats, pzprFileOfUrl });
  describeRoomNumbersFormats("shimaguni", formats);
});
