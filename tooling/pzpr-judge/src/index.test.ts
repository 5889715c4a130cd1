import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { judgePzprv3, linkProblems, pzprFileOfUrl } from "./index.js";

describe("pzpr judge", () => {
  it("reads a link as puzz.link does", () => {
    expect(pzprFileOfUrl("https://puzz.link/p?lightup/3/2/g1j")).toBe(
      "pzprv3\nlightup\n2\n3\n. 1 . \n. . . \n",
    );
  });

  it("calls a right answer complete and a wrong one not", () => {
    // A 3x2 light up: the 1 above the middle; one light at the top left lights all but the right column.
    const right = "pzprv3\nlightup\n2\n3\n# 1 . \n. . # \n";
    expect(judgePzprv3(right)).toEqual({ complete: true, message: "Complete!", genre: "lightup" });
    const dark = judgePzprv3("pzprv3\nlightup\n2\n3\n# 1 . \n. . . \n");
    expect(dark.complete).toBe(false);
    expect(dark.message).toMatch(/not shined/);
  });
});

describe("the one pzpr Puzzle the judge keeps", () => {
  // pzpr itself, a new Puzzle for each reading: what the judge's kept one must answer after any other.
  const pzpr = createRequire(import.meta.url)("pzpr");
  const fresh = (data: string) => new pzpr.Puzzle({ type: "player" }).open(data);
  // Two genres, an answer and no answer, a right and a wrong one, boards of three sizes, links and files.
  const files = [
    "pzprv3\nlightup\n2\n3\n# 1 . \n. . # \n",
    "pzprv3\nlightup\n2\n3\n# 1 . \n. . . \n",
    "pzprv3\nlightup\n1\n2\n+ # \n",
    fresh("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g").getFileData(),
  ];
  const links = ["https://puzz.link/p?lightup/3/2/g1j", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"];

  it("reads and judges each file and link after every other as a new Puzzle does", () => {
    const verdict = (data: string) => {
      const p = fresh(data);
      const { complete, text } = p.check(true);
      return { complete, message: text, genre: p.pid };
    };
    let pairs = 0;
    for (const before of [...files, ...links])
      for (const file of files) {
        if (files.includes(before)) judgePzprv3(before);
        else pzprFileOfUrl(before);
        expect(judgePzprv3(file), `${file} after ${before}`).toEqual(verdict(file));
        pairs++;
      }
    for (const before of files)
      for (const link of links) {
        judgePzprv3(before);
        expect(pzprFileOfUrl(link), `${link} after ${before}`).toBe(fresh(link).getFileData());
        pairs++;
      }
    expect(pairs).toBe(6 * 4 + 4 * 2);
    // The right answer stays complete after the wrong one of its puzzle, and the bare puzzle not after it.
    expect(judgePzprv3(files[0]!).complete).toBe(true);
    expect(judgePzprv3(pzprFileOfUrl(links[0]!)).complete).toBe(false);
  });
});

describe("linkProblems", () => {
  // A stand-in genre of one-row Light Up grids, written by hand, to show each failure is named.
  const genre = (answer: string, status = "unique") => ({
    parse: (link: string) => link,
    solve: () => ({ status, solutions: [answer] }),
    writePzprv3: (_link: string, solution?: string) =>
      `pzprv3\nlightup\n2\n3\n${solution ?? ". 1 . \n. . . "}\n`,
    check: () => [],
  });

  it("is empty for a link read, solved and judged right", () => {
    expect(linkProblems(genre("# 1 . \n. . # "), ["https://puzz.link/p?lightup/3/2/g1j"])).toEqual([]);
  });

  it("names the link and what failed", () => {
    const link = "https://puzz.link/p?lightup/3/2/g1j";
    expect(linkProblems(genre("# 1 . \n. . . "), [link])).toEqual([
      `${link}: pzpr says "A cell is not shined."`,
    ]);
    expect(linkProblems(genre("# 1 . \n. . # ", "multiple"), [link])).toEqual([
      `${link}: multiple, not unique`,
    ]);
  });
});
