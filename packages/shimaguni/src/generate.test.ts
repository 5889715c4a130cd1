import { describeGenerateContract } from "@gridsmith/kit/testing/contract";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { shimaguni } from "./index.js";

describe("shimaguni generate", () => {
  describeGenerateContract(shimaguni, {
    params: { size: 6 },
    seeds: [3],
    deterministic: { size: 4 },
    check,
    judged: { judge: { judgePzprv3 }, formats },
  });
});
