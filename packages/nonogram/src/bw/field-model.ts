import type { Model } from "@gridsmith/constraint";
import { MAX_BITS_LINE } from "../line/bits.js";
import { solveLineWords } from "../line/words.js";
import { GridLineField } from "../solver/line-field.js";
import { postLinePropagators } from "../solver/line-propagator.js";
import { gridPicture } from "../solver/solve-run.js";
import type { Nonogram } from "../types.js";
import { LineCache } from "./line-cache.js";
import { explainLine } from "./line-explain.js";

/**
 * A nonogram as an engine model: one 0/1 variable per cell (id `row * width + col`, 1 = filled) and one
 * line propagator per row (lines 0 .. height-1) and per column (lines height .. height+width-1), so the
 * engine's propagation queue is the queue of dirty lines. While {@link logging} is on, every cell a line
 * fixes is written to a log and every line that runs is marked, which is what probing reads.
 */
export class FieldModel extends GridLineField {
  readonly cache: LineCache | null;

  logging = false;
  logCount = 0;
  logCells: Int32Array;
  logValues: Uint8Array;
  /** Which propagator run fixed each logged cell (runs are numbered from 1 while logging). */
  logRuns: Int32Array;
  /** Which line each run solved. */
  runLines: Int32Array;
  runCount = 0;
  /** Lines run while logging: a flag per line and the list of them. */
  readonly touched: Uint8Array;
  readonly touchedList: Int32Array;
  touchedCount = 0;

  private readonly pair = new Int32Array(2);
  private readonly scratchIn: Uint8Array;
  private readonly scratchOut: Uint8Array;

  constructor(puzzle: Nonogram) {
    super(puzzle, 1);
    const { width, height } = this;
    this.cache = Math.max(width, height) <= MAX_BITS_LINE ? new LineCache() : null;
    this.logCells = new Int32Array(width * height + 1);
    this.logValues = new Uint8Array(width * height + 1);
    this.logRuns = new Int32Array(width * height + 1);
    this.runLines = new Int32Array(16);
    this.touched = new Uint8Array(this.lineCount);
    this.touchedList = new Int32Array(this.lineCount);
    const longest = Math.max(width, height);
    this.scratchIn = new Uint8Array(longest);
    this.scratchOut = new Uint8Array(longest);
    postLinePropagators(this.m, this, this.lineVars, height, explainLine);
  }

  /** Starts a fresh log of fixed cells and touched lines. */
  startLog(): void {
    for (let i = 0; i < this.touchedCount; i++) this.touched[this.touchedList[i]!] = 0;
    this.touchedCount = 0;
    this.logCount = 0;
    this.runCount = 0;
    this.logging = true;
  }

  /** Stops recording which cells propagation changes (started by the method above). */
  stopLog(): void {
    this.logging = false;
  }

  /** 1 filled, 0 empty, -1 unknown. */
  cell(x: number): number {
    const m = this.m;
    return m.size(x) === 1 ? m.min(x) : -1;
  }

  /** Filled and empty cells of a line of at most 30 cells, as two masks written to `out`. */
  lineMasks(line: number, out: Int32Array): void {
    const m = this.m;
    const vars = this.lineVars[line]!;
    let filled = 0;
    let empty = 0;
    // A cell's domain word is 1 (only 0: empty), 2 (only 1: filled) or 3: one read per cell, where size and
    // min were two from a wider array (a line solve reads every cell; this loop was a sixth of the search).
    for (let i = 0; i < vars.length; i++) {
      const w = m.bits(vars[i]!);
      filled |= ((w >> 1) & ~w & 1) << i;
      empty |= (w & ~(w >> 1) & 1) << i;
    }
    out[0] = filled;
    out[1] = empty;
  }

  private note(x: number, v: number): void {
    const n = this.logCount++;
    this.logCells[n] = x;
    this.logValues[n] = v;
    this.logRuns[n] = this.runCount;
  }

  /** The propagator body: solve the line exactly and fix what it forces. */
  propagateLine(m: Model, line: number): boolean {
    if (this.logging) {
      if (this.touched[line] === 0) {
        this.touched[line] = 1;
        this.touchedList[this.touchedCount++] = line;
      }
      if (++this.runCount === this.runLines.length) {
        const grown = new Int32Array(this.runLines.length * 2);
        grown.set(this.runLines);
        this.runLines = grown;
      }
      this.runLines[this.runCount] = line;
    }
    if (!this.solveAndFix(m, line)) {
      this.lastFailedLine = line;
      return false;
    }
    return true;
  }

  private solveAndFix(m: Model, line: number): boolean {
    const vars = this.lineVars[line]!;
    const n = vars.length;
    const start = this.clueStart[line]!;
    const k = this.clueLength[line]!;
    if (this.cache !== null) {
      this.lineMasks(line, this.pair);
      const filled = this.pair[0]!;
      const empty = this.pair[1]!;
      const cache = this.cache;
      if (!cache.solveLine(line, this.lengths, start, k, n, filled, empty, this.pair)) return false;
      const outFilled = this.pair[0]!;
      const outEmpty = this.pair[1]!;
      for (let bits = outFilled & ~filled; bits !== 0; bits &= bits - 1) {
        const x = vars[31 - Math.clz32(bits & -bits)]!;
        if (!m.assign(x, 1)) return false;
        if (this.logging) this.note(x, 1);
      }
      for (let bits = outEmpty & ~empty; bits !== 0; bits &= bits - 1) {
        const x = vars[31 - Math.clz32(bits & -bits)]!;
        if (!m.assign(x, 0)) return false;
        if (this.logging) this.note(x, 0);
      }
      return true;
    }
    const cells = this.scratchIn;
    for (let i = 0; i < n; i++) {
      const x = vars[i]!;
      cells[i] = m.size(x) === 1 ? (m.min(x) === 1 ? 1 : 2) : 0;
    }
    const out = this.scratchOut;
    if (!solveLineWords(this.lengths, start, k, cells, n, out)) return false;
    for (let i = 0; i < n; i++) {
      const v = out[i]!;
      if (v === 0 || v === cells[i]) continue;
      const x = vars[i]!;
      const value = v === 1 ? 1 : 0;
      if (!m.assign(x, value)) return false;
      if (this.logging) this.note(x, value);
    }
    return true;
  }

  /** The current grid as rows of `#`, `.` and `?`. */
  picture(): string[] {
    return gridPicture(this.width, this.height, (x) => {
      const v = this.cell(x);
      return v === 1 ? "#" : v === 0 ? "." : "?";
    });
  }
}
