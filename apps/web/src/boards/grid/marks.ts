import type { Cell, LineRef, Problem, Step } from "@gridsmith/kit";
import type { BoardMarks } from "../types.ts";

/** Cells of a rows x cols grid named by cells and whole lines, as "row,col" keys. */
export function cellKeys(
  rows: number,
  cols: number,
  cells: readonly Cell[] = [],
  lines: readonly LineRef[] = [],
) {
  const keys = new Set<string>();
  for (const c of cells) keys.add(`${c.row},${c.col}`);
  for (const line of lines) {
    if (line.axis === "row") for (let c = 0; c < cols; c++) keys.add(`${line.index},${c}`);
    else for (let r = 0; r < rows; r++) keys.add(`${r},${line.index}`);
  }
  return keys;
}

/** What the board marks, per cell: mistakes, the cells a step changes, and the cells that justify it. */
export interface CellMarks {
  mistakes: Set<string>;
  step: Set<string>;
  because: Set<string>;
}

/** Spreads problems and the highlighted step over a grid's cells. */
export function cellMarks(rows: number, cols: number, marks: BoardMarks | undefined): CellMarks {
  const problems: readonly Problem[] = marks?.problems ?? [];
  const step: Step | null = marks?.step ?? null;
  const mistakes = new Set<string>();
  for (const p of problems) for (const k of cellKeys(rows, cols, p.cells, p.lines)) mistakes.add(k);
  return {
    mistakes,
    step: cellKeys(rows, cols, step?.cells ?? []),
    because: cellKeys(rows, cols, step?.because?.cells, step?.because?.lines),
  };
}
