import { join } from "node:path";
import { ndjsonValues } from "@gridsmith/kit/testing";
import { describe, expect, it } from "vitest";
import { check } from "../../test-support/independent-check.mjs";
import { colourPuzzleFromPicture } from "../colour/clues.js";
import { colourExamples, flowerExample, houseExample } from "../colour/examples.js";
import { serializeXmlPuzzle } from "../formats/xml.js";
import { run, tempFolder } from "./cli.test-helpers.js";

const { dir, file } = tempFolder("nonogram-colour-cli-");

describe("nonogram CLI with colour puzzles", () => {
  it("solve --json answers rows of colour codes, and --all counts exactly", async () => {
    const xml = file("flower.xml", colourExamples[1]!.text);
    // Two yellow cells on a diagonal: the clues fit both diagonals.
    const palette = flowerExample.palette;
    const twice = file("twice.json", JSON.stringify(colourPuzzleFromPicture(["y.", ".y", "o."], palette)));
    const { code, out } = await run(["solve", "--json", "--all", xml, twice]);
    expect(code).toBe(0);
    const [first, second] = ndjsonValues(out);
    expect(first).toMatchObject({ status: "unique", solutionCount: 1, complete: true });
    expect(first.solutions).toEqual([flowerExample.goal]);
    expect(check(flowerExample, first.solutions[0])).toEqual([]);
    expect(second).toMatchObject({ status: "multiple", solutionCount: 2, complete: true });
    expect(second.solutions).toEqual(
      expect.arrayContaining([
        ["y.", ".y", "o."],
        [".y", "y.", "o."],
      ]),
    );
  });

  it("solve prints the colour codes and each solution as a grid of them", async () => {
    const { code, out } = await run(["solve", "--format", "g"], colourExamples[2]!.text);
    expect(code).toBe(0);
    expect(out).toContain(
      "== - (12x12) ==\ncolours: . background (white), r red, y yellow, b blue, d brown, g green\n",
    );
    expect(out).toContain(`--- Solution #1:\n${houseExample.goal!.join("\n")}\n`);
    expect(out).toContain("unique: exactly 1 solution");
  });

  it("convert writes colour formats and refuses black-and-white-only ones by name", async () => {
    const xml = file("house.xml", serializeXmlPuzzle(houseExample));
    const ok = await run(["convert", xml, "--to", "non"]);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain("color r #c0392b\n");
    const bad = await run(["convert", xml, "--to", "tatham"]);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain(
      "the tatham (Simon Tatham's Pattern game id) format holds black-and-white puzzles only",
    );
    const pbm = await run(["solve", xml, "--pbm", join(dir, "out.pbm")]);
    expect(pbm.code).toBe(1);
    expect(pbm.err).toContain("the pbm (PBM image) format holds black-and-white puzzles only");
  });

  it("validate names unknown colours and clues that cannot fit, with where", async () => {
    const bad = JSON.stringify({ ...houseExample, rowColours: [[9], ...houseExample.rowColours.slice(1)] });
    const unknown = await run(["validate", "--format", "json"], bad);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("row 1: block 1's colour 9 is not in the palette");
    const long = await run(
      ["validate", "--format", "g"],
      colourExamples[2]!.text.replace("\n2r\n", "\n7r 6r\n"),
    );
    expect(long.err).toContain("line 9: row 1: clue 7r 6r needs 14 cells but the row has 12");
  });
});
