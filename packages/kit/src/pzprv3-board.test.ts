import { describe, expectTypeOf, it } from "vitest";
import type { Pzprv3AnswerBoard } from "./pzprv3-board.js";

describe("Pzprv3AnswerBoard", () => {
  it("holds the puzzle and the answer under the genre's name, and nothing else", () => {
    type Board = Pzprv3AnswerBoard<{ width: number }, number[], "heights">;
    expectTypeOf<Board>().toEqualTypeOf<{ puzzle: { width: number } } & { heights: number[] }>();
    expectTypeOf<Board["heights"]>().toEqualTypeOf<number[]>();
    expectTypeOf<Board>().not.toHaveProperty("answer");
  });
});
