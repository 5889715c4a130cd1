import { describe, expect, it } from "vitest";
import * as params from "./params.js";

const { sideParams } = params;

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

  it("shows each value by its label when given a record of them, in the record's order", () => {
    const field = params.choiceField("kind", "Kind", { sparse: "Few words", dense: "Full grid" });
    expect(field.options).toEqual([
      { value: "sparse", label: "Few words" },
      { value: "dense", label: "Full grid" },
    ]);
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
