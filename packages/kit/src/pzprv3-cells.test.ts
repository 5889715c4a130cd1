import { describe, expect, it } from "vitest";
import { readPzprv3, writePzprv3 } from "./pzprv3.js";
import {
  answerNumberSection,
  HIDDEN_NUMBER,
  NO_NUMBER,
  numberSection,
  readAnswerNumberSection,
  readNumberSection,
  readShadeSection,
  shadeSection,
} from "./pzprv3-cells.js";

describe("pzprv3 number and shading sections", () => {
  it("write and read back numbers, hidden numbers and a shading", () => {
    const numbers = [3, NO_NUMBER, HIDDEN_NUMBER, 12];
    const text = writePzprv3("kurodoko", 2, 2, [
      numberSection(2, 2, numbers),
      shadeSection(2, 2, [0, 1, 0, 0]),
    ]);
    expect(text).toBe("pzprv3\nkurodoko\n2\n2\n3 . \n- 12 \n. # \n. . \n");
    const file = readPzprv3(text, ["kurodoko"], 40);
    expect(readNumberSection(file, 2, 2, 20)).toEqual(numbers);
    expect(readShadeSection(file, 2, 2)).toEqual([0, 1, 0, 0]);
  });

  it("read a file without an answer as nothing shaded, a dot as unshaded, and name a wrong token", () => {
    const file = readPzprv3("pzprv3\nx\n1\n2\n1 2 \n", ["x"], 40);
    expect(readNumberSection(file, 1, 2, 9)).toEqual([1, 2]);
    expect(readShadeSection(file, 1, 2)).toEqual([0, 0]);
    expect(readShadeSection(readPzprv3("pzprv3\nx\n1\n2\n+ # \n", ["x"], 40), 1, 2)).toEqual([0, 1]);
    expect(() => readNumberSection(readPzprv3("pzprv3\nx\n1\n2\n1 30 \n", ["x"], 40), 1, 2, 20)).toThrow(
      "line 5, column 3: '30' at row 1, column 2 of the numbers is not a number 0-20, '.' or '-'",
    );
    expect(() => readShadeSection(readPzprv3("pzprv3\nx\n1\n2\n# o \n", ["x"], 40), 1, 2)).toThrow(
      "'o' at row 1, column 2 of the answer is not '#', '+' or '.'",
    );
  });

  it("read the player's numbers, corner notes and (when asked) marks of no number left out", () => {
    const text = writePzprv3("x", 1, 3, [answerNumberSection(3, 1, [2, 0, 14])]);
    expect(text).toBe("pzprv3\nx\n1\n3\n2 . 14 \n");
    expect(readAnswerNumberSection(readPzprv3(text, ["x"], 40), 1, 3, 20)).toEqual([2, 0, 14]);
    const noted = readPzprv3("pzprv3\nx\n1\n3\n.[1,,,] 3[,2,,] + \n", ["x"], 40);
    expect(readAnswerNumberSection(noted, 1, 3, 9, true)).toEqual([0, 3, 0]);
    expect(readAnswerNumberSection(readPzprv3("pzprv3\nx\n1\n1\n", ["x"], 40), 1, 1, 9)).toEqual([0]);
    expect(() => readAnswerNumberSection(readPzprv3("pzprv3\nx\n1\n1\n+ \n", ["x"], 40), 1, 1, 9)).toThrow(
      "'+' at row 1, column 1 of the answer is not a number 1 to 9 or '.'",
    );
  });
});
