/**
 * A puzzle that cannot be read. `message` is the whole sentence for people, with the place first
 * (`"line 2, column 14: 'x' is not a digit or '.'"`, or `"cells[80]: 1.5 is not an integer"` for a JSON
 * value); `reason` is the same without the place. Line and column are 1-based; 0 means the mistake is not
 * at one place in a text (e.g. "puzzle has 80 cells"). `path` is where in a JSON value, when it was one.
 */
export class ParseError extends Error {
  override readonly name = "ParseError";

  constructor(
    readonly reason: string,
    readonly line = 0,
    readonly column = 0,
    readonly path?: string,
  ) {
    super(ParseError.place(line, column, path) + reason);
  }

  private static place(line: number, column: number, path: string | undefined): string {
    if (line > 0 && column > 0) return `line ${line}, column ${column}: `;
    if (line > 0) return `line ${line}: `;
    if (path) return `${path}: `;
    return "";
  }

  /** The JSON shape used by the CLI's NDJSON and the API's problem documents. */
  toJSON(): { message: string; line: number; column: number; path?: string } {
    const place = { message: this.message, line: this.line, column: this.column };
    return this.path === undefined ? place : { ...place, path: this.path };
  }
}

/** Line and column (1-based) of the character at `offset` in `text`. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
