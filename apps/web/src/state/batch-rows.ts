/** What a batch line says about its puzzle (the CLI's `--json` statuses). */
export const statuses = ["unique", "solved", "multiple", "none", "timeout", "invalid"] as const;
export type RowStatus = (typeof statuses)[number];

/** Where a puzzle could not be read: the message (with its place first), line and column (0: no place). */
export interface RowError {
  message: string;
  line: number;
  column: number;
}

/** One row of the results table, rebuilt from the compact store when it is shown. */
export interface BatchRow {
  index: number;
  source: string;
  status: RowStatus;
  solutionCount: number;
  /** Solver time; undefined for an invalid line (nothing was solved). */
  ms: number | undefined;
  error: RowError | undefined;
}

/** The summary's groups: `unique` and `solved` are both solved. */
export interface BatchSummary {
  solved: number;
  none: number;
  multiple: number;
  timeout: number;
  invalid: number;
}

/** The summary group of a status. */
export function groupOf(status: RowStatus): keyof BatchSummary {
  return status === "unique" || status === "solved" ? "solved" : status;
}

const linePrefix = "line ";

/**
 * The results of a batch, kept small for lists of a million puzzles: the NDJSON text exactly as the worker
 * wrote it (for the download), and one compact row per puzzle in typed arrays: its status, solution count
 * and time, and its source as a line number when it is the usual `line N`. Error messages and other
 * sources are kept by row in maps (invalid rows are few, or the whole list is wrong).
 */
export class BatchRows {
  /** The NDJSON text, one piece per chunk, in order. */
  readonly ndjson: string[] = [];
  private size = 0;
  private status = new Uint8Array(1024);
  private counts = new Float64Array(1024);
  private times = new Float32Array(1024);
  private lines = new Int32Array(1024);
  private readonly sources = new Map<number, string>();
  private readonly errors = new Map<number, RowError>();
  /** Rows handed out by `pick`, so a table shown again gets the same objects (and keeps its DOM). */
  private readonly picked = new Map<number, BatchRow>();
  private readonly totals: BatchSummary = { solved: 0, none: 0, multiple: 0, timeout: 0, invalid: 0 };

  /** Rows read so far. */
  get length(): number {
    return this.size;
  }

  /** Counts by group. */
  summary(): BatchSummary {
    return { ...this.totals };
  }

  /** Adds one chunk's NDJSON text: every line is a row, in order. */
  addText(text: string): void {
    if (text === "") return;
    this.ndjson.push(text);
    let from = 0;
    while (from < text.length) {
      const nl = text.indexOf("\n", from);
      const end = nl < 0 ? text.length : nl;
      if (end > from) this.addLine(text.slice(from, end));
      from = end + 1;
    }
  }

  private addLine(line: string): void {
    const value = JSON.parse(line) as {
      source?: unknown;
      status?: unknown;
      solutionCount?: unknown;
      stats?: { ms?: unknown };
      error?: RowError;
    };
    const i = this.size;
    this.grow(i + 1);
    const status = statuses.indexOf(value.status as RowStatus);
    this.status[i] = status < 0 ? statuses.indexOf("invalid") : status;
    this.counts[i] = typeof value.solutionCount === "number" ? value.solutionCount : 0;
    this.times[i] = typeof value.stats?.ms === "number" ? value.stats.ms : Number.NaN;
    const source = String(value.source ?? "");
    const lineNo = source.startsWith(linePrefix) ? Number(source.slice(linePrefix.length)) : Number.NaN;
    if (Number.isInteger(lineNo) && lineNo > 0 && lineNo < 2 ** 31 && `${linePrefix}${lineNo}` === source) {
      this.lines[i] = lineNo;
    } else {
      this.lines[i] = -1;
      this.sources.set(i, source);
    }
    if (value.error) this.errors.set(i, value.error);
    this.size = i + 1;
    this.totals[groupOf(statuses[this.status[i]!]!)]++;
  }

  /** Row `i` (0-based, the NDJSON `index`). */
  row(i: number): BatchRow {
    const lineNo = this.lines[i]!;
    const ms = this.times[i]!;
    return {
      index: i,
      source: lineNo > 0 ? `${linePrefix}${lineNo}` : (this.sources.get(i) ?? ""),
      status: statuses[this.status[i]!]!,
      solutionCount: this.counts[i]!,
      ms: Number.isNaN(ms) ? undefined : ms,
      error: this.errors.get(i),
    };
  }

  /**
   * The first `max` rows, or of one summary group, and how many more there are. Stops looking once it has
   * `max`, so it costs the same however long the list.
   */
  pick(max: number, group?: keyof BatchSummary): { rows: BatchRow[]; more: number } {
    const rows: BatchRow[] = [];
    const total = group ? this.totals[group] : this.size;
    for (let i = 0; i < this.size && rows.length < max; i++) {
      if (group && groupOf(statuses[this.status[i]!]!) !== group) continue;
      let row = this.picked.get(i);
      if (!row) {
        row = this.row(i);
        // At most `max` rows per group are ever picked, so this stays small.
        this.picked.set(i, row);
      }
      rows.push(row);
    }
    return { rows, more: total - rows.length };
  }

  private grow(needed: number): void {
    if (needed <= this.status.length) return;
    const size = Math.max(needed, this.status.length * 2);
    const copy = <T extends Uint8Array | Float64Array | Float32Array | Int32Array>(
      from: T,
      make: (n: number) => T,
    ): T => {
      const to = make(size);
      to.set(from as never);
      return to;
    };
    this.status = copy(this.status, (n) => new Uint8Array(n));
    this.counts = copy(this.counts, (n) => new Float64Array(n));
    this.times = copy(this.times, (n) => new Float32Array(n));
    this.lines = copy(this.lines, (n) => new Int32Array(n));
  }
}
