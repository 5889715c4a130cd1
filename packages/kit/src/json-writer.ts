const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8");
/**
 * Node's Buffer where there is one: its UTF-8 reading is several times quicker than Node 20's TextDecoder
 * (a chunk's lines are a quarter of a megabyte); a browser has no Buffer and a quick TextDecoder.
 */
const NodeBuffer = (globalThis as { Buffer?: typeof Buffer }).Buffer;

/**
 * JSON text written as UTF-8 bytes into one growing buffer and read back as one flat string: what a batch
 * writes its NDJSON lines into. A line made by template literals and `JSON.stringify` is a string in many
 * pieces that must be flattened, then joined with a chunk's other lines, garbage at every step; here a
 * solution of digits goes in as their character codes (`PuzzleType.writeSolutionJson`) and a chunk's
 * lines come out as one string.
 */
export class JsonWriter {
  private buf = new Uint8Array(1 << 17);
  private end = 0;

  /** Bytes written since the last {@link take}. */
  get length(): number {
    return this.end;
  }

  /** Room for `n` more bytes. */
  private room(n: number): Uint8Array {
    if (this.end + n > this.buf.length) {
      const bigger = new Uint8Array(Math.max(2 * this.buf.length, this.end + n));
      bigger.set(this.buf.subarray(0, this.end));
      this.buf = bigger;
    }
    return this.buf;
  }

  /** One byte: an ASCII character's code (`"`, a digit...). */
  byte(code: number): void {
    this.room(1)[this.end++] = code;
  }

  /**
   * Room for `n` bytes, counted as written: where they start in {@link buffer}. The caller writes all `n`
   * (ASCII codes) before anything else is written, e.g. a solution's 81 digits in one go.
   */
  claim(n: number): number {
    this.room(n);
    const at = this.end;
    this.end = at + n;
    return at;
  }

  /** The buffer that {@link claim}'s offsets point into (a new one after the writer grows). */
  get buffer(): Uint8Array {
    return this.buf;
  }

  /** Text that is ASCII only (keys, punctuation, numbers' text), a byte a character. */
  ascii(text: string): void {
    const n = text.length;
    const buf = this.room(n);
    let at = this.end;
    for (let i = 0; i < n; i++) buf[at++] = text.charCodeAt(i);
    this.end = at;
  }

  /** Bytes encoded already (a constant key such as `,"status":`, encoded once): copied in one go. */
  bytes(bytes: Uint8Array): void {
    this.room(bytes.length).set(bytes, this.end);
    this.end += bytes.length;
  }

  /** Any text, as UTF-8 (JSON already: no escaping). */
  text(text: string): void {
    // At most 3 bytes per UTF-16 unit.
    const buf = this.room(3 * text.length);
    this.end += encoder.encodeInto(text, buf.subarray(this.end)).written;
  }

  /** A number as `JSON.stringify` writes it (`null` when it is not finite). */
  number(value: number): void {
    // A whole number below 2^31 (an index, a count) digit by digit, without making its string.
    if (value >= 0 && value <= 0x7fffffff && (value | 0) === value) {
      let digits = 1;
      for (let v = value; v >= 10; v = (v / 10) | 0) digits++;
      const at = this.claim(digits);
      const buf = this.buf;
      for (let i = at + digits - 1, v = value; i >= at; i--, v = (v / 10) | 0) buf[i] = 48 + (v % 10);
      return;
    }
    this.ascii(Number.isFinite(value) ? String(value) : "null");
  }

  /** A string as a JSON string, as `JSON.stringify` writes it. */
  string(value: string): void {
    const n = value.length;
    const buf = this.room(n + 2);
    // Written in place as it is checked; a string that needs escapes is written again over it.
    let at = this.end;
    buf[at++] = 34;
    for (let i = 0; i < n; i++) {
      const c = value.charCodeAt(i);
      // Control characters, `"`, `\` and anything past ASCII: JSON.stringify's escapes and UTF-8.
      if (c < 32 || c > 126 || c === 34 || c === 92) {
        this.text(JSON.stringify(value));
        return;
      }
      buf[at++] = c;
    }
    buf[at++] = 34;
    this.end = at;
  }

  /** Drops what was written after the first `length` bytes (a line given up half way). */
  truncate(length: number): void {
    if (length >= 0 && length < this.end) this.end = length;
  }

  /** Everything written since the last take, as one string; the writer is empty again. */
  take(): string {
    const { buf, end } = this;
    let text = "";
    if (end > 0) {
      text = NodeBuffer
        ? NodeBuffer.from(buf.buffer, buf.byteOffset, end).toString("utf8")
        : decoder.decode(buf.subarray(0, end));
    }
    this.end = 0;
    return text;
  }
}
