import { detectFormat, type LineRun } from "@gridsmith/kit";
import { formats, writeCellsJson } from "../formats/index.js";
import type { Sudoku } from "../puzzle.js";
import { isSolutionOf } from "../rules.js";
import { wasmBandKernel } from "./band-kernel-wasm.js";

/** A line the data sets' way (81 cells, `.` for empty), to ask which format a file's lines are read with. */
const SAMPLE_LINE = "1".padEnd(81, ".");

/** The formats that read an 81-character line of `.` and digits as that line's cells (`quickLine`). */
const LINE_READERS = new Set(["grid", "line"]);

/** The givens of the line being solved, read in JS: what the check reads (never the module's copy). */
const cells = new Uint8Array(81);
const puzzle = { size: 9, cells } as unknown as Sudoku;

/**
 * Whether the run's lines are read as {@link SAMPLE_LINE} is: every 81-character line of `.` and digits is
 * detected as the same format (nothing else in it to tell), so the file's name and `--format` decide.
 */
function readsLines(run: LineRun): boolean {
  if (run.limit < 2) return false;
  const format = run.format ?? detectFormat(formats, SAMPLE_LINE, run.filename).id;
  return LINE_READERS.has(format);
}

/** Reads the 81 characters at `text[from]` into {@link cells} as `quickLine` does; false if one is not a cell. */
function readLine(text: string, from: number): boolean {
  for (let i = 0; i < 81; i++) {
    const code = text.charCodeAt(from + i);
    if (code === 46) cells[i] = 0;
    else if (code >= 48 && code <= 57) cells[i] = code - 48;
    else return false;
  }
  return true;
}

/** Whether two solutions are one: a `multiple` is claimed only for two different ones. */
function sameCells(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  for (let i = 0; i < 81; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * sudoku's `solveLines`: a batch's 81-character lines solved by the WebAssembly kernel straight from the
 * block's text, no input, puzzle or result object per line (a fresh batch thread's first thousand puzzles
 * spent most of their time warming that generic path up: tooling/bench/RESULTS.md). It answers a line only
 * when the puzzle has exactly one solution, or two at limit 2, and `isSolutionOf` (JS, sharing nothing with
 * the kernel) accepts each against the givens read here; any other line (a comment after spaces, another
 * size, no solution, a bad given, more to count) goes back to the generic path, which answers it as `solve`
 * does.
 */
export function solveLines(run: LineRun): void {
  if (!readsLines(run)) return;
  const kernel = wasmBandKernel();
  if (kernel === undefined) return;
  const givens = kernel.givensView();
  const first = kernel.solutionView(0);
  const second = kernel.solutionView(1);
  const { text, out } = run;
  // One clock reading per answer: a line's time runs from the previous answer's end (its reading included).
  let mark = performance.now();
  while (!run.full()) {
    const from = run.from;
    if (from >= text.length) return;
    const nl = text.indexOf("\n", from);
    const end = nl < 0 ? text.length : nl;
    if (end === from || text.charCodeAt(from) === 35 /* # */) {
      run.from = end + 1;
      run.lineNo++;
      continue;
    }
    if (end - from !== 81 || !readLine(text, from)) return;
    givens.set(cells);
    const count = kernel.searchGivens(run.limit);
    if (count === 1 && !kernel.stoppedAtLimit) {
      if (!isSolutionOf(puzzle, first)) return;
      run.answerStart("unique", 1, true);
      out.byte(91); // [
      writeCellsJson(first, out);
    } else if (count === 2 && run.limit === 2) {
      // Stopped at the limit: `multiple`, not complete, the two solutions in the order found (as `solve`).
      if (!isSolutionOf(puzzle, first) || !isSolutionOf(puzzle, second) || sameCells(first, second)) return;
      run.answerStart("multiple", 2, false);
      out.byte(91); // [
      writeCellsJson(first, out);
      out.byte(44); // ,
      writeCellsJson(second, out);
    } else return;
    out.byte(93); // ]
    const now = performance.now();
    run.answerEnd(kernel.nodes, now - mark);
    mark = now;
    run.from = end + 1;
    run.lineNo++;
    run.index++;
  }
}
