import type { Move } from "@gridsmith/kit";
import { checkPlayModel } from "@gridsmith/kit/testing/properties";
import { describe, expect, it } from "vitest";
import { combinations } from "./combinations.js";
import { layoutOf } from "./entries.js";
import { examples } from "./examples.js";
import { textFormat } from "./formats/index.js";
import { explain, hint } from "./hints.js";
import { kakuro } from "./index.js";
import { checkAttempt } from "./mistakes.js";
import type { KakuroAttempt } from "./play.js";
import type { Puzzle } from "./puzzle.js";
import { solve } from "./solve.js";
import { solutionError } from "./verify.js";

const play = kakuro.play;
const puzzles = examples.map((e) => ({ name: e.name, puzzle: textFormat.parse(e.text) }));

/** The puzzle's one solution, as the solver finds it. */
function answerOf(puzzle: Puzzle): number[] {
  const result = solve(puzzle, { limit: 2 });
  expect(result.status).toBe("unique");
  return result.solutions[0]!;
}

const first = puzzles[0]!.puzzle;
const openCells = (p: Puzzle) => p.cells.flatMap((c, i) => (c === 0 ? [i] : []));
const blackCell = (p: Puzzle) => p.cells.findIndex((c) => typeof c !== "number");
const move = (p: Puzzle, a: KakuroAttempt, m: Move) => play.applyStep(p, a, m);
const put = (p: Puzzle, a: KakuroAttempt, cell: number, value: number | null) =>
  move(p, a, { kind: "value", cell, value });
const mark = (p: Puzzle, a: KakuroAttempt, cell: number, digit: number) =>
  move(p, a, { kind: "mark", cell, digit });

/** The first puzzle with its first open cell given the solution's digit. */
function withAGiven() {
  const answer = answerOf(first);
  const at = openCells(first)[0]!;
  const cells = [...first.cells];
  cells[at] = answer[at]!;
  return { puzzle: { ...first, cells }, at, answer };
}

