import { answerWithGivens, describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { ripple } from "./index.js";

// pzprjs's test of ripple (robx/pzprjs test/script/ripple.js, MIT): its puzzle and the answer its checker
// calls complete, as the pzprv3 file it writes.
const PZPRJS = {
  link: "https://puzz.link/p?ripple/4/4/9n8rigk14h32k",
  answer:
    "pzprv3\nripple\n4\n4\n0 1 0 \n0 1 1 \n0 1 1 \n1 0 1 \n1 1 0 1 \n1 1 0 0 \n1 0 1 0 \n. . . . \n. 1 4 . \n. 3 2 . \n. . . . \n1 2 3 1 \n2 . . 2 \n4 . . 1 \n1 2 1 3 \n",
  readAnswer: answerWithGivens(formats.readPzprv3Board),
  example: 0,
};

// Public puzz.link links of the genre: a puzzle-tool's test list, noqx's example list (read for the links
// only), and a Rust solver's test. Each solves to one answer that puzz.link calls complete.
const PUBLIC = [
  "https://puzz.link/p?ripple/10/10/c9hb4nfmueupv8ke11br7s3pk2r61hbqnsfezzzzz",
  "https://puzz.link/p?ripple/5/5/d6lqqf3ei1g3s2g1i",
  "https://puzz.link/p?ripple/6/6/4444440fo3u0m3h1i6l3g52g4g2i5h4",
  "https://puzz.link/p?ripple/10/10/35srcenac8p9p4obgjqo5u0rnkfnnnfqvov4zzzzz",
  "https://puzz.link/p?ripple/13/13/i2aonbatddnfdjqt6qafrlvfl9egl450fvjbt3t9lfu2072jfj8pvgojecbvcvu0zzzzzzzzo",
  "https://puzz.link/p?ripple/5/4/ld8g2sug4g3u1",
];

describe("examples", () => {
  describeExamplesContract(ripple, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
