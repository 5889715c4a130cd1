import { describe, expect, it } from "vitest";
import { freshBlock } from "./fresh-block.ts";
import type { SweepRecord } from "./sweep.ts";

const ok = (params: string, seed: number, link: string, extra: Partial<SweepRecord> = {}): SweepRecord => ({
  game: "range",
  params,
  seed: `tatham-${seed}`,
  id: "",
  link,
  status: "unique",
  pzprComplete: true,
  ...extra,
});

describe("freshBlock", () => {
  it("spreads a game's links over its parameters, leaves out known and failed ones, names the seeds", () => {
    const lines = freshBlock(
      [
        ok("9x6", 1, "https://puzz.link/p?kurodoko/9/6/a"),
        ok("9x6", 2, "https://puzz.link/p?kurodoko/9/6/b"),
        ok("9x6", 3, "https://puzz.link/p?kurodoko/9/6/c"),
        ok("40x40", 1, "https://puzz.link/p?kurodoko/40/40/a", { pzprComplete: false }),
        ok("40x40", 2, "https://puzz.link/p?kurodoko/40/40/b"),
        ok("40x40", 3, "https://puzz.link/p?kurodoko/40/40/c", { status: "multiple" }),
      ],
      new Set(["9/6/a"]),
      2,
    );
    expect(lines).toEqual([
      "# Simon Tatham's Portable Puzzle Collection, sgt-puzzles 20230122, generated with 9x6: Range (Kurodoko), `sgt-range --generate 1 '9x6#tatham-K'`, K = 2",
      "https://puzz.link/p?kurodoko/9/6/b",
      "# Simon Tatham's Portable Puzzle Collection, sgt-puzzles 20230122, generated with 40x40: Range (Kurodoko), `sgt-range --generate 1 '40x40#tatham-K'`, K = 2",
      "https://puzz.link/p?kurodoko/40/40/b",
    ]);
  });
});
