// Generator params that several types share: the sides of a rectangular grid, given one by one or at once,
// and the size of a square grid chosen from a few.
import { describeJson } from "./json-value.js";
import type { ParamField, ParamsHooks, ParamValues } from "./types.js";

/**
 * The `width`, `height` and `size` fields of a generator over a rectangular grid, each a number from 2 to
 * `max`: `--width 12 --height 8`, or `--size 10` for both. The width starts at `defaultWidth`; the height is
 * the width when not given. Read them with {@link readGridSides}.
 */
export function gridSizeFields(max: number, defaultWidth: number): ParamField[] {
  const side = { kind: "number", min: 2, max } as const;
  return [
    { name: "width", label: "Width", ...side, default: defaultWidth },
    { name: "height", label: "Height", ...side, help: "the width when not given" },
    { name: "size", label: "Size", ...side, help: "the width and the height at once" },
  ];
}

/**
 * The sides that the {@link gridSizeFields} values ask for, as numbers: `width` (else `size`) and `height`
 * (else `size`), undefined where none of them is given. Bounds and defaults are left to the type's own check.
 */
export function readGridSides(values: ParamValues): {
  width: number | undefined;
  height: number | undefined;
} {
  const num = (key: string) => (values[key] === undefined ? undefined : Number(values[key]));
  const size = num("size");
  return { width: num("width") ?? size, height: num("height") ?? size };
}

/**
 * The generator's `size` field for square grids of a few fixed sizes (sudoku, killer sudoku): a choice of
 * `sizes`, each shown as `9 x 9`, starting at `defaultSize`.
 */
export function squareSizeField(sizes: readonly number[], defaultSize: number): ParamField {
  return {
    name: "size",
    label: "Size",
    kind: "choice",
    options: sizes.map((n) => ({ value: String(n), label: `${n} x ${n}` })),
    default: String(defaultSize),
  };
}

/** The `size` of a generator over square grids of a range of sides: its field and reader, and its check. */
export interface SquareSideParams extends ParamsHooks<{ size: number }> {
  /**
   * The params `generate` was given, with the default size filled in; throws a RangeError naming what is
   * wrong unless they are an object whose `size` is an integer in range.
   */
  check(params: unknown): { size: number };
}

/**
 * The generator params of a type over square grids of `min` to `max` cells a side (Light Up, Shikaku): one
 * number field `size`, starting at `defaultSize`; `read` takes the field's value as given on the command
 * line or in a form, `check` the params object `generate` is called with.
 */
export function squareSideParams(min: number, max: number, defaultSize: number): SquareSideParams {
  return {
    fields: [{ name: "size", label: "Size", kind: "number", min, max, default: defaultSize }],
    read(values) {
      const size = Number(values.size ?? defaultSize);
      if (!Number.isInteger(size) || size < min || size > max)
        throw new Error(`--size takes ${min} to ${max}, not '${values.size}'`);
      return { size };
    },
    check(params) {
      if (typeof params !== "object" || params === null || Array.isArray(params))
        throw new RangeError(
          `the params are an object such as { size: ${defaultSize} }, not ${describeJson(params)}`,
        );
      const size = (params as { size?: unknown }).size ?? defaultSize;
      if (typeof size !== "number" || !Number.isInteger(size) || size < min || size > max)
        throw new RangeError(`size must be ${min} to ${max}, got ${describeJson(size)}`);
      return { size };
    },
  };
}
