import { describe, expect, it } from "vitest";
import { gridSizeFields, readGridSides, sideParams, squareSizeField } from "./params.js";

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

describe("sideParams", () => {
  it("reads and checks one side in its range, with the default, and says what is wrong", () => {
    const { hooks, check } = sideParams(4, 7, 5);
    expect(hooks.fields).toEqual([
      { name: "size", label: "Size", kind: "number", min: 4, max: 7, default: 5 },
    ]);
    expect(hooks.read({})).toEqual({ size: 5 });
    expect(hooks.read({ size: "7" })).toEqual({ size: 7 });
    expect(() => hooks.read({ size: "8" })).toThrow("--size takes 4 to 7, not '8'");
    expect(check({})).toEqual({ size: 5 });
    expect(check({ size: 4 })).toEqual({ size: 4 });
    for (const size of [3, 8, 4.5, Number.NaN]) expect(() => check({ size })).toThrow(RangeError);
    expect(() => check(null as never)).toThrow("the params are an object such as { size: 5 }, not null");
  });
});
