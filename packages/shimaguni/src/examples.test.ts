import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { shimaguni } from "./index.js";

// pzprjs's test of shimaguni (robx/pzprjs test/script/shimaguni.js, MIT): its puzzle and the answer its
// checker calls complete.
const PZPRJS = {
  link: "https://puzz.link/p?shimaguni/6/6/7fe608s0e3uf3g3g2g43",
  answer:
    "pzprv3\nshimaguni\n6\n6\n8\n0 0 0 1 2 3 \n4 4 5 1 2 3 \n4 4 5 1 2 2 \n5 5 5 1 2 2 \n6 6 6 6 6 6 \n6 6 7 7 7 7 \n3 . . . 3 . \n2 . . . . . \n. . . . . . \n. . . . . . \n4 . . . . . \n. . 3 . . . \n# # # + . # \n+ + + # + + \n# # + # + # \n+ + # + # # \n# # + + + + \n# # + # # # \n",
  example: 0,
};

// Public puzz.link links: noqx's examples, a Rust puzzle solver's serializer test, a puzz.link converter's
// code and a puzz.link player's list of puzzles, all public repositories on GitHub. Each is a real puzzle
// with one answer.
const PUBLIC = [
  "https://puzz.link/p?shimaguni/4/4/7qoo90h2g",
  "https://puzz.link/p?shimaguni/6/6/6qrna9sbh1i2j3h2",
  "https://puzz.link/p?shimaguni/10/10/tbqnmfcip5kb8m1e2o003v00vesf00v3v6sfzh3",
  "https://puzz.link/p?shimaguni/15/10/319eqrdmkg4t6bsufv7lo3r7jk9acr3408vvv7rs3hod4kgv21rk7lpzg5g3i",
  "https://puzz.link/p?shimaguni/15/12/55a19a6l11nhcnqlddnqkr5cmajmaoeahc3gqv3nftavvke414681sk3e7cekml25fok2o43g1s",
];

describe("examples", () => {
  describeExamplesContract(shimaguni, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
