/** A one-line progress bar on a terminal's stderr; silent when stderr is not a terminal. */
export class ProgressBar {
  private last = 0;
  private readonly enabled: boolean;

  constructor(
    private readonly total: number,
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {
    this.enabled = Boolean(stream.isTTY) && total > 1;
  }

  /** Shows `done` of the total (at most ten redraws a second). */
  tick(done: number): void {
    if (!this.enabled) return;
    const now = Date.now();
    if (now - this.last < 100 && done < this.total) return;
    this.last = now;
    const width = 30;
    const filled = Math.round((done / this.total) * width);
    this.stream.write(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${this.total}`);
  }

  /** Clears the bar's line. */
  finish(): void {
    if (this.enabled) this.stream.write("\r\x1b[K");
  }
}
