import fc from "fast-check";
import { describe } from "vitest";
import { ParseError } from "../parse-error.js";
import type { Format } from "../types.js";
import { describeBorderRegionsFormats } from "./border-regions-formats.js";

type Clued = { width: number; height: number; clues: number[] };

// A genre's link and file, standing for puzz.link's: "L:" or "F:", the sides, the clues; the file also its
// answer, a digit an edge.
const read = (lead: string, text: string) => {
  const match = new RegExp(`^${lead}(\\d+)/(\\d+)/(-?\\d+(?:,-?\\d+)*)/?(\\d*)$`).exec(text);
  if (!match) throw new ParseError("not a clue grid");
  const [, width, height, clues, borders] = match;
  const puzzle = { width: Number(width), height: Number(height), clues: clues!.split(",").map(Number) };
  return { puzzle, borders: [...borders!].map(Number) };
};
const write = (lead: string, p: Clued) => `${lead}${p.width}/${p.height}/${p.clues.join(",")}`;
const link: Format<Clued> = {
  id: "link",
  name: "link",
  extensions: [],
  parse: (text) => read("L:", text).puzzle,
  serialize: (p) => write("L:", p),
  detect: (text) => text.startsWith("L:"),
};
const file: Format<Clued> = {
  id: "file",
  name: "file",
  extensions: [],
  parse: (text) => read("F:", text).puzzle,
  serialize: (p) => `${write("F:", p)}/`,
  detect: (text) => text.startsWith("F:"),
};

describe("describeBorderRegionsFormats on formats that keep their promises", () => {
  describeBorderRegionsFormats<Clued>({
    clue: (width, height) => fc.integer({ min: -1, max: width * height }),
    formats: {
      link,
      file,
      serializePuzzlink: (p) => write("L:", p),
      writePzprv3: (p, borders = []) => `${write("F:", p)}/${borders.join("")}`,
      readPzprv3Board: (text) => read("F:", text),
    },
    pzprFileOfUrl: (text) => `F:${text.slice(2)}/`,
  });
});
