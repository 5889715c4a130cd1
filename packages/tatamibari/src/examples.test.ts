import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink, writePzprv3 } from "./formats/index.js";
import { tatamibari } from "./index.js";

// pzprjs's test of tatamibari (robx/pzprjs test/script/tatamibari.js, MIT): its puzzle and the answer its
// checker calls complete, as the pzprv3 file it writes (crosses and all).
const PZPRJS_URL = "https://puzz.link/p?tatamibari/5/5/m3g11i2g31h13g3g";
const PZPRJS_ANSWER = [
  "pzprv3/tatamibari/5/5/. . . . . /. . c . a /a . . . b /. c a . . /a c . c . /-1 1 0 1 /0 1 0 1 /",
  "-1 1 1 0 /1 1 1 0 /1 1 1 0 /-1 -1 0 0 0 /-1 -1 1 1 1 /1 1 -1 1 1 /0 1 -1 0 0 /",
]
  .join("")
  .replaceAll("/", "\n");

// Public puzz.link Tatamibari beyond pzprjs's test: none found in the public sources searched so far.
const PUBLIC: string[] = [];

describe("examples", () => {
  describeExamplesContract(tatamibari, {
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
        const { puzzle, borders } = readPzprv3Board(file);
        return { puzzle, solution: borders };
      },
    },
    publicLinks: PUBLIC,
  });
});
