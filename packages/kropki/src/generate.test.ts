import { describeGenerateContract } from "@gridsmith/kit/testing/contract";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { kropki } from "./index.js";

describe("kropki generate", () => {
  describeGenerateContract(kropki, {
    params: { size: 5 },
    seeds: [1, 2, 3],
    deterministic: { size: 4 },
    check,
    judged: { judge: { judgePzprv3 }, formats },
  });
});
