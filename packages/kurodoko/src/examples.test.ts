import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { kurodoko } from "./index.js";

// pzprjs's test of kurodoko (robx/pzprjs test/script/kurodoko.js, MIT): its puzzle and the answer its
// checker calls complete.
const PZPRJS = {
  link: "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i",
  answer:
    "pzprv3\nkurodoko\n5\n5\n. . . 7 . \n5 . . . . \n. . 2 . . \n. . . . 2 \n. 4 . . . \n+ # + + . \n+ + # + + \n+ # + + # \n+ + # + + \n# + + + # \n",
  example: 0,
};

// Public puzz.link links: penpa-edit's puzz.link import tests (swaroopg92/penpa-edit), noqx's examples
// (links only), and a Rust solver's serializer test. Each is a real puzzle with one answer.
const PUBLIC = [
  "https://puzz.link/p?kurodoko/12/12/9l9l5l4l2l7l5l3l4l3h5p7h3l7l4l8l8l2l7l5l7l7",
  "https://puzz.link/p?kurodoko/4/4/g4g3.l.3g3g",
  "https://puzz.link/p?kurodoko/9/9/man5h365i4zo4i684h4n8m",
  "https://puzz.link/p?kurodoko/10/10/3h2h5h3r3j6h2n5z8n2h3j4r6h2h5h2",
  "https://puzz.link/p?kurodoko/9/9/h3j4g3j4l.j4g3j.ldl.j5g6j.l7j5g6j5h",
  "https://puzz.link/p?kurodoko/6/5/h2j2h3r5g2j",
];

describe("examples", () => {
  describeExamplesContract(kurodoko, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
