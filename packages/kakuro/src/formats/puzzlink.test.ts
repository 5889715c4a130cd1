import { parseErrorOf } from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { kakuro } from "../index.js";
import type { KakuroCell, Puzzle } from "../puzzle.js";
import { parsePuzzlink, puzzlinkFormat, puzzlinkText } from "./puzzlink.js";
import { textFormat } from "./text.js";

const parseError = (text: string) => parseErrorOf(() => parsePuzzlink(text));

describe("puzz.link kakuro", () => {
  // pzprjs's own test of the genre (test/script/kakuro.js, MIT): an old-style link (0 for "no clue") and
  // the answer its checker accepts, written out here in our text grid.
  it("reads pzprjs's test puzzle, and our solver finds pzprjs's answer", () => {
    const p = parsePuzzlink("https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3");
    const grid = [
      "#   #    12\\ 4\\  #    #",
      "#   4\\8  .   .    10\\ #",
      "\\10 .    .   .    .    10\\",
      "\\3  .    .   17\\3 .    .",
      "#   \\21  .   .    .    .",
      "#   #    \\12 .    .    #",
    ].join("\n");
    expect(p).toEqual(textFormat.parse(grid));
    const result = kakuro.solve(p);
    expect(result.status).toBe("unique");
    const answer = ["000000", "005300", "034120", "012012", "001938", "000840"];
    expect(result.solutions[0]).toEqual(answer.join("").split("").map(Number));
    // Written the way pzprjs writes today: '-' where the old link said 0.
    expect(puzzlinkText(p)).toBe("https://puzz.link/p?kakuro/5/5/48la-.na-lh3l-Bn.-cl.c4a3");
  });

  // Public puzz.link links found in other projects' examples and tests.
  it.each([
    "https://puzz.link/p?kakuro/6/5/Dclh4t9fl3-p-gl-alJeC3BgG",
    "https://puzz.link/p?kakuro/15/15/m-dm.ffl-7l9-mQjmIBmbam-anWZs.jSpBjo.7goP4lJ9m..nAjo74lf-.lUUrF9l7-qHNq-clKTrO4l.-clgIoibn.JbmHglfgo.gOo7NpA-.s7Hnb-m-fm-7m-7m-hl-4l.-Dm-Em46BfgJjhSK79acVZD",
  ])("reads %s, solves it uniquely and writes the same link", (url) => {
    const p = parsePuzzlink(url);
    expect(kakuro.validate(p)).toEqual([]);
    expect(kakuro.solve(p).status).toBe("unique");
    expect(puzzlinkText(p)).toBe(url);
  });

  it("reads an old-style link (0 for no clue) and writes it the new way", () => {
    const old =
      "https://puzz.link/p?kakuro/10/16/70Z3lg7ma0.sE0ladnQapgOoJgo6aoSfoZ0.ofgmJ0mcCvVim0EmCOoD0bho77oIfoa0ogJp4Knhal0Zs.0am0gl..5IDccZ4HhiDBcgd";
    const p = parsePuzzlink(old);
    expect([p.rows, p.cols]).toEqual([17, 11]);
    expect(kakuro.solve(p).status).toBe("unique");
    expect(parsePuzzlink(puzzlinkText(p))).toEqual(p);
  });

  it("reads back what it writes: any bordered grid of blocks, white cells and clues up to 45", () => {
    const clue = fc.option(fc.integer({ min: 1, max: 45 }), { nil: undefined });
    const grid = fc
      .tuple(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 2, max: 12 }))
      .chain(([rows, cols]) =>
        fc
          .array(fc.oneof(fc.constant<KakuroCell>(0), fc.record({ down: clue, across: clue })), {
            minLength: rows * cols,
            maxLength: rows * cols,
          })
          .map((raw): Puzzle => {
            const cells = raw.map((c, i): KakuroCell => {
              const r = Math.floor(i / cols);
              const col = i % cols;
              const below = raw[i + cols];
              const right = col + 1 < cols ? raw[i + 1] : undefined;
              if (r > 0 && col > 0) return typeof c === "number" ? c : clean(c);
              // Border cells are blocks; they keep only the clue pzprjs keeps (the entry next to it).
              const block = typeof c === "number" ? {} : clean(c);
              if (r !== 0 || col === 0 || typeof below !== "number") delete block.down;
              if (col !== 0 || r === 0 || typeof right !== "number") delete block.across;
              return block;
            });
            return { rows, cols, cells };
          }),
      );
    fc.assert(
      fc.property(grid, (p) => {
        const url = puzzlinkText(p);
        expect(parsePuzzlink(url)).toEqual(p);
        expect(kakuro.formats.filter((f) => f.detect(url)).map((f) => f.id)).toEqual(["puzzlink"]);
      }),
      { numRuns: 200 },
    );
  });

  it("adds the black border puzz.link always draws when the grid has none", () => {
    const p = textFormat.parse(". .\n. .\n");
    expect(parsePuzzlink(puzzlinkText(p))).toEqual(textFormat.parse("# # #\n# . .\n# . .\n"));
  });

  it("refuses to write what a link cannot hold", () => {
    expect(() => puzzlinkText(textFormat.parse("# \\3\n\\3 1\n"))).toThrow(/r1c2: an across clue/);
    expect(() => puzzlinkText(textFormat.parse("# 5\\\n\\3 1\n"))).toThrow(
      /r2c2: it holds the given digit 1, and puzz.link's kakuro has no given digits/,
    );
    expect(() => puzzlinkText(textFormat.parse("# 46\\\n\\3 .\n"))).toThrow(/clues go up to 45/);
  });

  it("says what is wrong and where", () => {
    expect(parseError("https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a").reason).toBe(
      "the URL ends inside its clues",
    );
    expect(parseError("https://puzz.link/p?kakuro/5/5/4!la0.na0lh3l0Bn.0cl.c4a3").message).toBe(
      "line 1, column 33: '!' is not a clue (0-9, a-j, A-Z or -)",
    );
    expect(parseError("https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3X").reason).toBe(
      "the URL goes on after the last clue",
    );
    expect(parseError("https://puzz.link/p?kakuro/5/5/zz").reason).toMatch(/goes past the last cell/);
    expect(puzzlinkFormat.detect("https://puzz.link/p?sudoku/9/9/g")).toBe(false);
  });
});

function clean(block: { down?: number; across?: number }) {
  const out: { down?: number; across?: number } = {};
  if (block.down !== undefined) out.down = block.down;
  if (block.across !== undefined) out.across = block.across;
  return out;
}
