import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink, writePzprv3 } from "./formats/index.js";
import { hashikake } from "./index.js";

// pzprjs's test of hashikake (robx/pzprjs test/script/hashikake.js, MIT): its puzzle and the answer its
// checker calls complete, as the pzprv3 file it writes (crosses and all).
const PZPRJS_URL = "https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3";
const PZPRJS_ANSWER = [
  "pzprv3/hashikake/5/5/4 . 2 . . /. 3 . . 2 /3 . . . . /. 3 . 1 . /3 . 4 . 3 /2 2 0 0 /0 1 1 1 /",
  "-1 0 -1 -1 /0 1 1 -1 /2 2 2 2 /2 0 0 0 0 /2 2 0 0 1 /1 2 0 -1 1 /1 0 0 -1 1 /",
]
  .join("")
  .replaceAll("/", "\n");

// Public puzz.link Hashikakes beyond pzprjs's, the links only: a puzzle-solver collection's examples (17x13
// under the alias `bridges`, 19x14). Others found there (a 6x6, a 9x9, a 41x19) have two answers that
// puzz.link's checker calls complete, so they are no test of a unique solution.
const PUBLIC = [
  "https://puzz.link/p?bridges/17/13/l2h1w2i3h2i3zi1h3p1g2k2g1h3r1k4g4h4h4i3h2u1g2l1g3n1g3y1j.g3g3g3h3r2j.h3g.g2",
  "https://puzz.link/p?hashi/19/14/2g2g3g3g2i2g3g2q2g2g1h3g2g3h2v2i3g2h1g2h1g2g3p2g23g2g2g2j2g2i2h2g3g3g33zh2h3g1h2g32h1g2g2h2j4g3h1h2l2g1j23g2h4g2g1h2h3g2o1g2h2p2g2i2k1g2g3g4j3h22g3h2",
];

describe("examples", () => {
  describeExamplesContract(hashikake, {
    check,
    root: new URL("../", import.meta.url),
    extension: "url",
    judge,
    parseLink: parsePuzzlink,
    writeLink: serializePuzzlink,
    writePzprv3,
    pzprjs: {
      link: PZPRJS_URL,
      answer: PZPRJS_ANSWER,
      readAnswer: (file) => {
        const { puzzle, lines } = readPzprv3Board(file);
        return { puzzle, solution: lines };
      },
      example: 0,
    },
    publicLinks: PUBLIC,
  });
});
