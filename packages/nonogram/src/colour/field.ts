import type { Model } from "@gridsmith/constraint";
import { GridLineField } from "../solver/line-field.js";
import { packClues, postLinePropagators } from "../solver/line-propagator.js";
import { explainColourLine } from "./explain.js";
import { solveColourLine } from "./line.js";
import type { ColourNonogram } from "./palette.js";

/**
 * A colour nonogram as an engine model: one variable per cell (id `row * width + col`) whose values are the
 * palette indices it may still take (0 the background), so a domain is the colour mask the line solver
 * works on (`m.bits`, offset 0). One propagator per row (lines 0 .. height-1) and per column (lines
 * height ..), each running the exact colour line solver and narrowing its cells with one `restrict` each.
 */
export class ColourField extends GridLineField {
  /** Colours besides the background. */
  readonly colours: number;
  /** Each block's colour, laid out like the block lengths (`lengths`). */
  readonly blockColours: Int32Array;
  private readonly scratchIn: Int32Array;
  private readonly scratchOut: Int32Array;

  constructor(puzzle: ColourNonogram) {
    super(puzzle, puzzle.palette.length - 1);
    const { width, height } = this;
    this.colours = puzzle.palette.length - 1;
    const colours = [...puzzle.rowColours, ...puzzle.columnColours];
    // Each block's colour beside its length: a valid puzzle gives a line as many colours as blocks.
    this.blockColours = packClues(colours).values;
    // A cell can only take the background or a colour both its row and its column use: fixed before any
    // propagator runs, so these removals are root facts that no explanation has to name.
    const used = colours.map((cs) => cs.reduce((mask, c) => mask | (1 << c), 1));
    for (let r = 0; r < height; r++) {
      for (let c = 0; c < width; c++) this.m.restrict(r * width + c, used[r]! & used[height + c]!);
    }
    const longest = Math.max(width, height);
    this.scratchIn = new Int32Array(longest);
    this.scratchOut = new Int32Array(longest);
    postLinePropagators(this.m, this, this.lineVars, height, explainColourLine);
  }

  /** The propagator body: solve the line exactly and keep only the colours some completion gives a cell. */
  propagateLine(m: Model, line: number): boolean {
    const vars = this.lineVars[line]!;
    const n = vars.length;
    const cells = this.scratchIn;
    for (let i = 0; i < n; i++) cells[i] = m.bits(vars[i]!);
    const out = this.scratchOut;
    const start = this.clueStart[line]!;
    const k = this.clueLength[line]!;
    if (!solveColourLine(this.lengths, this.blockColours, start, k, cells, n, out)) {
      this.lastFailedLine = line;
      return false;
    }
    for (let i = 0; i < n; i++) {
      if (out[i] !== cells[i] && !m.restrict(vars[i]!, out[i]!)) {
        this.lastFailedLine = line;
        return false;
      }
    }
    return true;
  }

  /** The colour masks of every cell, row-major. */
  masks(): Int32Array {
    const out = new Int32Array(this.width * this.height);
    for (let x = 0; x < out.length; x++) out[x] = this.m.bits(x);
    return out;
  }
}
