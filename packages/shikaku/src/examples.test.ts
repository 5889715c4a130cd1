import { describeExamplesContract, pzprjsFile } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { shikaku } from "./index.js";

// pzprjs's test of shikaku (robx/pzprjs test/script/shikaku.js, MIT): its puzzle and the answer its checker
// calls complete, as the pzprv3 file it writes (crosses and all).
const PZPRJS = {
  link: "https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j",
  answer: pzprjsFile(
    "pzprv3/shikaku/6/6/. . . . 3 . /5 6 . . 6 . /. . . . . . /. . . . . . /. 6 . . 2 3 /. 5 . . . . ",
    "/1 -1 1 0 0 /1 0 1 0 0 /1 -1 1 0 0 /1 -1 0 1 1 /1 -1 0 1 1 /0 -1 -1 -1 1 /0 -1 -1 1 1 1 ",
    "/-1 -1 -1 0 0 0 /-1 1 1 1 1 1 /-1 -1 -1 0 0 0 /1 1 1 1 1 0 /",
  ),
};

// Public puzz.link Shikaku beyond pzprjs's: noqx's example (github.com/T0nyX1ang/noqx, its genre list; the
// link only), and penpa-edit's puzz.link import tests (github.com/swaroopg92/penpa-edit, the links only).
const PUBLIC = [
  "https://puzz.link/p?shikaku/24/14/h5x6i.j8g6lag4j.l9i8j6i4l3z9g6i4i4h56h6i4i6j8h4n3h6zn4j4r6j4g6j8i8hci6j8q6h2r8k5l8k8j.l9j4l.lataock36kck",
  "https://puzz.link/p?shikaku/10/10/x3gag.s9m.p.m8s-10g.gax",
  "https://puzz.link/p?shikaku/24/14/-1ezh-1ep9h-18zzfp-10zt-2at8zzvct9zt-1epezz-2ah-15pazh-18",
  "https://puzz.link/p?shikaku/8/8/2222y.j55j66j.y3333",
];

describe("examples", () => {
  describeExamplesContract(shikaku, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
