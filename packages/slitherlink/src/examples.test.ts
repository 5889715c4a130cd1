import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { slitherlink } from "./index.js";

describe("examples", () => {
  describeExamplesContract(slitherlink, { check, root: new URL("../", import.meta.url), judge, formats });
});
