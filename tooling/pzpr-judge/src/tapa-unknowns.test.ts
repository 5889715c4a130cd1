import { describe, expect, it } from "vitest";
import { judgePzprv3 } from "./index.js";
import { tapaUnknownsFilled } from "./tapa-unknowns.js";

// A 3x3 Tapa written by hand: a `?` clue in the middle, five shaded cells around it in one block.
const file = (clue: string) => `pzprv3\ntapa\n3\n3\n# # # \n. ${clue} # \n. . # \n`;

describe("tapaUnknownsFilled", () => {
  it("fills a `?` with its block's length, which pzpr 0.10.1 then calls complete and before did not", () => {
    expect(judgePzprv3(file("-")).complete).toBe(false);
    const { file: filled, filled: count } = tapaUnknownsFilled(file("-"));
    expect(count).toBe(1);
    expect(filled).toBe(file("5"));
    expect(judgePzprv3(filled)).toEqual({ complete: true, message: "Complete!", genre: "tapa" });
  });

  it("fills the `?`s of a clue with the blocks its given numbers leave", () => {
    // Two blocks around the middle, of two cells each: (0,0)-(0,1) and (1,2)-(2,2).
    const two = "pzprv3\ntapa\n3\n3\n# # . \n. 3,- # \n. . # \n";
    expect(tapaUnknownsFilled(two).filled).toBe(0); // 3 is no block's length: pzpr's message stands
    const right = "pzprv3\ntapa\n3\n3\n# # . \n. 2,- # \n. . # \n";
    expect(tapaUnknownsFilled(right).file).toBe("pzprv3\ntapa\n3\n3\n# # . \n. 2,2 # \n. . # \n");
  });

  it("leaves a clue whose blocks are not as many as its numbers, and any other genre, as they are", () => {
    expect(tapaUnknownsFilled(file("-,-"))).toEqual({ file: file("-,-"), filled: 0 });
    expect(judgePzprv3(tapaUnknownsFilled(file("-,-")).file).complete).toBe(false);
    const lightup = "pzprv3\nlightup\n2\n3\n# 1 . \n. . # \n";
    expect(tapaUnknownsFilled(lightup)).toEqual({ file: lightup, filled: 0 });
  });
});
