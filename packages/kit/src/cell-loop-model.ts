/**
 * `@gridsmith/kit/loop-model`: the start of the engine model of a loop genre whose cells hold a 0/1 decision
 * too. An entry of its own, so that kit's main entry does not carry the engine's propagators.
 *
 * @packageDocumentation
 */
import { centreLoop, Model } from "@gridsmith/constraint";
import type { GridSize } from "./border-regions.js";
import { cellLines } from "./centre-lines.js";

/** A loop genre's model with a 0/1 variable a cell (see {@link cellLoopModel}). */
export interface CellLoopModel {
  model: Model;
  /** The lines' variables, the model's first, in kit's `centreEdges` numbering (`lines[l]` is line `l`). */
  lines: number[];
  /** One 0/1 variable a cell, row by row, after the lines: what the genre says of a cell (visited, shaded). */
  cells: number[];
  /** The variables of the lines at cell `i` (two to four: none beyond the grid's edge). */
  linesAt: (i: number) => number[];
}

/**
 * The start of the engine model of a loop genre whose cells also hold a 0/1 decision (Country Road's visited
 * cells, Yajilin's shaded ones): the loop through the cells' centres (the constraint engine's `centreLoop`,
 * its lines the model's first variables), then one variable a cell. The genre ties a cell's lines to its
 * variable and adds its own rules.
 */
export function cellLoopModel(grid: GridSize): CellLoopModel {
  const model = new Model();
  const lines = centreLoop(model, grid.width, grid.height);
  const cells = model.intVars(grid.width * grid.height, 0, 1);
  const linesAt = (i: number) =>
    cellLines(grid, i)
      .filter((l) => l >= 0)
      .map((l) => lines[l]!);
  return { model, lines, cells, linesAt };
}
