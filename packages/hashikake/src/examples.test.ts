import { describeExamplesContract, pzprjsFile } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { hashikake } from "./index.js";

// pzprjs's test of hashikake (robx/pzprjs test/script/hashikake.js, MIT): its puzzle and the answer its
// checker calls complete, as the pzprv3 file it writes (crosses and all).
const PZPRJS = {
  link: "https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3",
  answer: pzprjsFile(
    "pzprv3/hashikake/5/5/4 . 2 . . /. 3 . . 2 /3 . . . . /. 3 . 1 . /3 . 4 . 3 /2 2 0 0 /0 1 1 1 /",
    "-1 0 -1 -1 /0 1 1 -1 /2 2 2 2 /2 0 0 0 0 /2 2 0 0 1 /1 2 0 -1 1 /1 0 0 -1 1 /",
  ),
  readAnswer: (file: string) => {
    const { puzzle, lines } = formats.readPzprv3Board(file);
    return { puzzle, solution: lines };
  },
  example: 0,
};

// Public puzz.link Hashikakes beyond pzprjs's, the links only: a puzzle-solver collection's examples (17x13
// under the alias `bridges`, 19x14).
const PUBLIC = [
  "https://puzz.link/p?bridges/17/13/l2h1w2i3h2i3zi1h3p1g2k2g1h3r1k4g4h4h4i3h2u1g2l1g3n1g3y1j.g3g3g3h3r2j.h3g.g2",
  "https://puzz.link/p?hashi/19/14/2g2g3g3g2i2g3g2q2g2g1h3g2g3h2v2i3g2h1g2h1g2g3p2g23g2g2g2j2g2i2h2g3g3g33zh2h3g1h2g32h1g2g2h2j4g3h1h2l2g1j23g2h4g2g1h2h3g2o1g2h2p2g2i2k1g2g3g4j3h22g3h2",
];

// Public links with several answers that puzz.link's checker calls complete (a Rust solver's URL test, 6x6;
// the same collection's 9x9 and 41x19), with how many: no test of a unique solution, but of exact counts.
const PUBLIC_SEVERAL_ANSWERS: [string, number][] = [
  ["https://puzz.link/p?hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2", 4],
  ["https://puzz.link/p?hashi/9/9/h2g3g.q.g1i3g.o2i1i2o.g2i2g1q.g3g3h", 3],
  [
    "https://puzz.link/p?hashi/41/19/v3k6k3zzzk2i3g2o3i4zzw3i3g1m3k1i3g2zzs3g3i3k4s2g3g4zzzm3k2m3g2zzk3i5i1g3k2s3i2g3g4zzg4g3g1s4i3u3g5zzi2i2g2k1s3k1zzy1k4k1s1zzi2g1i2g4k4i4k4i6k4k4",
    4,
  ],
];

describe("public links with several answers", () => {
  it("counts them, each complete by puzz.link's checker", () => {
    for (const [link, count] of PUBLIC_SEVERAL_ANSWERS) {
      const puzzle = formats.parsePuzzlink(link);
      const result = hashikake.solve(puzzle, { limit: Number.POSITIVE_INFINITY });
      expect(result.solutionCount, link).toBe(count);
      for (const s of result.solutions)
        expect(judge.judgePzprv3(formats.writePzprv3(puzzle, s)).complete).toBe(true);
    }
  });
});

describe("examples", () => {
  describeExamplesContract(hashikake, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
