import { describeJson, type ParamsHooks, type ParamValues } from "@gridsmith/kit";
import { MAX_GENERATED_COLOURS } from "./colour/generate.js";
import { MAX_GENERATED_SIDE } from "./limits.js";
import type { NonogramParams } from "./types.js";

/** Params with defaults filled in, or a RangeError that says what is wrong. */
export function resolveParams(params: Partial<NonogramParams>): Required<Omit<NonogramParams, "colours">> {
  if (typeof params !== "object" || params === null || Array.isArray(params))
    throw new RangeError(
      `the params are an object such as { width: 10, height: 10 }, not ${describeJson(params)}`,
    );
  const width = params.width ?? 10;
  const height = params.height ?? width;
  const density = params.density ?? 0.55;
  for (const [name, v] of [
    ["width", width],
    ["height", height],
  ] as const) {
    if (!Number.isInteger(v) || v < 2 || v > MAX_GENERATED_SIDE)
      throw new RangeError(
        `${name} must be a whole number from 2 to ${MAX_GENERATED_SIDE}, got ${describeJson(v)}`,
      );
  }
  if (typeof density !== "number" || !(density > 0 && density < 1))
    throw new RangeError(`density must be between 0 and 1, got ${describeJson(density)}`);
  const { colours } = params;
  if (
    colours !== undefined &&
    colours !== 1 &&
    !(Number.isInteger(colours) && colours >= 2 && colours <= MAX_GENERATED_COLOURS)
  )
    throw new RangeError(
      `colours must be a whole number from 1 to ${MAX_GENERATED_COLOURS}, got ${describeJson(colours)}`,
    );
  return { width, height, density };
}

function positive(name: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if ((typeof value !== "string" && typeof value !== "number") || !Number.isFinite(n))
    throw new RangeError(`--${name} takes a number, got '${String(value)}'`);
  return n;
}

/** `generate`'s flags: `--width`, `--height`, `--size WxH` and `--density`. */
export function generateParams(values: ParamValues): NonogramParams {
  let width = positive("width", values.width);
  let height = positive("height", values.height);
  if (typeof values.size === "string") {
    const m = /^(\d+)(?:x(\d+))?$/.exec(values.size);
    if (!m) throw new RangeError(`--size takes WxH or N, got '${values.size}'`);
    width = Number(m[1]);
    height = Number(m[2] ?? m[1]);
  }
  return resolveParams({ width, height, density: positive("density", values.density) });
}

/** The generator's params: the grid's sides (or both at once) and the share of cells filled. */
export const params: ParamsHooks<NonogramParams> = {
  fields: [
    { name: "width", label: "Width", kind: "number", min: 2, max: MAX_GENERATED_SIDE, default: 10 },
    {
      name: "height",
      label: "Height",
      kind: "number",
      min: 2,
      max: MAX_GENERATED_SIDE,
      help: "the width when not given",
    },
    { name: "size", label: "Size", kind: "text", help: "WxH or N, instead of the width and height" },
    {
      name: "density",
      label: "Filled share",
      kind: "number",
      min: 0,
      max: 1,
      default: 0.55,
      help: "the share of cells the picture fills, between 0 and 1",
    },
  ],
  read: generateParams,
};
