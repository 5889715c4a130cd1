import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { tapa } from "./index.js";

// pzprjs's test of tapa (robx/pzprjs test/script/tapa.js, MIT): its puzzle and the answer its checker calls
// complete.
const PZPRJS = {
  link: "https://puzz.link/p?tapa/5/5/3n5hchhajn2",
  answer: "pzprv3\ntapa\n5\n5\n3 # # # # \n# # . # 5 \n# + 3,1,1 # # \n3,1 # + # + \n# # # # 2 \n",
  example: 0,
};

// Public links: a list of puzz.link example puzzles on GitHub, a puzzle site's database of puzz.link links
// graded by difficulty on GitHub, and a Rust solver's tests. Each is a real puzzle with one answer, and no
// hidden number: puzz.link's checker (npm pzpr 0.10.1) calls no answer with one right.
const PUBLIC = [
  "https://puzz.link/p?tapa/12/12/taekajmbmkaeha9kaema8kaqznadka7ma9kaahalka9ma9k6t",
  "https://puzz.link/p?tapa/7/19/n5ialqbqia9ka7uafibmqbqqchiaaua7k1iafq7iaen",
  "https://puzz.link/p?tapa/6/6/1ia71a86gaaajjafhad6g7g42j22g4321",
  "https://puzz.link/p?tapa/9/9/za72hbmnbllallaanbmhafbqz",
  "https://puzz.link/p?tapa/10/10/q6h7h7qa9gaer5haajbnh6rafga9qaah5hafq",
  "https://puzz.link/p?tapa/11/11/la8h3iaazgafg6galg4ta7malta8gaegbngbnzgbni3h3l",
  "https://puzz.link/p?tapa/12/12/xagmbng6kaeoaelalgafj4nalnaan5j6gbnlbnoabkaggafmafx",
  "https://puzz.link/p?tapa/12/12/i3l2g3jafiaeva8ha8iafg3s3ibloa8j44mafl4na8k6waeh2ga8ga8ha8i2",
  "https://puzz.link/p?tapa/7/6/2nabg9w8o0h",
];

describe("examples", () => {
  describeExamplesContract(tapa, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
