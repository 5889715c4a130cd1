import { describe, expect, it } from "vitest";
import { squareSizeField } from "./param-fields.js";

describe("squareSizeField", () => {
  it("offers each size as N x N and starts at the default", () => {
    expect(squareSizeField([4, 9], 9)).toEqual({
      name: "size",
      label: "Size",
      kind: "choice",
      options: [
        { value: "4", label: "4 x 4" },
        { value: "9", label: "9 x 9" },
      ],
      default: "9",
    });
  });
});
