import { describeExamplesContract, pzprjsFile } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { mashu } from "./index.js";

// pzprjs's test of mashu (robx/pzprjs test/script/mashu.js, MIT): its puzzle and the answer its checker calls
// complete, as the pzprv3 file it writes (crosses and all).
const PZPRJS = {
  link: "https://puzz.link/p?mashu/6/6/1063000i3000",
  answer: pzprjsFile(
    "pzprv3/mashu/6/6/. . 1 . . . /. 2 . . 1 . /. . . . . . /. . . 2 . . /. 1 . . . . /. . . . . . ",
    "/1 1 1 0 1 /0 1 1 -1 0 /0 0 1 1 0 /0 1 -1 1 1 /1 1 0 0 0 /0 0 1 0 0 /1 0 0 1 1 1 /1 1 0 0 1 1 ",
    "/1 1 1 -1 0 1 /1 -1 0 1 0 0 /0 0 1 1 0 0 /",
  ),
};

// Public puzz.link Masyu beyond pzprjs's: penpa-edit's puzz.link import tests (github.com/swaroopg92/penpa-edit,
// the links only; one under the name `masyu`, one with a `v:` flags segment... that one has several answers
// and is left out) and a Japanese practice site's list (the links only).
const PUBLIC = [
  "https://puzz.link/p?masyu/15/10/i0a02000000ik20620i6i0a021c049c209490j0100a0019329",
  "https://puzz.link/p?mashu/13/9/013009k10a3a39310c9313693i016030j039a20",
  "https://puzz.link/p?mashu/6/6/0366001901i0",
  "https://puzz.link/p?mashu/10/10/030206119200009b0i6603090000i031i0",
  "https://puzz.link/p?mashu/10/10/00120900i30i6300906026913200903000",
  "https://puzz.link/p?mashu/10/10/0211300020b100039j00020i13000a3i90",
];

describe("examples", () => {
  describeExamplesContract(mashu, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
