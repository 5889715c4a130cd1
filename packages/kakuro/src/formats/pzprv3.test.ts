import { expectAnswerFilesJudged } from "@gridsmith/kit/testing/contract";
import { judgePzprv3, pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generate } from "../generate.js";
import { kakuro } from "../index.js";
import type { KakuroCell, Puzzle } from "../puzzle.js";
import { parsePuzzlink, puzzlinkText } from "./puzzlink.js";
import { pzprv3Format, readPzprv3Board, writePzprv3 } from "./pzprv3.js";
import { textFormat } from "./text.js";

// pzprjs's test puzzle (an old-style link) and public links found in other projects' examples and tests.
const LINKS = [
  "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3",
  "https://puzz.link/p?kakuro/6/5/Dclh4t9fl3-p-gl-alJeC3BgG",
  "https://puzz.link/p?kakuro/15/15/m-dm.ffl-7l9-mQjmIBmbam-anWZs.jSpBjo.7goP4lJ9m..nAjo74lf-.lUUrF9l7-qHNq-clKTrO4l.-clgIoibn.JbmHglfgo.gOo7NpA-.s7Hnb-m-fm-7m-7m-hl-4l.-Dm-Em46BfgJjhSK79acVZD",
];
const generated = [1, 2, 3].map((seed) => generate({ rows: 7, cols: 7 }, seed));
// puzz.link has no given digits (only an answer holds them): the generated grids without theirs.
const withoutGivens = generated.map((p) => ({
  ...p,
  cells: p.cells.map((c) => (typeof c === "number" ? 0 : c)),
}));

describe("pzprv3 format", () => {
  it("writes what puzz.link makes of the puzzle's link", () => {
    for (const link of LINKS) expect(writePzprv3(parsePuzzlink(link)), link).toBe(pzprFileOfUrl(link));
    for (const p of withoutGivens) expect(writePzprv3(p)).toBe(pzprFileOfUrl(puzzlinkText(p)));
  });

  it("writes each answer so that puzz.link's checker calls it complete, and reads it back", () => {
    const puzzles = [...LINKS.map(parsePuzzlink), ...generated];
    expectAnswerFilesJudged(kakuro, { writePzprv3, judgePzprv3 }, puzzles, (file, p, solution) => {
      const board = readPzprv3Board(file);
      expect(board.answer).toEqual(solution);
      // The givens come back as part of the answer.
      expect(board.puzzle.cells.map((c, i) => (c === 0 ? p.cells[i] : c))).toEqual(p.cells);
    });
  });

  it("adds the black border puzz.link draws, to the puzzle and its answer", () => {
    // A 2x2 of white cells whose clues stand outside it: the text grid has its border, drop it.
    const p = textFormat.parse("#   3\\ 4\\\n\\3 .  .\n\\4 .  .");
    const inner: Puzzle = { rows: 2, cols: 2, cells: [0, 0, 0, 0] };
    const solution = kakuro.solve(p).solutions[0]!;
    expect(solution).toEqual([0, 0, 0, 0, 2, 1, 0, 1, 3]);
    expect(() => writePzprv3(inner)).not.toThrow();
    expect(readPzprv3Board(writePzprv3(inner)).puzzle).toEqual({
      rows: 3,
      cols: 3,
      cells: [{}, {}, {}, {}, 0, 0, {}, 0, 0],
    });
    const file = writePzprv3(p, solution);
    expect(readPzprv3Board(file).answer).toEqual(solution);
    expect(() => writePzprv3({ rows: 2, cols: 2, cells: [{}, {}, {}, 5] })).toThrow(/no given digits/);
  });

  it("says where a cell is wrong", () => {
    expect(() => readPzprv3Board("pzprv3\nkakuro\n1\n1\n0 3 \n3 x \n")).toThrow(
      /line 6.*'x' at row 2, column 2/,
    );
    expect(() => readPzprv3Board("pzprv3\nkakuro\n1\n1\n0 300 \n3 . \n")).toThrow(/'300'.*up to 99/);
  });

  it("reads back every bordered puzzle it writes", () => {
    const cell: fc.Arbitrary<KakuroCell> = fc.oneof(
      fc.constant(0),
      fc.record(
        { down: fc.integer({ min: 1, max: 99 }), across: fc.integer({ min: 1, max: 99 }) },
        { requiredKeys: [] },
      ),
    );
    const puzzle = fc
      .record({ rows: fc.integer({ min: 2, max: 7 }), cols: fc.integer({ min: 2, max: 7 }) })
      .chain(({ rows, cols }) =>
        fc.array(cell, { minLength: rows * cols, maxLength: rows * cols }).map((cells): Puzzle => {
          // A border as puzz.link holds it: black, a clue only over (beside) a white first cell.
          const bordered = cells.map((c, i): KakuroCell => {
            const r = Math.floor(i / cols);
            const col = i % cols;
            if (r > 0 && col > 0) return c;
            const below = r === 0 && col > 0 && cells[cols + col] === 0;
            const right = col === 0 && r > 0 && cells[i + 1] === 0;
            return below ? { down: 5 } : right ? { across: 7 } : {};
          });
          return { rows, cols, cells: bordered };
        }),
      );
    fc.assert(
      fc.property(puzzle, (p) => {
        const file = pzprv3Format.serialize!(p);
        expect(pzprv3Format.parse(file)).toEqual(p);
        expect(kakuro.formats.find((f) => f.detect(file))?.id).toBe("pzprv3");
      }),
    );
  });
});
