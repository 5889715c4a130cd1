import { describe, expect, it } from "vitest";
import { squareSizeField } from "./param-fields.js";

describe("squareSizeField", () => {
  it("offers each size as N x N and starts at the default", () => {
    const field = squareSizeField([4, 9], 9);
    expect(field).toMatchObject({ name: "size", kind: "choice", default: "9" });
    expect(field.options?.map((o) => `${o.value}: ${o.label}`)).toEqual(["4: 4 x 4", "9: 9 x 9"]);
  });
});
