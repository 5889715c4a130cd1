import { describe, expect, it } from "vitest";
import { centreLineAnswerFile } from "./line-answer-file.js";

describe("centreLineAnswerFile", () => {
  it("asks for one entry a segment between neighbouring cells' centres", () => {
    // A 3x2 grid: two segments in each row, three between the rows.
    expect(centreLineAnswerFile.length({ width: 3, height: 2 })).toBe(7);
    expect(centreLineAnswerFile.length({ width: 1, height: 1 })).toBe(0);
    expect(centreLineAnswerFile.title).toMatch(/lines/);
  });
});
