import { type BoardDescription, cellMistake, isMove, type OutsideClue, type PlayModel } from "@gridsmith/kit";
import { clueOf } from "./bw/clues.js";
import { colourBlocksOf } from "./colour/clues.js";
import { BACKGROUND_CODE, type ColourNonogram, codeIndex, isColourPuzzle } from "./colour/palette.js";
import type { Nonogram, NonogramSolution, PaintDeduction } from "./types.js";

// How a nonogram is played. The attempt is one string per row, in the shape `check` and `hint` read: `#`
// filled, `x` crossed out (known empty), `?` not decided; in a colour puzzle each cell holds its colour's
// code, `.` when crossed out (the background) or `?`.

const UNDECIDED = "?";
/** What crossing a cell out writes: `x` in black and white, the background's `.` in colour. */
const crossOf = (p: Nonogram) => (isColourPuzzle(p) ? BACKGROUND_CODE : "x");

/** Whether a line of cells makes its clue: its filled runs (or coloured blocks) are the clue's, in order. */
function lineDone(
  p: Nonogram,
  line: string,
  clue: readonly number[],
  colours: readonly number[] | undefined,
) {
  if (!isColourPuzzle(p)) {
    const runs = clueOf([...line].map((ch) => ch === "#"));
    return runs.length === clue.length && runs.every((n, i) => n === clue[i]);
  }
  const index = codeIndex(p.palette);
  const blocks = colourBlocksOf([...line].map((ch) => index.get(ch) ?? 0));
  return (
    blocks.lengths.length === clue.length &&
    blocks.lengths.every((n, i) => n === clue[i] && blocks.colours[i] === (colours?.[i] ?? 1))
  );
}

/** Per row and per column, whether the attempt's line makes its clue (unmarked cells count as empty). */
function linesDone(p: Nonogram, attempt: readonly string[]): { rows: boolean[]; cols: boolean[] } {
  const column = (c: number) => attempt.map((row) => row[c] ?? UNDECIDED).join("");
  return {
    rows: p.rows.map((clue, r) => lineDone(p, attempt[r] ?? "", clue, p.rowColours?.[r])),
    cols: p.columns.map((clue, c) => lineDone(p, column(c), clue, p.columnColours?.[c])),
  };
}

/** The characters a cell of the attempt may hold. */
const codesOf = (p: Nonogram): Set<string> =>
  isColourPuzzle(p) ? new Set([...p.palette.map((c) => c.code), UNDECIDED]) : new Set(`#x${UNDECIDED}`);

/** The attempt with some cells set (row, column, character); the same attempt when nothing changes. */
function paint(attempt: string[], cells: Iterable<readonly [number, number, string]>): string[] {
  let next: string[] | null = null;
  for (const [row, col, ch] of cells) {
    const line = (next ?? attempt)[row];
    if (line === undefined || !(col >= 0 && col < line.length) || line[col] === ch) continue;
    next ??= [...attempt];
    next[row] = line.slice(0, col) + ch + line.slice(col + 1);
  }
  return next ?? attempt;
}

/** The cell a shade move writes: 1 filled (or colour index + 1's code), -1 crossed out, 0 undecided. */
function shadeCode(p: Nonogram, shade: number): string | null {
  if (shade === 0) return UNDECIDED;
  if (shade === -1) return crossOf(p);
  if (!isColourPuzzle(p)) return shade === 1 ? "#" : null;
  return Number.isInteger(shade) && shade >= 1 ? (p.palette[shade]?.code ?? null) : null;
}

/** What a step's deduction writes: `#` or `x`; in colour the deduction's code when the palette has it. */
function deductionCode(p: ColourNonogram | Nonogram, d: PaintDeduction): string | null {
  if (!isColourPuzzle(p)) return d.filled ? "#" : "x";
  return p.palette.some((c) => c.code === d.colour) ? d.colour! : null;
}

function outside(p: Nonogram, clues: number[][], colours: number[][] | undefined): OutsideClue[][] {
  return clues.map((clue, i) =>
    clue.map((value, j) => {
      const rgb = isColourPuzzle(p) ? p.palette[colours?.[i]?.[j] ?? 1]?.rgb : undefined;
      return rgb ? { value, colour: rgb } : { value };
    }),
  );
}

