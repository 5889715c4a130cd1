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

/** A generator's params over square grids of any side in a range: just the side (a genre's `Params`). */
export interface SideParams {
  /** The grid's side: the generator makes a `size` x `size` grid. */
  size: number;
}

/** What {@link sideParams} makes: the params' field for the command line and the form, and their check. */
export interface SideParamsSpec {
  /** The `size` field and its reading (`--size 6`); an Error names a value out of range. */
  hooks: ParamsHooks<SideParams>;
  /** The generator's check of a params value: the default filled in, a RangeError for anything else. */
  check(params: Partial<SideParams>): SideParams;
}

/**
 * A generator over square grids whose side is any number from `min` to `max` (Light Up, Skyscrapers): the
 * one `size` field starting at `fallback` and its reading for the command line and the form (`--size takes
 * 5 to 15, not '99'`), and `check`, the generator's own check of a params value, which fills in the default
 * and throws a RangeError for anything else (`size must be 5 to 15, got 99`).
 */
export function sideParams(min: number, max: number, fallback: number): SideParamsSpec {
  const fits = (size: number) => Number.isInteger(size) && size >= min && size <= max;
  return {
    hooks: {
      fields: [{ name: "size", label: "Size", kind: "number", min, max, default: fallback }],
      read(values) {
        const size = Number(values.size ?? fallback);
        if (!fits(size)) throw new Error(`--size takes ${min} to ${max}, not '${values.size}'`);
        return { size };
      },
    },
    check(params) {
      if (typeof params !== "object" || params === null || Array.isArray(params))
        throw new RangeError(
          `the params are an object such as { size: ${fallback} }, not ${describeJson(params)}`,
        );
      const size = params.size ?? fallback;
      if (!fits(size)) throw new RangeError(`size must be ${min} to ${max}, got ${describeJson(size)}`);
      return { size };
    },
  };
}

/**
 * A generator's choice among a few words (`--difficulty easy|hard`): `values` in the order the form lists them,
 * each shown as itself, or a record from each value to the label the form shows for it (in the same order);
 * with the field's optional `default` and `help`.
 */
export function choiceField(
  name: string,
  label: string,
  values: readonly string[] | Readonly<Record<string, string>>,
  more: Pick<ParamField, "default" | "help"> = {},
): ParamField {
  const labels = isWordList(values) ? values.map((value) => [value, value]) : Object.entries(values);
  return {
    name,
    label,
    kind: "choice",
    options: labels.map(([value, label]) => ({ value, label })),
    ...more,
  };
}

function isWordList(
  values: readonly string[] | Readonly<Record<string, string>>,
): values is readonly string[] {
  return Array.isArray(values);
}

/** What {@link gridParams} asks of a type: its largest side, the width it starts at, and its difficulties. */
export interface GridParamsOptions<D extends string> {
  maxSide: number;
  defaultWidth: number;
  /** The difficulties, in the order the form lists them. */
  levels: readonly D[];
  /** The difficulty field's default and help. */
  difficulty: Pick<ParamField, "default" | "help">;
}

/**
 * The generator params of a rectangular grid with a difficulty (nurikabe, slitherlink): the
 * {@link gridSizeFields} and a {@link choiceField} of the `levels`. `read` hands the sides that
 * {@link readGridSides} finds, and the difficulty when one is given, to the type's own `check`, which
 * bounds them and fills the defaults; its error is named after the four fields.
 */
export function gridParams<P, D extends string>(
  options: GridParamsOptions<D>,
  check: (values: { width: number | undefined; height: number | undefined; difficulty?: D }) => P,
): ParamsHooks<P> {
  return {
    fields: [
      ...gridSizeFields(options.maxSide, options.defaultWidth),
      choiceField("difficulty", "Difficulty", options.levels, options.difficulty),
    ],
    read(values) {
      try {
        return check({
          ...readGridSides(values),
          ...(values.difficulty === undefined ? {} : { difficulty: values.difficulty as D }),
        });
      } catch (e) {
        throw new Error(`--size/--width/--height/--difficulty: ${(e as Error).message}`);
      }
    },
  };
}
