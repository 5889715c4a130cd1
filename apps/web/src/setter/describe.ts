import type { Cell } from "@gridsmith/kit";
import type { Backbone, Given, UniqueGivens } from "@gridsmith/kit/setter";
import { cellAt } from "./models.ts";

type Shape = { rows: number; cols: number } | null;

/** A cell for people: `r2c5` on a grid, else `cell 12` (1-based either way). */
export function cellName(shape: Shape, index: number): string {
  if (!shape) return `cell ${index + 1}`;
  const { row, col } = cellAt(shape, index);
  return `r${row + 1}c${col + 1}`;
}

/** A value as it reads in a cell: nonogram's `#` and `.` in words, anything else as itself. */
export function valueName(value: unknown): string {
  if (value === "#") return "filled";
  if (value === ".") return "empty";
  return String(value);
}

/** `r1c2 = 5, r3c4 = 7`. */
export function givensText(shape: Shape, givens: readonly Given[]): string {
  return givens.map((g) => `${cellName(shape, g.index)} = ${valueName(g.value)}`).join(", ");
}

/** Indexes as board cells, for the board to highlight; none when the puzzle has no grid. */
export function boardCells(shape: Shape, indexes: readonly number[]): Cell[] {
  return shape ? indexes.map((i) => cellAt(shape, i)) : [];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a backbone search found, in words, saying "at least" when the budget stopped it. */
export function describeBackbone(b: Backbone<unknown, unknown>): string {
  if (b.status === "none") return "No solution: this puzzle cannot be solved.";
  if (b.status === "timeout") return "Time ran out before a solution was found.";
  const open = b.forced.length + b.varying.length + b.unknown.length;
  if (b.status === "done") {
    if (b.varying.length === 0) return `Every open cell is forced (${open}): the solution is unique.`;
    return `${plural(b.forced.length, "open cell")} of ${open} ${b.forced.length === 1 ? "is" : "are"} forced: the same in every solution; ${b.varying.length} vary.`;
  }
  return `Time ran out: at least ${plural(b.forced.length, "cell")} forced and ${b.varying.length} varying so far; ${b.unknown.length} more agree in every solution found but are not proven.`;
}

/** What the search for givens found, in words. */
export function describeGivens(g: UniqueGivens<unknown, unknown>, shape: Shape): string {
  if (g.status === "none") return "No solution: no givens can make this puzzle unique.";
  if (g.status === "unknown") {
    return g.givens.length > 0
      ? `Time ran out with ${plural(g.givens.length, "given")} chosen (${givensText(shape, g.givens)}); the puzzle is not unique yet.`
      : "Time ran out before any given was chosen.";
  }
  if (g.givens.length === 0) return "The puzzle is already unique: it needs no more givens.";
  return `${plural(g.givens.length, "more given")} make${g.givens.length === 1 ? "s" : ""} the puzzle unique: ${givensText(shape, g.givens)}.`;
}
