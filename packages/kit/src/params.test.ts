import { describe, expect, it } from "vitest";
import { gridSizeFields, readGridSides, squareSideParams, squareSizeField } from "./params.js";

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

describe("squareSideParams", () => {
  const params = squareSideParams(5, 12, 7);

  it("offers one size field and reads it, the default when it is not given", () => {
    expect(params.fields).toEqual([
      { name: "size", label: "Size", kind: "number", min: 5, max: 12, default: 7 },
    ]);
    expect(params.read({ size: "9" })).toEqual({ size: 9 });
    expect(params.read({})).toEqual({ size: 7 });
    expect(() => params.read({ size: "13" })).toThrow("--size takes 5 to 12, not '13'");
  });

  it("checks the params generate is given, with a RangeError naming what is wrong", () => {
    expect(params.check({})).toEqual({ size: 7 });
    expect(params.check({ size: 12 })).toEqual({ size: 12 });
    expect(() => params.check(null)).toThrow("the params are an object such as { size: 7 }, not null");
    for (const size of [4, 2.5, "7", 1e9]) expect(() => params.check({ size })).toThrow(RangeError);
  });
});
