import type { Grade, LineRef } from "@gridsmith/kit";
import { cellName } from "@gridsmith/kit";
import { gradeOfPath } from "../grade.js";
import { lineName } from "../grid.js";
import type { NonogramAttempt, NonogramStep, PaintDeduction } from "../types.js";
import { allColours, attemptMasks, lineCells, solveLineMasks } from "./check.js";
import { type ColourNonogram, colourClueText, lineColours } from "./palette.js";
import { solveColourNonogram } from "./solve.js";
import { validateColourNonogram } from "./validate.js";

const single = (m: number) => m !== 0 && (m & (m - 1)) === 0;
const colourOf = (m: number) => 31 - Math.clz32(m);

function lineRef(p: ColourNonogram, line: number): LineRef {
  const h = p.rows.length;
  return line < h ? { axis: "row", index: line } : { axis: "column", index: line - h };
}

function clueLabel(p: ColourNonogram, line: number): string {
  const h = p.rows.length;
  return colourClueText(line < h ? p.rows[line]! : p.columns[line - h]!, lineColours(p, line), p.palette);
}

function deduction(p: ColourNonogram, x: number, colour: number): PaintDeduction {
  const width = p.columns.length;
  const code = p.palette[colour]!.code;
  return { row: Math.floor(x / width), col: x % width, filled: colour !== 0, colour: code };
}

/** `r1c2, r1c3 are red and r1c5 is empty`, grouped by colour in palette order. */
function listCells(p: ColourNonogram, deductions: readonly PaintDeduction[]): string {
  const parts: string[] = [];
  p.palette.forEach((c, i) => {
    const cells = deductions.filter((d) => d.colour === c.code).map((d) => cellName(d));
    if (cells.length === 0) return;
    parts.push(`${cells.join(", ")} ${cells.length === 1 ? "is" : "are"} ${i === 0 ? "empty" : c.name}`);
  });
  return parts.join(" and ");
}

function lineStep(
  p: ColourNonogram,
  line: number,
  deductions: PaintDeduction[],
  hadKnown: boolean,
): NonogramStep {
  const ref = lineRef(p, line);
  const why = hadKnown
    ? "in every placement of its clue that fits what is known of its cells"
    : "in every placement of its clue";
  return {
    technique: hadKnown ? "line" : "line-overlap",
    message: `${lineName(ref.axis, ref.index)} (clue ${clueLabel(p, line)}): ${listCells(p, deductions)} ${why}`,
    cells: deductions.map((d) => ({ row: d.row, col: d.col })),
    because: { lines: [ref] },
    deductions,
  };
}

function contradictionStep(p: ColourNonogram, line: number): NonogramStep {
  const ref = lineRef(p, line);
  return {
    technique: "contradiction",
    message: `${lineName(ref.axis, ref.index)} (clue ${clueLabel(p, line)}) cannot be completed from the cells marked so far: one of them is wrong`,
    cells: [],
    because: { lines: [ref] },
    deductions: [],
  };
}

/**
 * Solves lines over the masks until none changes, rows and columns in turn; each run that fixes cells to one
 * colour becomes a step (runs that only rule colours out change the masks silently). Returns the line that
 * failed, or -1.
 */
function propagate(
  p: ColourNonogram,
  masks: Int32Array,
  steps: NonogramStep[],
  stopAfterOne = false,
): number {
  const lines = p.rows.length + p.columns.length;
  const all = allColours(p);
  const dirty = new Uint8Array(lines).fill(1);
  for (let changed = true; changed; ) {
    changed = false;
    for (let line = 0; line < lines; line++) {
      if (!dirty[line]) continue;
      dirty[line] = 0;
      const cells = lineCells(p.columns.length, p.rows.length, line);
      const out = solveLineMasks(p, line, masks);
      if (out === null) return line;
      const fixed: PaintDeduction[] = [];
      const hadKnown = cells.some((x) => masks[x] !== all);
      cells.forEach((x, i) => {
        if (out[i] === masks[x]) return;
        if (single(out[i]!)) fixed.push(deduction(p, x, colourOf(out[i]!)));
        masks[x] = out[i]!;
        const crossing =
          line < p.rows.length ? p.rows.length + (x % p.columns.length) : Math.floor(x / p.columns.length);
        dirty[crossing] = 1;
        changed = true;
      });
      if (fixed.length > 0) {
        steps.push(lineStep(p, line, fixed, hadKnown));
        if (stopAfterOne) return -1;
      }
    }
  }
  return -1;
}

