// Which generator runs the generate sweep makes: every size the CLI accepts (its smallest, its default and
// its largest) by every difficulty the type offers (and none, the default a user meets first), a few seeds
// each. Pure data from a type's param fields, so the plan is tested without generating anything.
import type { ParamField } from "@gridsmith/kit";

/** One `gridsmith generate --type TYPE FLAGS --seed SEED`, and what the sweep checks of it. */
export interface SweepRun {
  type: string;
  /** The flags as the CLI takes them, `--seed` and `--json` aside. */
  flags: string[];
  /** The size as the table shows it: the value given, or `default`. */
  size: string;
  /** The difficulty asked, or `default` when no flag is given. */
  difficulty: string;
  seed: number;
  /** The level the puzzle's grade must be: the difficulty asked (or the field's default); none when not graded. */
  expectLevel?: string;
  /** Whether this run also generates a second time (determinism) and asks the API (same seed, same puzzle). */
  twice: boolean;
}

/** What the sweep covers. */
export interface SweepScope {
  /** Seeds per size x difficulty: 1, 2, ... */
  seeds: number;
  /** Only the default size and the default difficulty (`--quick`). */
  quick: boolean;
}

/** The size flags to sweep: a `size` field's smallest, default and largest, else a `width` field's. */
export function sizeChoices(
  fields: readonly ParamField[],
  quick: boolean,
): { label: string; flags: string[] }[] {
  const field =
    fields.find((f) => f.name === "size" && (f.kind === "number" || f.kind === "choice")) ??
    fields.find((f) => f.name === "width" && f.kind === "number");
  const defaults = [{ label: "default", flags: [] as string[] }];
  if (!field || quick) return defaults;
  const values =
    field.kind === "choice"
      ? (field.options ?? []).map((o) => o.value)
      : [String(field.min), String(field.max)].filter((v) => v !== "undefined");
  const small = values[0];
  const large = values[values.length - 1];
  const out = [...defaults];
  for (const v of [small, large]) {
    if (v !== undefined && v !== String(field.default) && !out.some((o) => o.label === v))
      out.push({ label: v, flags: [`--${field.name}`, v] });
  }
  return out;
}

/** The difficulty flags to sweep: none (the default), then each level the field offers. */
export function difficultyChoices(
  fields: readonly ParamField[],
  quick: boolean,
): { label: string; flags: string[]; level?: string }[] {
  const field = fields.find((f) => f.name === "difficulty" && f.kind === "choice");
  const fallback = field?.default === undefined ? undefined : String(field.default);
  const out: { label: string; flags: string[]; level?: string }[] = [
    { label: "default", flags: [], ...(fallback === undefined ? {} : { level: fallback }) },
  ];
  if (!field || quick) return out;
  for (const o of field.options ?? [])
    out.push({ label: o.value, flags: ["--difficulty", o.value], level: o.value });
  return out;
}

/** Every run of the sweep over one type, given its generator's fields and whether it grades. */
export function sweepRuns(
  type: string,
  fields: readonly ParamField[],
  graded: boolean,
  scope: SweepScope,
): SweepRun[] {
  const runs: SweepRun[] = [];
  for (const size of sizeChoices(fields, scope.quick)) {
    for (const difficulty of difficultyChoices(fields, scope.quick)) {
      for (let seed = 1; seed <= scope.seeds; seed++) {
        runs.push({
          type,
          flags: [...size.flags, ...difficulty.flags],
          size: size.label,
          difficulty: difficulty.label,
          seed,
          // With no difficulty given the field's default is the level only at the default size: another size
          // may have its own (a 4x4 sudoku's is easy), so that run's grade is not held to it.
          ...(graded &&
          difficulty.level !== undefined &&
          (difficulty.flags.length > 0 || size.flags.length === 0)
            ? { expectLevel: difficulty.level }
            : {}),
          twice: seed === 1,
        });
      }
    }
  }
  return runs;
}
