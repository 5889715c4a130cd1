import type { Explanation, Model, Propagator, PropagatorSchedule } from "@gridsmith/constraint";

/** A field whose lines run as propagators: black and white (`FieldModel`) or colour (`ColourField`). */
export interface LineField {
  propagateLine(m: Model, line: number): boolean;
}

/**
 * One row or column as a propagator on the engine: the field's exact line solver, run whenever a cell of
 * it changes, explained by `explainLine` (the field's own, as only it knows what the line solver used).
 */
export class LinePropagator<F extends LineField> implements Propagator {
  readonly schedule: PropagatorSchedule = { idempotent: true };
  constructor(
    private readonly field: F,
    private readonly line: number,
    readonly vars: readonly number[],
    readonly name: string,
    private readonly explainLine: (field: F, line: number, e: Explanation) => void,
  ) {}

  propagate(m: Model): boolean {
    return this.field.propagateLine(m, this.line);
  }

  explain(e: Explanation): void {
    this.explainLine(this.field, this.line, e);
  }
}

/**
 * The cells of each line of a `width` x `height` grid (cell `r * width + c`): the rows top to bottom, then the
 * columns left to right, as both fields number their lines.
 */
export function gridLines(width: number, height: number): Int32Array[] {
  const rows = Array.from({ length: height }, (_, r) =>
    Int32Array.from({ length: width }, (_, c) => r * width + c),
  );
  const columns = Array.from({ length: width }, (_, c) =>
    Int32Array.from({ length: height }, (_, r) => r * width + c),
  );
  return [...rows, ...columns];
}

/** Posts one {@link LinePropagator} a line of `field` (its `lineVars` as {@link gridLines} lists them), named `row 3` or `column 2`. */
export function postLinePropagators<F extends LineField>(
  m: Model,
  field: F,
  lineVars: readonly Int32Array[],
  height: number,
  explainLine: (field: F, line: number, e: Explanation) => void,
): void {
  lineVars.forEach((vars, i) => {
    const name = i < height ? `row ${i + 1}` : `column ${i - height + 1}`;
    m.post(new LinePropagator(field, i, Array.from(vars), name, explainLine));
  });
}

/** Every line's clue numbers back to back: line i's are `values[start[i] .. start[i] + length[i])`. */
export interface PackedClues {
  values: Int32Array;
  start: Int32Array;
  length: Int32Array;
}

/**
 * Packs per-line numbers (the block lengths, or the colours of a colour nonogram's blocks) into one array, so
 * that the line solvers take a line's clue as plain (array, start, count) arguments.
 */
export function packClues(lines: readonly (readonly number[])[]): PackedClues {
  const start = new Int32Array(lines.length);
  const length = new Int32Array(lines.length);
  const values = new Int32Array(lines.reduce((s, line) => s + line.length, 0));
  let at = 0;
  lines.forEach((line, i) => {
    start[i] = at;
    length[i] = line.length;
    for (const v of line) values[at++] = v;
  });
  return { values, start, length };
}
