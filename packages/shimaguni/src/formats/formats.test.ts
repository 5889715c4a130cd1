import { describeRoomNumbersFormats } from "@gridsmith/kit/testing/contract";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import * as formats from "./index.js";

describe("shimaguni formats", () => {
  describeRoomNumbersFormats("shimaguni", formats, pzprFileOfUrl);
});
