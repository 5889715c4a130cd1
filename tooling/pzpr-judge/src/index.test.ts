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
