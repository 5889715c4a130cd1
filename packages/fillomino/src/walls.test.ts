import { edgeSides, innerEdges } from "@gridsmith/kit";
import { expectExplainedWay } from "@gridsmith/kit/testing/contract";
import { everyAnswer, givensPuzzles } from "@gridsmith/kit/testing/properties";
import { judgePzprv3, pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import {
  fillomino,
  type Puzzle,
  parsePuzzlink,
  serializePuzzlink,
  textFormat,
  writePzprv3,
} from "./index.js";
import { withWalls } from "./walls.js";

// Public puzz.link Fillominoes with given walls (puzz.link's given borders), each with one answer: two of a
// daily-puzzle site's rotation (pzprxs.vercel.app links). They were tooling/bench/data/puzzlink-fresh.txt's
// until this genre was made to read them (issue #33, branch fillo31); npm pzpr 0.10.1, the judge, reads the
// numbers and not the walls, so an answer that keeps every wall is complete for it too.
const LINKS = [
  "https://puzz.link/p?fillomino/10/10/5i1g1h2g1g3h6g1g1i36g1g1g3g1h1g6i3g52g6g11g5g34g4i5g1h1g4k54k1g5h4g1g3i1j4000000000100040000000200080000000000",
  "https://puzz.link/p?fillomino/10/10/9h9h9h9g34i332h454i13g94g9h9g39j51n14j9g19h94g9g331i23h32i323g9h9h9h9000000000000000000000000000000000008",
];

// penpa-edit's TESTING.md link (its `v:` flag is read past): four 66s and 24 walls, and more than one answer.
const PENPA_TESTING =
  "https://puzz.link/p?fillomino/v:/10/10/6g6g6g6g6q6g6g6g6g6t-42g-42w-42g-42l6i6zi0000o1g287g90000003g1g001g10103g0000";

/** The answer's numbers on the two sides of each of the puzzle's walls. */
const acrossWalls = (p: Puzzle, answer: readonly number[]) =>
  (p.walls ?? []).map((e) => edgeSides(p, e)!.map((i) => answer[i]));

describe("fillomino's given walls", () => {
  it("reads the public links' walls, writes them back as pzprjs does, and solves each to one answer puzz.link calls complete", () => {
    for (const link of LINKS) {
      const puzzle = parsePuzzlink(link);
      expect(puzzle.walls?.length).toBeGreaterThan(0);
      expect(serializePuzzlink(puzzle)).toBe(link);
      // pzpr 0.10.1 reads the givens as this genre does (the walls it does not read).
      expect(pzprFileOfUrl(link)).toBe(
        writePzprv3({ width: puzzle.width, height: puzzle.height, givens: puzzle.givens }),
      );
      const result = fillomino.solve(puzzle);
      expect(result.status).toBe("unique");
      const answer = result.solutions[0]!;
      expect(check(puzzle, answer)).toEqual([]);
      expect(acrossWalls(puzzle, answer).every(([a, b]) => a !== b)).toBe(true);
      expect(judgePzprv3(writePzprv3(puzzle, answer)).complete).toBe(true);
      expect(judgePzprv3(writePzprv3(puzzle)).complete).toBe(false);
    }
  });

  it("finds penpa-edit's testing link to have more than one answer, each kept by both judges", () => {
    const puzzle = parsePuzzlink(PENPA_TESTING);
    expect(puzzle.givens.filter((g) => g === 66)).toHaveLength(4);
    expect(puzzle.walls).toHaveLength(24);
    const result = fillomino.solve(puzzle, { limit: 3 });
    expect(result.status).toBe("multiple");
    expect(result.solutions.length).toBeGreaterThan(1);
    for (const answer of result.solutions) {
      expect(check(puzzle, answer)).toEqual([]);
      expect(judgePzprv3(writePzprv3(puzzle, answer)).complete).toBe(true);
    }
  });

  it("changes the answer of a puzzle where a wall parts two cells its answer without the wall joins", () => {
    // Made for this test: unique without its wall and unique with it, the answers differing.
    const walled = textFormat.parse("5...\n.32.\n5...\nwalls: r1c1-r1c2\n");
    const open = withWalls(walled, []);
    const [withWall, without] = [walled, open].map((p) => fillomino.solve(p));
    expect(withWall!.status).toBe("unique");
    expect(without!.status).toBe("unique");
    const [a, b] = acrossWalls(walled, without!.solutions[0]!)[0]!;
    expect(a).toBe(b);
    expect(check(walled, without!.solutions[0]!)).not.toEqual([]);
    expect(check(walled, withWall!.solutions[0]!)).toEqual([]);
    expect(fillomino.check(walled, without!.solutions[0]!).map((p) => p.code)).toEqual(["across-wall"]);
    expect(judgePzprv3(writePzprv3(walled, withWall!.solutions[0]!)).complete).toBe(true);
  });

  it("names the wall in hints, validate and check", () => {
    const walled = textFormat.parse("5...\n.32.\n5...\nwalls: r1c1-r1c2\n");
    // Found by a random search for a step the wall's own rule decides.
    const fenced = textFormat.parse(
      "3..\n..3\n...\nwalls: r1c2-r2c2 r1c2-r1c3 r2c1-r2c2 r2c2-r2c3 r3c2-r3c3\n",
    );
    const { steps } = expectExplainedWay(fillomino, fenced, {
      message: /^r\dc\d must be \d+: /,
      technique: "given-wall",
    });
    expect(steps.find((s) => s.technique === "given-wall")!.message).toBe(
      "r1c2 must be 1: the other number left to it is held across a given wall",
    );
    const twins = textFormat.parse("33\n..\nwalls: r1c1-r1c2\n");
    expect(fillomino.validate!(twins).map((p) => p.message)).toEqual([
      "the 3 in r1c2 cannot stand: a given wall parts it from the 3 in r1c1",
    ]);
    expect(fillomino.solve(twins).status).toBe("none");
    expect(fillomino.check(walled, [5, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])[0]!.message).toBe(
      "r1c1 and r1c2 both hold 5, across a given wall",
    );
  });

  it("counts as many answers as a brute force the independent check judges, on tiny puzzles with random walls", () => {
    // Up to 5 cells: at most 5^5 grids to try.
    const walled = givensPuzzles<Puzzle>({ maxCells: 5, max: 4, noneWeight: 4 }).chain((p) =>
      fc.subarray(innerEdges(p).map((e) => e.edge)).map((walls) => withWalls(p, walls)),
    );
    fc.assert(
      fc.property(walled, (p) => {
        const n = p.width * p.height;
        const right = [...everyAnswer(n, 1, n)].filter((a) => check(p, a).length === 0);
        const result = fillomino.solve(p, { limit: 1000 });
        expect(result.solutions.length).toBe(right.length);
        for (const a of result.solutions) expect(check(p, a)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it("draws the walls on the board", () => {
    const walled = textFormat.parse("5...\n.32.\n5...\nwalls: r1c1-r1c2 r2c4-r3c4\n");
    expect(fillomino.play!.board(walled).walls).toEqual(walled.walls);
    expect(fillomino.play!.board({ ...walled, walls: [] }).walls).toBeUndefined();
  });
});
