import { ParseError, positionAt } from "@gridsmith/kit";

/**
 * The header tokens of a Netpbm file (PBM, PPM): whitespace, `#` comments to the end of a line, and decimal
 * numbers, read from a string of one character per byte (latin1). Errors name the line and column.
 */
export class NetpbmReader {
  /** Where reading stands. */
  i = 0;

  constructor(
    readonly text: string,
    /** `PBM` or `PPM`, for messages. */
    readonly kind: string,
  ) {}

  /** Throws a ParseError placed at `at` (default: where reading stands). */
  fail(message: string, at = this.i): never {
    const { line, column } = positionAt(this.text, at);
    throw new ParseError(message, line, column);
  }

  skipSpace(): void {
    const { text } = this;
    const n = text.length;
    for (;;) {
      while (this.i < n && /\s/.test(text[this.i]!)) this.i++;
      if (text[this.i] === "#") {
        while (this.i < n && text[this.i] !== "\n" && text[this.i] !== "\r") this.i++;
      } else return;
    }
  }

  /** The next number (after whitespace and comments), which must lie in `min..max`. */
  number(what: string, min = 1, max = 10000): number {
    this.skipSpace();
    const { text } = this;
    const start = this.i;
    while (this.i < text.length && text[this.i]! >= "0" && text[this.i]! <= "9") this.i++;
    if (start === this.i) this.fail(`expected the ${what} of the ${this.kind} image`, start);
    const v = Number(text.slice(start, this.i));
    if (v < min || v > max) this.fail(`the ${what} must be between ${min} and ${max}, got ${v}`, start);
    return v;
  }

  /** The two-character magic number, which must be one of `magics`. */
  magic(magics: readonly string[]): string {
    this.skipSpace();
    const m = this.text.slice(this.i, this.i + 2);
    if (!magics.includes(m)) {
      this.fail(`not a ${this.kind} image: expected ${magics.map((x) => `'${x}'`).join(" or ")}, got '${m}'`);
    }
    this.i += 2;
    return m;
  }

  /** Exactly one whitespace character separates a raw image's header from its raster. */
  endHeader(): void {
    if (this.i >= this.text.length || !/\s/.test(this.text[this.i]!)) {
      this.fail(`expected one whitespace character after the ${this.kind} header`);
    }
    this.i++;
  }
}
