import { createHash, type Hash } from "node:crypto";

// Pure helpers of the end-to-end CLI suite (suites/cli-batch.ts): a consumer of the CLI's NDJSON that keeps
// counts and a digest but never the output itself, and the arithmetic of its rates.

/** The puzzles a `--lines` batch reads from a file's text: non-blank lines not starting with `#`, trimmed. */
export function lineInputs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

/**
 * Counts NDJSON lines as they stream in (chunks may split a line anywhere), by status, and checks that line
 * k is the answer to input k (`{"index":k,`). With `digest`, it also hashes every line without its trailing
 * `"stats"` (timings differ from run to run), so two runs can be compared answer for answer. Cheap on
 * purpose: it shares the machine with the CLI being measured.
 */
export class LineTally {
  lines = 0;
  readonly statuses = new Map<string, number>();
  /** Lines whose index is not their position in the output. */
  outOfOrder = 0;
  /** The solver's own milliseconds (`"stats":{...,"ms":T}`) over every line, and the largest. */
  solveMs = 0;
  slowestMs = 0;
  /** The first line that is out of order or has no status, shortened, to show what went wrong. */
  firstOdd: string | undefined;
  private partial = "";
  private readonly hash: Hash | undefined;

  constructor(options: { digest?: boolean } = {}) {
    this.hash = options.digest ? createHash("sha256") : undefined;
  }

  push(chunk: string): void {
    let from = 0;
    let nl = chunk.indexOf("\n");
    if (nl >= 0 && this.partial !== "") {
      this.line(this.partial + chunk.slice(0, nl));
      this.partial = "";
      from = nl + 1;
      nl = chunk.indexOf("\n", from);
    }
    while (nl >= 0) {
      this.line(chunk.slice(from, nl));
      from = nl + 1;
      nl = chunk.indexOf("\n", from);
    }
    if (from < chunk.length) this.partial += chunk.slice(from);
  }

  /** The output ended: a last line without its newline still counts. */
  end(): void {
    if (this.partial !== "") this.line(this.partial);
    this.partial = "";
  }

  /** Lines with a status other than those given (e.g. `["unique"]`), as "N status" phrases. */
  unexpected(expected: readonly string[]): string[] {
    return [...this.statuses]
      .filter(([status]) => !expected.includes(status))
      .map(([status, n]) => `${n} ${status}`);
  }

  /** The statuses seen, most frequent first: "49158 unique". */
  summary(): string {
    return [...this.statuses]
      .sort((a, b) => b[1] - a[1])
      .map(([status, n]) => `${n.toLocaleString("en-US")} ${status}`)
      .join(", ");
  }

  /** The hash of the answers (hex), or undefined without `digest`. */
  digest(): string | undefined {
    return this.hash?.copy().digest("hex");
  }

  private line(line: string): void {
    if (line.endsWith("\r")) line = line.slice(0, -1);
    if (line === "") return;
    const inOrder = line.startsWith(`{"index":${this.lines++},`);
    const at = line.indexOf('"status":"');
    const status = at < 0 ? "(no status)" : line.slice(at + 10, line.indexOf('"', at + 10));
    if (!inOrder) this.outOfOrder++;
    if (!inOrder || at < 0) this.firstOdd ??= line.length > 120 ? `${line.slice(0, 117)}...` : line;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    const stats = line.lastIndexOf(',"stats":');
    const ms = stats < 0 ? -1 : line.indexOf('"ms":', stats);
    if (ms >= 0) {
      const t = Number.parseFloat(line.slice(ms + 5, ms + 30));
      if (t > 0) {
        this.solveMs += t;
        if (t > this.slowestMs) this.slowestMs = t;
      }
    }
    if (this.hash) {
      this.hash.update(stats < 0 ? line : line.slice(0, stats));
      this.hash.update("\n");
    }
  }
}

/** The median of some numbers (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * The spread of some numbers without their outliers: the 75th less the 25th percentile (nearest rank), 0 for
 * fewer than two.
 */
export function interquartileRange(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
  return at(0.75) - at(0.25);
}

/**
 * Puzzles per second end to end: after start-up, count / (wall - start-up) (infinite when the run took no
 * longer than start-up, which noise can do on a short set), and with start-up, count / wall.
 */
export function endToEndRates(
  count: number,
  wallSeconds: number,
  startupSeconds: number,
): { afterStartup: number; withStartup: number } {
  const work = wallSeconds - startupSeconds;
  return {
    afterStartup: work > 0 ? count / work : Number.POSITIVE_INFINITY,
    withStartup: wallSeconds > 0 ? count / wallSeconds : Number.POSITIVE_INFINITY,
  };
}

/** A rate as the tables print it: thousands separated from 100 up, two decimals below. */
export function formatRate(rate: number): string {
  if (!Number.isFinite(rate)) return "∞";
  return rate >= 100 ? Math.round(rate).toLocaleString("en-US") : rate.toFixed(2);
}