describe("kakuro play", () => {
  it("has the properties of a play model on every example", () => {
    checkPlayModel(kakuro);
  });

  it.each(puzzles)("maps the solver's solution of $name to an attempt and back", ({ puzzle }) => {
    const answer = answerOf(puzzle);
    const solved = play.fromSolution(puzzle, answer);
    expect(solutionError(puzzle, play.toSolution(puzzle, solved) as number[])).toBeNull();
    expect(checkAttempt(puzzle, play.toSolution(puzzle, solved))).toEqual([]);
    expect(play.isComplete(puzzle, solved)).toBe(true);
    expect(play.mistakes(puzzle, solved, answer)).toEqual([]);
    const { filled, total } = play.progress(puzzle, solved);
    expect(filled).toBe(total);
    expect(play.isComplete(puzzle, play.newAttempt(puzzle))).toBe(false);
    expect(play.progress(puzzle, play.newAttempt(puzzle)).filled).toBe(0);
  });

  it("writes digits and pencil marks in open cells only, and clears them", () => {
    const { puzzle, at } = withAGiven();
    const a = play.newAttempt(puzzle);
    expect(put(puzzle, a, at, 5)).toBe(a);
    expect(put(puzzle, a, blackCell(puzzle), 5)).toBe(a);
    expect(mark(puzzle, a, blackCell(puzzle), 5)).toBe(a);
    const cell = openCells(puzzle)[0]!;
    let b = mark(puzzle, a, cell, 2);
    b = mark(puzzle, b, cell, 7);
    expect(b.n[cell]).toBe((1 << 1) | (1 << 6));
    b = put(puzzle, b, cell, 4);
    expect([b.v[cell], b.n[cell]]).toEqual([4, 0]);
    expect(mark(puzzle, b, cell, 1)).toBe(b);
    expect(put(puzzle, b, cell, null).v[cell]).toBe(0);
    expect((play.toSolution(puzzle, b) as number[])[at]).toBe(puzzle.cells[at]);
    expect(put(puzzle, b, cell, 10)).toBe(b);
  });

  it("reads what the site saved, and nothing made for another grid", () => {
    const cell = openCells(first)[0]!;
    const a = mark(first, put(first, play.newAttempt(first), cell, 3), openCells(first)[1]!, 9);
    expect(play.readAttempt(first, JSON.parse(JSON.stringify(a)))).toEqual(a);
    expect(play.readAttempt(first, null)).toBeNull();
    expect(play.readAttempt(first, { v: a.v.slice(1), n: a.n })).toBeNull();
    const black = [...a.v];
    black[blackCell(first)] = 2;
    expect(play.readAttempt(first, { v: black, n: a.n })).toBeNull();
    const blackMark = [...a.n];
    blackMark[blackCell(first)] = 1;
    expect(play.readAttempt(first, { v: a.v, n: blackMark })).toBeNull();
    const big = [...a.v];
    big[cell] = 10;
    expect(play.readAttempt(first, { v: big, n: a.n })).toBeNull();
    // A digit saved over what is now a given gives way to the given.
    const { puzzle, at } = withAGiven();
    const over = [...a.v];
    over[at] = 1;
    expect(play.readAttempt(puzzle, { v: over, n: a.n })?.v[at]).toBe(0);
  });

  it.each(puzzles)(
    "marks each written digit that differs from $name's solution, as the package's check does",
    ({ puzzle }) => {
      const answer = answerOf(puzzle);
      const [i, j] = openCells(puzzle);
      let a = put(puzzle, play.newAttempt(puzzle), i!, answer[i!]!);
      a = put(puzzle, a, j!, (answer[j!]! % 9) + 1);
      const found = play.mistakes(puzzle, a, answer);
      expect(found.map((p) => p.cells)).toEqual([
        [{ row: Math.floor(j! / puzzle.cols), col: j! % puzzle.cols }],
      ]);
      const checked = checkAttempt(puzzle, play.toSolution(puzzle, a)).filter(
        (p) => p.code === "wrong-digit",
      );
      expect(checked.map((p) => p.cells)).toEqual(found.map((p) => p.cells));
    },
  );

  it.each(puzzles)("carries out the package's hint and explanation steps for $name", ({ puzzle }) => {
    const answer = answerOf(puzzle);
    const step = hint(puzzle, play.toSolution(puzzle, play.newAttempt(puzzle)));
    expect(step?.deductions.length).toBeGreaterThan(0);
    const hinted = play.applyStep(puzzle, play.newAttempt(puzzle), step!);
    expect(play.progress(puzzle, hinted).filled).toBe(step!.deductions.length);
    let a = play.newAttempt(puzzle);
    for (const s of explain(puzzle)) a = play.applyStep(puzzle, a, s);
    expect(play.progress(puzzle, a).filled).toBeGreaterThan(0);
    expect(play.mistakes(puzzle, a, answer)).toEqual([]);
    if (play.isComplete(puzzle, a))
      expect(solutionError(puzzle, play.toSolution(puzzle, a) as number[])).toBeNull();
  });

  it.each(puzzles)("fills candidates of $name that keep the answer and fit every entry", ({ puzzle }) => {
    const answer = answerOf(puzzle);
    const open = openCells(puzzle);
    const layout = layoutOf(puzzle);
    // Empty, then with every third open cell written right.
    const partial = open
      .filter((_, k) => k % 3 === 0)
      .reduce((a, i) => put(puzzle, a, i, answer[i]!), play.newAttempt(puzzle));
    for (const start of [play.newAttempt(puzzle), partial]) {
      const a = play.fillCandidates!(puzzle, start);
      const values = play.toSolution(puzzle, a) as number[];
      for (const i of open) {
        if (start.v[i]) {
          expect(a.n[i]).toBe(start.n[i]);
          continue;
        }
        expect(a.n[i]! & (1 << (answer[i]! - 1)), `r${i}`).not.toBe(0);
        for (const k of [layout.across[i]!, layout.down[i]!]) {
          const entry = layout.entries[k];
          if (!entry) continue;
          const used = entry.cells.reduce((m, c) => m | (values[c] ? 1 << (values[c]! - 1) : 0), 0);
          expect(a.n[i]! & used).toBe(0);
          if (entry.sum === undefined) continue;
          const allowed = combinations(entry.sum, entry.cells.length).reduce((m, c) => m | (c >> 1), 0);
          expect(a.n[i]! & ~allowed).toBe(0);
        }
      }
      expect(play.fillCandidates!(puzzle, a)).toBe(a);
    }
  });

  it("describes the board: clue cells as blocks with their sums, givens as text", () => {
    const { puzzle, at, answer } = withAGiven();
    const board = play.board(puzzle);
    expect(board.cells[at]).toEqual({ text: String(answer[at]) });
    const layout = layoutOf(puzzle);
    for (const entry of layout.entries) {
      if (entry.clueCell < 0) continue;
      expect(board.cells[entry.clueCell]?.block).toBe(true);
      expect(board.cells[entry.clueCell]?.[entry.direction]).toBe(entry.sum);
    }
    expect(board.input.cells).toEqual({ kind: "digit", min: 1, max: 9, marks: true });
  });
});

describe("a drawn kakuro", () => {
  it("takes its clues from the digits of full entries, and says what is missing", () => {
    const drawing = { rows: 3, cols: 3, cells: [-1, -1, -1, -1, 1, 2, -1, 3, 0] };
    const { puzzle, problems } = play.fromDrawing(drawing);
    expect(puzzle.cells.slice(0, 4)).toEqual([{}, { down: 4 }, {}, { across: 3 }]);
    expect(puzzle.cells[4]).toBe(0);
    expect(problems).toEqual(["fill every white cell (r3c3)"]);
    const edge = play.fromDrawing({ rows: 2, cols: 2, cells: [1, 2, -1, -1] });
    expect(edge.problems).toEqual([
      "the across entry at r1c1 starts at the edge: it needs a black cell for its clue",
    ]);
  });
});
