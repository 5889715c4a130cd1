import { type GridSize, gridLimits, type Limits } from "@gridsmith/kit";

// A cell without a pearl; a white pearl (the loop goes straight through it and turns in a cell next to it);
// a black pearl (the loop turns on it and goes straight through both cells next to it): the kit's circle
// codes.
export { BLACK_CIRCLE as BLACK, NO_CIRCLE as NONE, WHITE_CIRCLE as WHITE } from "@gridsmith/kit/puzzlink";

/** A Masyu puzzle: `width` x `height` cells, row by row, each {@link NONE}, {@link WHITE} or {@link BLACK}. */
export interface Puzzle extends GridSize {
  pearls: number[];
}

// An answer and the generator's parameters: kit's centre lines (per line between the centres of
// neighbouring cells, 1 where the loop runs, 0 elsewhere) and side params (the grid is `size` x `size`).
export type { CentreLines as Solution, SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(64, {
  // 64 holds Janko's largest Masyu (40x58).
  notes: "pearls are 0 (none), 1 (white) or 2 (black); the generator makes 6x6 to 10x10",
});

// The lines between the centres of neighbouring cells: kit's, in its `centreEdges` numbering.
export { cellLines, lineCount, lineName } from "@gridsmith/kit";
