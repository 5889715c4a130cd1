import type { Cell, LineRef, Problem, Step } from "@gridsmith/kit";
import type { BoardMarks } from "../boards/types.ts";

/** Bits of a cell's marks: a mistake (Check, mistakes as you go, a puzzle's problem), a step's cell, its reason. */
export const MISTAKE = 1;
export const HINT = 2;
export const BECAUSE = 4;

function spread(
  bits: number[],
  rows: number,
  cols: number,
  bit: number,
  cells?: readonly Cell[],
  lines?: readonly LineRef[],
) {
  const set = (row: number, col: number) => {
    if (row >= 0 && col >= 0 && row < rows && col < cols) bits[row * cols + col]! |= bit;
  };
  for (const c of cells ?? []) set(c.row, c.col);
  for (const line of lines ?? []) {
    if (line.axis === "row") for (let c = 0; c < cols; c++) set(line.index, c);
    else for (let r = 0; r < rows; r++) set(r, line.index);
  }
}

/** The marks of every cell, row-major, as bits: what Check and the step shown name, cells and whole lines. */
export function cellBits(rows: number, cols: number, marks: BoardMarks | undefined): number[] {
  const bits = new Array<number>(rows * cols).fill(0);
  const problems: readonly Problem[] = marks?.problems ?? [];
  for (const p of problems) spread(bits, rows, cols, MISTAKE, p.cells, p.lines);
  const step: Step | null = marks?.step ?? null;
  if (step) {
    spread(bits, rows, cols, HINT, step.cells);
    spread(bits, rows, cols, BECAUSE, step.because?.cells, step.because?.lines);
  }
  return bits;
}

/**
 * The marks of every edge: mistakes name their edges in an `edges` list beside the kit's fields (a line off
 * the loop), and a step's edges are those it changes (`stepEdges`, from the play model).
 */
export function edgeBits(
  count: number,
  marks: BoardMarks | undefined,
  stepEdges: readonly number[],
): number[] {
  const bits = new Array<number>(count).fill(0);
  for (const p of marks?.problems ?? []) {
    const edges = (p as Problem & { edges?: unknown }).edges;
    if (Array.isArray(edges))
      for (const e of edges) if (Number.isInteger(e) && e >= 0 && e < count) bits[e]! |= MISTAKE;
  }
  for (const e of stepEdges) if (e >= 0 && e < count) bits[e]! |= HINT;
  return bits;
}
