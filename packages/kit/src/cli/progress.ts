/**
 * A one-line progress bar on a terminal's stderr; silent when stderr is not a terminal. A batch read as it
 * streams does not know its total: the bar then counts the puzzles done.
 */
export class ProgressBar {
  private last: number;
  private drawn = false;
  private readonly enabled: boolean;

  constructor(
    private total: number | undefined,
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {
    this.enabled = Boolean(stream.isTTY) && (total === undefined || total > 1);
    // The first redraw comes after a tenth of a second, so a quick run never shows a bar.
    this.last = Date.now();
  }

  /** Sets the total once it is known. */
  setTotal(total: number): void {
    this.total = total;
  }

  /** Shows `done` (of the total, when known; at most ten redraws a second). */
  tick(done: number): void {
    if (!this.enabled) return;
    const now = Date.now();
    if (now - this.last < 100) return;
    this.last = now;
    this.drawn = true;
    if (this.total === undefined || this.total < done) {
      this.stream.write(`\r${done} done`);
      return;
    }
    const width = 30;
    const filled = Math.round((done / this.total) * width);
    this.stream.write(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${this.total}`);
  }

  /** Clears the bar's line. */
  finish(): void {
    if (this.enabled && this.drawn) this.stream.write("\r\x1b[K");
  }
}
