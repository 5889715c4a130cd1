import { describeGenerateContract } from "@gridsmith/kit/testing/contract";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { tatamibari } from "./index.js";

describe("tatamibari generate", () => {
  describeGenerateContract(tatamibari, {
    params: { size: 6 },
    deterministic: { size: 5 },
    check,
    judged: { judge: { judgePzprv3 }, formats },
  });
});
