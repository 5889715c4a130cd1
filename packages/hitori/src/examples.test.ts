import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { hitori } from "./index.js";

// pzprjs's test of hitori (robx/pzprjs test/script/hitori.js, MIT): its puzzle and the answer its checker
// calls complete.
const PZPRJS = {
  link: "https://puzz.link/p?hitori/4/4/1114142333214213",
  answer:
    "pzprv3\nhitori\n4\n4\n1 1 1 4 \n1 4 2 3 \n3 3 2 1 \n4 2 1 3 \n# + # . \n+ + + . \n# + # . \n+ + + # \n",
  example: 0,
};

// Public puzz.link links: penpa-edit's puzz.link import tests (swaroopg92/penpa-edit), and links in other
// public repositories' examples and tests. Each is a real puzzle with one answer.
const PUBLIC = [
  "https://puzz.link/p?hitori/5/5/1-6i5-1v-2h1n-196-lx-3f45-iu91n-co-269cy5-1v-2h",
  "https://puzz.link/p?hitori/6/5/111.45.2..453.3.1..2....3.3.1.",
  "https://puzz.link/p?hitori/8/8/8416325715684121262378436475273858613542475783762346528431821615",
  "https://puzz.link/p?hitori/8/8/7113844227266831246771852247731643381555633245178631347515752264",
  "https://puzz.link/p?hitori/10/10/1174453399113445756a2345678aa82513328aa85417a698323227a9411566517a43236688115329986a115274aa99886611",
];

describe("examples", () => {
  describeExamplesContract(hitori, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
