import { describeGenerateContract } from "@gridsmith/kit/testing/contract";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { easyasabc } from "./index.js";

describe("easyasabc generate", () => {
  describeGenerateContract(easyasabc, {
    params: { size: 5 },
    deterministic: { size: 4 },
    check,
    judged: { judge: { judgePzprv3 }, formats },
  });

  it("gives a puzzle of size - 2 letters", () => {
    for (const size of [4, 5]) expect(easyasabc.generate!({ size }, 1).letters).toBe(size - 2);
  });
});
