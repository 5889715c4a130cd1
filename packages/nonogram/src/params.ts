import type { ParamsHooks, ParamValues } from "@gridsmith/kit";
import { resolveParams } from "./bw/generate.js";
import { MAX_GENERATED_SIDE } from "./limits.js";
import type { NonogramParams } from "./types.js";

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