/**
 * How nonograms are played: `shade` moves paint a cell (1 filled, or a colour's palette index in colour),
 * cross it out (-1) or clear it (0); a hint's deductions paint cells. The board has the clues outside, a
 * guide every 5 cells, and strikes out the clues the attempt already makes (`doneClues`).
 */
export const play: PlayModel<Nonogram, NonogramSolution, string[], PaintDeduction> = {
  newAttempt: (p) => p.rows.map(() => UNDECIDED.repeat(p.columns.length)),
  readAttempt(p, saved) {
    if (!Array.isArray(saved) || saved.length !== p.rows.length) return null;
    const codes = codesOf(p);
    const fits = (row: unknown) =>
      typeof row === "string" && row.length === p.columns.length && [...row].every((ch) => codes.has(ch));
    return saved.every(fits) ? [...(saved as string[])] : null;
  },
  applyStep(p, attempt, step) {
    const width = p.columns.length;
    if (isMove(step)) {
      if (step.kind !== "shade" || !(Number.isInteger(step.cell) && step.cell >= 0)) return attempt;
      const code = shadeCode(p, step.shade);
      return code === null
        ? attempt
        : paint(attempt, [[Math.floor(step.cell / width), step.cell % width, code]]);
    }
    return paint(
      attempt,
      step.deductions.flatMap((d) => {
        const code = deductionCode(p, d);
        return code === null || d.col >= width ? [] : [[d.row, d.col, code] as const];
      }),
    );
  },
  // Every line makes its clue (cells left unmarked count as empty).
  isComplete(p, attempt) {
    const done = linesDone(p, attempt);
    return done.rows.every(Boolean) && done.cols.every(Boolean);
  },
  // A cell painted where the solution is empty or another colour, or crossed out where it is painted.
  mistakes(p, attempt, solution) {
    const colour = isColourPuzzle(p);
    const width = p.columns.length;
    return attempt.flatMap((line, row) =>
      [...line].flatMap((state, col) => {
        if (state === UNDECIDED) return [];
        const want = solution[row]?.[col] ?? BACKGROUND_CODE;
        const have = !colour && state === "x" ? BACKGROUND_CODE : state;
        if (have === want || (!colour && have !== "#" && want !== "#")) return [];
        const what = have === BACKGROUND_CODE ? "crossed out" : colour ? `painted ${state}` : "filled";
        return [cellMistake(row * width + col, width, (name) => `${name} should not be ${what}`)];
      }),
    );
  },
  toSolution: (p, attempt) =>
    isColourPuzzle(p) ? [...attempt] : attempt.map((row) => row.replace(/x/g, ".")),
  // The filled (coloured) cells, the rest left blank so the picture reads clearly.
  fromSolution: (p, solution) =>
    isColourPuzzle(p)
      ? solution.map((row) => row.replaceAll(BACKGROUND_CODE, UNDECIDED))
      : solution.map((row) => row.replace(/[^#]/g, UNDECIDED)),
  // Cells marked of all cells; a finished picture decides them all (the rest are empty).
  progress(p, attempt) {
    const total = p.rows.length * p.columns.length;
    if (play.isComplete(p, attempt)) return { filled: total, total };
    return { filled: attempt.join("").replaceAll(UNDECIDED, "").length, total };
  },
  board(p): BoardDescription {
    const rows = p.rows.length;
    const cols = p.columns.length;
    return {
      rows,
      cols,
      cells: new Array(rows * cols).fill(null),
      outside: { rows: outside(p, p.rows, p.rowColours), cols: outside(p, p.columns, p.columnColours) },
      guides: 5,
      input: {
        cells: isColourPuzzle(p)
          ? { kind: "colour", colours: p.palette.slice(1).map((c) => c.rgb) }
          : { kind: "shade" },
      },
    };
  },
  view(p, attempt) {
    const index = isColourPuzzle(p) ? codeIndex(p.palette) : new Map([["#", 1]]);
    const cross = crossOf(p);
    const done = linesDone(p, attempt);
    return {
      shades: attempt.flatMap((line) => [...line].map((ch) => (ch === cross ? -1 : (index.get(ch) ?? 0)))),
      doneClues: {
        rows: p.rows.map((clue, r) => clue.map(() => done.rows[r]!)),
        cols: p.columns.map((clue, c) => clue.map(() => done.cols[c]!)),
      },
    };
  },
};
