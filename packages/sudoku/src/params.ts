import type { ParamsHooks, ParamValues } from "@gridsmith/kit";
import { type GenerateParams, resolveGenerateParams, SYMMETRIES, type Symmetry } from "./generate.js";
import { SIZES } from "./grid.js";
import { LEVELS, type Level } from "./logic/ladder.js";

function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !allowed.includes(value as T)) {
    throw new RangeError(`--${name} must be one of ${allowed.join(", ")}, got '${String(value)}'`);
  }
  return value as T;
}

/** `generate`'s flags (`--difficulty`, `--size`, `--symmetry`) as {@link GenerateParams}. */
export function generateParams(values: ParamValues): GenerateParams {
  const raw = typeof values.size === "number" ? String(values.size) : values.size;
  if (raw !== undefined && (typeof raw !== "string" || !/^\d{1,12}$/.test(raw.trim())))
    throw new RangeError(`--size takes one of ${SIZES.join(", ")}, got '${String(raw).slice(0, 20)}'`);
  const size = raw === undefined ? undefined : Number(raw);
  return resolveGenerateParams({
    size,
    difficulty: oneOf<Level>("difficulty", values.difficulty, LEVELS),
    symmetry: oneOf<Symmetry>("symmetry", values.symmetry, SYMMETRIES),
  });
}

/** The generator's params: the size, the difficulty and the symmetry of the givens. */
export const params: ParamsHooks<GenerateParams> = {
  fields: [
    {
      name: "size",
      label: "Size",
      kind: "choice",
      options: SIZES.map((n) => ({ value: String(n), label: `${n} x ${n}` })),
      default: "9",
    },
    {
      name: "difficulty",
      label: "Difficulty",
      kind: "choice",
      options: LEVELS.map((l) => ({ value: l, label: l })),
      default: "medium",
      help: "of the hardest step the solution needs; 4 x 4 takes easy only, 6 x 6 no hard",
    },
    {
      name: "symmetry",
      label: "Symmetry",
      kind: "choice",
      options: ["rotational", "mirror", "diagonal", "none"].map((s) => ({ value: s, label: s })),
      default: "rotational",
      help: "of the givens' places",
    },
  ],
  read: generateParams,
};
