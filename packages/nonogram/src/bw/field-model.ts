import type { Model } from "@gridsmith/constraint";
import { MAX_BITS_LINE } from "../line/bits.js";
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
  /** The line cache when every line fits one mask (probing's skipping of unchanged probes needs that). */
  readonly cache: LineCache | null;
  /** The line cache on word masks, when some line is longer than one mask. */
  private readonly wordCache: LineCache | null;

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
  /** A long line's cell masks and its solved masks (layout of `solveLineWordMasks`). */
  private readonly wordsIn: Int32Array;
  private readonly wordsOut: Int32Array;

  constructor(puzzle: Nonogram) {
    super(puzzle, 1);
    const { width, height } = this;
    const longest = Math.max(width, height);
    const maskWords = (longest + 31) >> 5;
    this.cache = longest <= MAX_BITS_LINE ? new LineCache() : null;
    this.wordCache = longest <= MAX_BITS_LINE ? null : new LineCache(16, maskWords);
    this.logCells = new Int32Array(width * height + 1);
    this.logValues = new Uint8Array(width * height + 1);
    this.logRuns = new Int32Array(width * height + 1);
    this.runLines = new Int32Array(16);
    this.touched = new Uint8Array(this.lineCount);
    this.touchedList = new Int32Array(this.lineCount);
    this.wordsIn = new Int32Array(2 * maskWords);
    this.wordsOut = new Int32Array(2 * maskWords);
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
    return this.solveLongAndFix(m, line, vars, start, k);
  }

  /** `solveAndFix` for a table of word masks: the line's masks read from the domains, solved through the cache. */
  private solveLongAndFix(m: Model, line: number, vars: Int32Array, start: number, k: number): boolean {
    const cache = this.wordCache!;
    const maskWords = cache.maskWords;
    const masks = this.wordsIn;
    const out = this.wordsOut;
    masks.fill(0);
    for (let i = 0; i < vars.length; i++) {
      const w = m.bits(vars[i]!);
      masks[i >> 5] |= ((w >> 1) & ~w & 1) << (i & 31);
      masks[maskWords + (i >> 5)] |= (w & ~(w >> 1) & 1) << (i & 31);
    }
    if (!cache.solveLineWords(line, this.lengths, start, k, vars.length, masks, out)) return false;
    // Cells in line order, as the coded kernel fixed them: the trail's order is what explanations read.
    for (let word = 0; word < maskWords; word++) {
      const fills = out[word]! & ~masks[word]!;
      const empties = out[maskWords + word]! & ~masks[maskWords + word]!;
      for (let bits = fills | empties; bits !== 0; bits &= bits - 1) {
        const low = bits & -bits;
        const x = vars[(word << 5) + 31 - Math.clz32(low)]!;
        const value = (fills & low) !== 0 ? 1 : 0;
        if (!m.assign(x, value)) return false;
        if (this.logging) this.note(x, value);
      }
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
