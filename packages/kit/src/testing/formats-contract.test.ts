import fc from "fast-check";
import { describe } from "vitest";
import type { Format } from "../types.js";
import { describeFormatsContract } from "./formats-contract.js";

// A format of digit strings, standing for a genre's link and file: "link" and "file" write the same digits,
// as puzz.link's link and file of one board do.
const digits = (id: string, lead: string): Format<number[]> => ({
  id,
  name: id,
  extensions: [],
  parse: (text) => [...text.slice(lead.length)].map(Number),
  serialize: (p) => `${lead}${p.join("")}`,
  detect: (text) => text.startsWith(lead),
});
const link = digits("link", "L:");
const file = digits("file", "F:");

describe("describeFormatsContract on formats that keep their promises", () => {
  describeFormatsContract({
    puzzles: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 8 }),
    formats: {
      link,
      file,
      serializePuzzlink: (p) => link.serialize!(p),
      writePzprv3: (p) => file.serialize!(p),
    },
    pzprFileOfUrl: (text) => `F:${text.slice(2)}`,
  });
});
