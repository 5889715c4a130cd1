import { answerWithGivens, describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { nanro } from "./index.js";

// pzprjs's test of nanro (robx/pzprjs test/script/nanro.js, MIT): its puzzle and the answer its checker
// calls complete, as the pzprv3 file it writes.
const PZPRJS = {
  link: "https://puzz.link/p?nanro/4/4/6r0s1oi13n1h",
  answer:
    "pzprv3\nnanro\n4\n4\n5\n0 0 0 1 \n2 3 3 1 \n2 3 3 1 \n2 4 4 4 \n. . . 1 \n3 . . . \n. . . . \n. 1 . . \n. 2 2 . \n. 1 . - \n3 - . - \n3 . - - \n",
  readAnswer: answerWithGivens(formats.readPzprv3Board),
  example: 0,
};

// Public puzz.link links of the genre: penpa-edit's puzz.link import tests (swaroopg92/penpa-edit) and
// noqx's example list (read for the links only). Each solves to one answer that puzz.link calls complete.
const PUBLIC = [
  "https://puzz.link/p?nanro/6/6/6lk5lcd1rrgm4i2n2n2r3",
  "https://puzz.link/p?nanro/8/8/ic30o61gc2i0fs080080g1vgh2s1zr3t",
  "https://puzz.link/p?nanro/10/10/497t25cekj5onpni7hfamlvv8864nva203gup1m3k1m1j4m2k2j2w4j3k4m2l",
  "https://puzz.link/p?nanro/11/11/9bdcljmcpj6cpj6dpl6mqi46tt8qpltbdmqnljb2nnc4i3g2l23l2n2n2n2n2i3i2n3n3n3n2l43l2g3i",
  "https://puzz.link/p?nanro/16/16/af5nfaavltvbavn99b1mj29g1i8ldg2iidvbbunnvaavlkv2l05585da59a9a2r8vl8flfvqbvuluulvqr92ia2kauk2kk0t5i3h2g4h3zi2m2i3g3zl2g2n3m2z2o32o3z3m2n4g2zl3g2i2m5zi4h4g3h2j",
];

describe("examples", () => {
  describeExamplesContract(nanro, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
