import type { ParamField } from "./types.js";

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
