import { Model } from "@gridsmith/constraint";
import type { Nonogram } from "../types.js";
import { gridLines, type LineField, packClues } from "./line-propagator.js";

/**
 * What both fields (black and white `FieldModel`, colour `ColourField`) are made of: an engine model with one
 * variable per cell (id `row * width + col`, values 0 .. `maxValue`), the lines (rows 0 .. height-1, then
 * columns), and every line's block lengths back to back. Each field adds its line solver, its scratch and its
 * propagators (posted once its own fields are set).
 */
export abstract class GridLineField implements LineField {
  readonly m = new Model();
  readonly width: number;
  readonly height: number;
  readonly lineCount: number;
  /** Variable ids of each line, in order along the line. */
  readonly lineVars: Int32Array[];
  /** All block lengths back to back: line i's are `lengths[clueStart[i] .. clueStart[i] + clueLength[i])`. */
  readonly lengths: Int32Array;
  readonly clueStart: Int32Array;
  readonly clueLength: Int32Array;
  /** The line whose propagator failed last (-1 when none has). */
  lastFailedLine = -1;

  constructor(puzzle: Nonogram, maxValue: number) {
    const width = puzzle.columns.length;
    const height = puzzle.rows.length;
    this.width = width;
    this.height = height;
    this.lineCount = width + height;
    this.m.intVars(width * height, 0, maxValue);
    const clues = packClues([...puzzle.rows, ...puzzle.columns]);
    this.lengths = clues.values;
    this.clueStart = clues.start;
    this.clueLength = clues.length;
    this.lineVars = gridLines(width, height);
  }

  /** Propagates to a fixpoint; on failure remembers which line failed. */
  propagate(): boolean {
    this.lastFailedLine = -1;
    return this.m.propagate();
  }

  abstract propagateLine(m: Model, line: number): boolean;
}
