import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { tentaisho } from "./index.js";

// pzprjs's test of tentaisho (robx/pzprjs test/script/tentaisho.js, MIT): the answer its checker calls complete,
// as the pzprv3 file it writes, and that file's puzzle as a link. The file marks one dot `X` (r1c5's centre),
// which npm pzpr reads as no dot; it is a white dot here, and the link says so (pzprjs's test URL,
// `5/5/6fl94fi65en8dbf10000`, leaves it out, and then has no answer).
const PZPRJS = {
  link: "https://puzz.link/p?tentaisho/5/5/67eh94fi65en8dbf",
  answer: [
    "pzprv3",
    "tentaisho",
    "5",
    "5",
    "1...2...1",
    ".........",
    "2....1..2",
    ".........",
    ".1...2..1",
    ".........",
    "......1..",
    "..2......",
    "2.....2..",
    "1 0 0 1 ",
    "1 1 0 1 ",
    "0 1 0 1 ",
    "1 1 0 0 ",
    "1 1 0 0 ",
    "1 1 1 1 1 ",
    "1 0 1 1 1 ",
    "0 1 1 1 1 ",
    "1 0 1 1 1 ",
    "1 2 2 2 1 ",
    "2 1 1 1 2 ",
    "1 1 2 2 1 ",
    "1 2 1 1 1 ",
    "2 2 2 2 2 ",
    "",
  ].join("\n"),
};

// Public puzz.link links of the genre: penpa-edit's puzz.link import tests and noqx's example list (read for
// the links only). Each solves to one answer that puzz.link calls complete. (pzprjs's own test puzzle,
// `tentaisho/5/5/6fl94fi65en8dbf10000`, has none: its test's answer file holds other dots than its URL.)
const PUBLIC = [
  "https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl",
  "https://puzz.link/p?tentaisho/9/9/elaegezs62fkf7eqegekfgezifkbc3ejezsc2ehe",
  "https://puzz.link/p?tentaisho/10/10/znezzjezzmezweu4ezlezzrezjeze",
  "https://puzz.link/p?tentaisho/16/10/neme8cenezkezlcerezzqewezzlae2ezmegeyevez8eo44eq6ezzeneek84em",
  "https://puzz.link/p?tentaisho/19/22/hafheneweo2ffneneyerfgezy0eg4fifhafnezgfnfmegepel3epfzzt6989ezq7ehfehfwfnezk2dezq4b88fzveweofznfhefezzu54ffzzmedb4b3ezuejflexezg4fl7ezel72eregfztflefzzheifhbeztewen9ekejemer6eret8fpe",
];

describe("examples", () => {
  describeExamplesContract(tentaisho, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
