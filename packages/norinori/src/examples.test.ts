import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { norinori } from "./index.js";

// pzprjs's test of norinori (robx/pzprjs test/script/norinori.js, MIT): its puzzle and the answer its
// checker calls complete.
const PZPRJS = {
  link: "https://puzz.link/p?norinori/5/5/cag4ocjo",
  answer:
    "pzprv3\nnorinori\n5\n5\n5\n0 0 1 2 2 \n1 1 1 2 2 \n1 3 3 2 2 \n3 3 3 3 3 \n4 4 3 3 3 \n# # + + + \n+ + # # + \n# # + + # \n+ + . . # \n# # + . . \n",
  example: 0,
};

// Public puzz.link links: penpa-edit's puzz.link import tests (swaroopg92/penpa-edit), and links in other
// public repositories' examples and tests. Each is a real puzzle with one answer.
const PUBLIC = [
  "https://puzz.link/p?norinori/6/6/93op35pb9vpq",
  "https://puzz.link/p?norinori/6/6/mac2a4c11spr",
  "https://puzz.link/p?norinori/10/10/ebdcb96kfaulotutil9qscvm7ivh0aumd8mc",
  "https://puzz.link/p?norinori/10/10/09binldaqlaqkl8qg4fg04v803fuk0ovu0vu",
  "https://puzz.link/p?norinori/10/10/90i2c76esik8rapah800evmv37d4fsm9dmte",
  "https://puzz.link/p?norinori/18/10/365btauumbakihchaf0o3q67cbjcg8kki94dtj2oorju6tnmontv0vgb4ssnvsb9v3g",
];

describe("examples", () => {
  describeExamplesContract(norinori, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