/**
 * The next logical step in a colour puzzle from an attempt: the row or column whose clue fixes the most
 * cells to one colour, else the first such line once the lines have ruled out what they can; a
 * `contradiction` step when a marked line cannot be completed. Null when the puzzle is invalid, solved, or
 * needs more than line solving.
 */
export function hintColourNonogram(p: ColourNonogram, attempt?: NonogramAttempt): NonogramStep | null {
  if (validateColourNonogram(p).length > 0) return null;
  const masks = attemptMasks(p, attempt);
  const all = allColours(p);
  let best: NonogramStep | null = null;
  for (let line = 0; line < p.rows.length + p.columns.length; line++) {
    const out = solveLineMasks(p, line, masks);
    if (out === null) return contradictionStep(p, line);
    const cells = lineCells(p.columns.length, p.rows.length, line);
    const fixed = cells.flatMap((x, i) =>
      single(out[i]!) && !single(masks[x]!) ? [deduction(p, x, colourOf(out[i]!))] : [],
    );
    if (fixed.length > (best?.deductions.length ?? 0))
      best = lineStep(
        p,
        line,
        fixed,
        cells.some((x) => masks[x] !== all),
      );
  }
  if (best) return best;
  const steps: NonogramStep[] = [];
  const failed = propagate(p, masks, steps, true);
  if (failed >= 0) return contradictionStep(p, failed);
  return steps[0] ?? null;
}

const SEARCH_MS = 20_000;

function explainPath(p: ColourNonogram): { steps: NonogramStep[]; nodes: number; status: string } {
  if (validateColourNonogram(p).length > 0) return { steps: [], nodes: 0, status: "invalid" };
  const masks = new Int32Array(p.rows.length * p.columns.length).fill(allColours(p));
  const steps: NonogramStep[] = [];
  const noSolution: NonogramStep = {
    technique: "contradiction",
    message: "line solving runs into a contradiction: the puzzle has no solution",
    cells: [],
    deductions: [],
  };
  if (propagate(p, masks, steps) >= 0) return { steps: [...steps, noSolution], nodes: 0, status: "none" };
  if (masks.every(single)) return { steps, nodes: 0, status: "unique" };
  const result = solveColourNonogram(p, { limit: 2, timeoutMs: SEARCH_MS });
  const solution = result.solutions[0];
  if (!solution) {
    if (result.status !== "timeout")
      return { steps: [...steps, noSolution], nodes: result.stats.nodes, status: "none" };
    const message = `no line decides the remaining cells, and search found no solution within ${SEARCH_MS / 1000} s`;
    return {
      steps: [...steps, { technique: "search", message, cells: [], deductions: [] }],
      nodes: result.stats.nodes,
      status: "timeout",
    };
  }
  const index = new Map(p.palette.map((c, i) => [c.code, i]));
  const width = p.columns.length;
  const deductions: PaintDeduction[] = [];
  masks.forEach((m, x) => {
    if (!single(m))
      deductions.push(deduction(p, x, index.get(solution[Math.floor(x / width)]![x % width]!)!));
  });
  const many = result.status === "multiple";
  steps.push({
    technique: "search",
    message: many
      ? `no line decides the remaining ${deductions.length} cells, and the puzzle has more than one solution; one of them colours them so`
      : `no line decides the remaining ${deductions.length} cells; trial and error (search) settles them`,
    cells: deductions.map((d) => ({ row: d.row, col: d.col })),
    deductions,
  });
  return { steps, nodes: result.stats.nodes, status: result.status };
}

/** The logical solution path of a colour puzzle: line steps, then a `search` step for what lines leave. */
export function explainColourNonogram(p: ColourNonogram): NonogramStep[] {
  return explainPath(p).steps;
}

/**
 * Difficulty of a colour puzzle: `line-solvable`, `needs-search` or `no-solution` (probing is not tried for
 * colour yet). The score is the line steps, plus 100 and the search nodes when search is needed.
 */
export function gradeColourNonogram(p: ColourNonogram): Grade {
  return gradeOfPath(explainPath(p));
}
