import type { Explanation, Model, Propagator } from "@gridsmith/constraint";

/** A field whose lines run as propagators: black and white (`FieldModel`) or colour (`ColourField`). */
export interface LineField {
  propagateLine(m: Model, line: number): boolean;
}

/**
 * One row or column as a propagator on the engine: the field's exact line solver, run whenever a cell of
 * it changes, explained by `explainLine` (the field's own, as only it knows what the line solver used).
 */
export class LinePropagator<F extends LineField> implements Propagator {
  readonly idempotent = true;
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
