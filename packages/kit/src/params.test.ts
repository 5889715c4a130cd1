import { describe, expect, it } from "vitest";
import { choiceField, gridSizeFields, readGridSides, squareSizeField } from "./params.js";

describe("gridSizeFields", () => {
  it("offers the width, the height and both at once, each from 2 to the largest side", () => {
    const fields = gridSizeFields(25, 7);
    expect(fields.map((f) => [f.name, f.kind, f.min, f.max])).toEqual([
      ["width", "number", 2, 25],
      ["height", "number", 2, 25],
      ["size", "number", 2, 25],
    ]);
    expect(fields.map((f) => f.default)).toEqual([7, undefined, undefined]);
  });
});

describe("readGridSides", () => {
  it("takes the width and the height, else the size for either, else nothing", () => {
    expect(readGridSides({ width: "12", height: "8" })).toEqual({ width: 12, height: 8 });
    expect(readGridSides({ size: "10" })).toEqual({ width: 10, height: 10 });
    expect(readGridSides({ size: 10, height: "6" })).toEqual({ width: 10, height: 6 });
    expect(readGridSides({})).toEqual({ width: undefined, height: undefined });
    expect(readGridSides({ width: "x" })).toEqual({ width: Number.NaN, height: undefined });
  });
});

describe("squareSizeField", () => {
  it("offers each size as N x N and starts at the default", () => {
    const field = squareSizeField([4, 9], 9);
    expect(field).toMatchObject({ name: "size", kind: "choice", default: "9" });
    expect(field.options?.map((o) => `${o.value}: ${o.label}`)).toEqual(["4: 4 x 4", "9: 9 x 9"]);
  });
});

describe("choiceField", () => {
  it("offers each value as itself, with the default and help it is given", () => {
    const field = choiceField("difficulty", "Difficulty", ["easy", "hard"], { default: "easy" });
    expect(field).toEqual({
      name: "difficulty",
      label: "Difficulty",
      kind: "choice",
      options: [
        { value: "easy", label: "easy" },
        { value: "hard", label: "hard" },
      ],
      default: "easy",
    });
    expect(choiceField("s", "S", ["a"], { help: "any" })).not.toHaveProperty("default");
  });
});
