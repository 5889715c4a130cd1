import { describe, expect, it } from "vitest";
import * as params from "./params.js";

describe("gridSizeFields", () => {
  it("offers the width, the height and both at once, each from 2 to the largest side", () => {
    const fields = params.gridSizeFields(25, 7);
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
    expect(params.readGridSides({ width: "12", height: "8" })).toEqual({ width: 12, height: 8 });
    expect(params.readGridSides({ size: "10" })).toEqual({ width: 10, height: 10 });
    expect(params.readGridSides({ size: 10, height: "6" })).toEqual({ width: 10, height: 6 });
    expect(params.readGridSides({})).toEqual({ width: undefined, height: undefined });
    expect(params.readGridSides({ width: "x" })).toEqual({ width: Number.NaN, height: undefined });
  });
});

describe("squareSizeField", () => {
  it("offers each size as N x N and starts at the default", () => {
    const field = params.squareSizeField([4, 9], 9);
    expect(field).toMatchObject({ name: "size", kind: "choice", default: "9" });
    expect(field.options?.map((o) => `${o.value}: ${o.label}`)).toEqual(["4: 4 x 4", "9: 9 x 9"]);
  });
});

describe("choiceField", () => {
  it("offers each value as itself, with the default and help it is given", () => {
    const field = params.choiceField("difficulty", "Difficulty", ["easy", "hard"], { default: "easy" });
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
    expect(params.choiceField("s", "S", ["a"], { help: "any" })).not.toHaveProperty("default");
  });
});

describe("gridParams", () => {
  const levels = ["easy", "hard"] as const;
  const hooks = params.gridParams(
    { maxSide: 20, defaultWidth: 7, levels, difficulty: { default: "easy" } },
    (v) => {
      if (v.width !== undefined && v.width > 20) throw new RangeError(`width ${v.width} is too wide`);
      return v;
    },
  );

  it("offers the sides and the difficulty", () => {
    expect(hooks.fields.map((f) => f.name)).toEqual(["width", "height", "size", "difficulty"]);
    expect(hooks.fields[3]).toMatchObject({ kind: "choice", default: "easy" });
  });

  it("hands the sides, and the difficulty only when given, to the type's check", () => {
    expect(hooks.read({ size: "9", difficulty: "hard" })).toEqual({
      width: 9,
      height: 9,
      difficulty: "hard",
    });
    expect(hooks.read({ width: "8" })).toEqual({ width: 8, height: undefined });
  });

  it("names the fields in the check's error", () => {
    expect(() => hooks.read({ width: "30" })).toThrow(
      "--size/--width/--height/--difficulty: width 30 is too wide",
    );
  });
});

describe("sizeParams", () => {
  const hooks = params.sizeParams(5, 25, 7);

  it("offers one bounded size and reads it, the default when absent", () => {
    expect(hooks.fields).toEqual([
      { name: "size", label: "Size", kind: "number", min: 5, max: 25, default: 7 },
    ]);
    expect(hooks.read({ size: "12" })).toEqual({ size: 12 });
    expect(hooks.read({})).toEqual({ size: 7 });
  });

  it("refuses a size out of range or not whole, with the range", () => {
    expect(() => hooks.read({ size: "4" })).toThrow("--size takes 5 to 25, not '4'");
    expect(() => hooks.read({ size: "7.5" })).toThrow("--size takes 5 to 25, not '7.5'");
    expect(() => hooks.read({ size: "x" })).toThrow("--size takes 5 to 25, not 'x'");
  });
});
