import { describe, expect, it } from "vitest";
import { detectFormat, parsePuzzle } from "./formats.js";
import { latinSquare } from "./testing/latin-square.js";
import type { Format } from "./types.js";

// A text format that claims nothing (the default), and a link format of the genres `latin` and `square`.
const text: Format<unknown> = { ...latinSquare.formats[0]!, id: "text", detect: () => false };
const link: Format<unknown> = {
  ...latinSquare.formats[0]!,
  id: "link",
  detect: (t) => t.startsWith("https://puzz.link/p?latin/"),
  genres: ["latin", "square"],
};

describe("detectFormat", () => {
  it("names the genre of a puzz.link link the type does not read, rather than failing in its default format", () => {
    expect(() => detectFormat([text, link], "https://puzz.link/p?nurikabe/5/5/g1h2i3")).toThrow(
      "a puzz.link link of 'nurikabe', which this puzzle type does not read; its links are latin, square",
    );
    expect(() => parsePuzzle({ formats: [text] }, "https://pzv.jp/p.html?lits/4/4/abc")).toThrow(
      /^a puzz\.link link of 'lits', which this puzzle type does not read$/,
    );
  });

  it("keeps the default for a link of its own genre that its link format does not claim, and for plain text", () => {
    // Malformed, so no format claims it: the default format reports what is wrong, as before.
    expect(detectFormat([text, link], "https://puzz.link/p?square/x")).toBe(text);
    expect(detectFormat([text, link], "1...\n....")).toBe(text);
    // A bare `genre/...` form is not a URL: it may be text of the type's own.
    expect(detectFormat([text, link], "nurikabe/5/5/g1h2i3")).toBe(text);
    // A format with the id `puzzlink` and no genres reads every genre's links.
    const anyLink: Format<unknown> = { ...text, id: "puzzlink" };
    expect(detectFormat([text, anyLink], "https://puzz.link/p?nurikabe/5/5/g1h2i3")).toBe(text);
  });
});
