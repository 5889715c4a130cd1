import type { Cell, Grade, LineRef } from "@gridsmith/kit";
import { cellAt, cellName } from "@gridsmith/kit";
import { gradeOfPath } from "../grade.js";
import { attemptCells, lineName } from "../grid.js";
import { solveLine } from "../line/solve-line.js";
import type { Nonogram, NonogramAttempt, NonogramStep, PaintDeduction } from "../types.js";
import { FieldModel } from "./field-model.js";
import { solveBlackAndWhite } from "./solve.js";
import { validateBlackAndWhite } from "./validate.js";

function lineRef(line: number, height: number): LineRef {
  return line < height ? { axis: "row", index: line } : { axis: "column", index: line - height };
}

function lineLabel(line: number, height: number): string {
  const ref = lineRef(line, height);
  return lineName(ref.axis, ref.index);
}

function clueLabel(clue: readonly number[]): string {
  return clue.length === 0 ? "0" : clue.join(" ");
}

function listCells(deductions: readonly PaintDeduction[]): string {
  const filled = deductions.filter((d) => d.filled).map((d) => cellName(d));
  const empty = deductions.filter((d) => !d.filled).map((d) => cellName(d));
  const parts: string[] = [];
  if (filled.length) parts.push(`${filled.join(", ")} ${filled.length === 1 ? "is" : "are"} filled`);
  if (empty.length) parts.push(`${empty.join(", ")} ${empty.length === 1 ? "is" : "are"} empty`);
  return parts.join(" and ");
}

function lineStep(p: Nonogram, line: number, deductions: PaintDeduction[], hadKnown: boolean): NonogramStep {
  const height = p.rows.length;
  const clue = line < height ? p.rows[line]! : p.columns[line - height]!;
  const label = lineLabel(line, height);
  const length = line < height ? p.columns.length : height;
  const why = hadKnown
    ? `in every placement of ${clueLabel(clue)} that fits the cells already known`
    : `in every placement of ${clueLabel(clue)} in its ${length} cells`;
  return {
    technique: hadKnown ? "line" : "line-overlap",
    message: `${label} (clue ${clueLabel(clue)}): ${listCells(deductions)} ${why}`,
    cells: deductions.map((d) => ({ row: d.row, col: d.col })),
    because: { lines: [lineRef(line, height)] },
    deductions,
  };
}

function contradictionStep(p: Nonogram, line: number): NonogramStep {
  const height = p.rows.length;
  const clue = line < height ? p.rows[line]! : p.columns[line - height]!;
  return {
    technique: "contradiction",
    message: `${lineLabel(line, height)} (clue ${clueLabel(clue)}) cannot be completed from the cells marked so far: one of them is wrong`,
    cells: [],
    because: { lines: [lineRef(line, height)] },
    deductions: [],
  };
}

function lineValues(cells: Uint8Array, width: number, height: number, line: number): number[] {
  const out: number[] = [];
  if (line < height) for (let c = 0; c < width; c++) out.push(cells[line * width + c]!);
  else for (let r = 0; r < height; r++) out.push(cells[r * width + (line - height)]!);
  return out;
}

/** The field model with the given cells fixed and propagated, or the line where that fails. */
function modelAt(p: Nonogram, cells: Uint8Array): FieldModel | { failedLine: number } {
  const f = new FieldModel(p);
  for (let x = 0; x < cells.length; x++) {
    if (cells[x] !== 0 && !f.m.assign(x, cells[x] === 1 ? 1 : 0)) return { failedLine: -1 };
  }
  return f.propagate() ? f : { failedLine: f.lastFailedLine };
}

/** What probing one cell shows: a value that fails, or cells both values fix alike. */
interface ProbeFinding {
  cell: number;
  /** The value that fails (1 filled, 0 empty), or -1 when both work. */
  fails: number;
  /** The line that failed. */
  failedLine: number;
  agreed: PaintDeduction[];
}

function probeOnce(
  f: FieldModel,
  x: number,
  v: number,
): { ok: boolean; failedLine: number; log: Map<number, number> } {
  const m = f.m;
  const mark = m.trail.mark();
  f.startLog();
  const ok = m.assign(x, v) && f.propagate();
  f.stopLog();
  const log = new Map<number, number>();
  if (ok) for (let i = 0; i < f.logCount; i++) log.set(f.logCells[i]!, f.logValues[i]!);
  const failedLine = f.lastFailedLine;
  m.trail.undoTo(mark);
  return { ok, failedLine, log };
}

const now = (): number => (typeof performance !== "undefined" ? performance.now() : Date.now());

/**
 * Scans the undecided cells from `from` (wrapping) for the first probe that teaches something; gives up
 * (null) at the deadline.
 */
function findProbe(f: FieldModel, from: number, deadline = Number.POSITIVE_INFINITY): ProbeFinding | null {
  const n = f.width * f.height;
  for (let k = 0; k < n; k++) {
    const x = (from + k) % n;
    if (f.cell(x) !== -1) continue;
    if ((k & 15) === 0 && now() > deadline) return null;
    const a = probeOnce(f, x, 1);
    if (!a.ok) return { cell: x, fails: 1, failedLine: a.failedLine, agreed: [] };
    const b = probeOnce(f, x, 0);
    if (!b.ok) return { cell: x, fails: 0, failedLine: b.failedLine, agreed: [] };
    const agreed: PaintDeduction[] = [];
    for (const [c, v] of b.log) {
      if (a.log.get(c) === v) agreed.push({ ...cellAt(c, f.width), filled: v === 1 });
    }
    if (agreed.length > 0) return { cell: x, fails: -1, failedLine: -1, agreed };
  }
  return null;
}

function probeStep(f: FieldModel, finding: ProbeFinding): NonogramStep {
  const { row, col } = cellAt(finding.cell, f.width);
  const name = cellName({ row, col });
  if (finding.fails >= 0) {
    const filled = finding.fails === 0;
    const where = finding.failedLine >= 0 ? ` in ${lineLabel(finding.failedLine, f.height)}` : "";
    return {
      technique: "probe-contradiction",
      message: `if ${name} were ${filled ? "empty" : "filled"}, line solving would run into a contradiction${where}; so ${name} is ${filled ? "filled" : "empty"}`,
      cells: [{ row, col }],
      because:
        finding.failedLine >= 0
          ? { cells: [{ row, col }], lines: [lineRef(finding.failedLine, f.height)] }
          : { cells: [{ row, col }] },
      deductions: [{ row, col, filled }],
    };
  }
  return {
    technique: "probe-agree",
    message: `whether ${name} is filled or empty, line solving ends with ${listCells(finding.agreed)}; so they are`,
    cells: finding.agreed.map((d) => ({ row: d.row, col: d.col })),
    because: { cells: [{ row, col }] },
    deductions: finding.agreed,
  };
}

/** Applies deductions and propagates with the log on; returns the line steps propagation took, or null on failure. */
function applyAndExplain(
  p: Nonogram,
  f: FieldModel,
  deductions: readonly PaintDeduction[],
): NonogramStep[] | null {
  const m = f.m;
  const known = new Uint8Array(f.width * f.height);
  for (let x = 0; x < known.length; x++) known[x] = f.cell(x) === -1 ? 0 : 1;
  f.startLog();
  let ok = true;
  for (const d of deductions) {
    const x = d.row * f.width + d.col;
    known[x] = 1;
    if (!m.assign(x, d.filled ? 1 : 0)) ok = false;
  }
  ok = ok && f.propagate();
  f.stopLog();
  if (!ok) return null;
  const steps: NonogramStep[] = [];
  let i = 0;
  while (i < f.logCount) {
    const run = f.logRuns[i]!;
    const line = f.runLines[run]!;
    const deds: PaintDeduction[] = [];
    const lineCells: number[] = [];
    for (let c = 0; c < f.lineVars[line]!.length; c++) lineCells.push(f.lineVars[line]![c]!);
    const hadKnown = lineCells.some((x) => known[x] === 1);
    for (; i < f.logCount && f.logRuns[i] === run; i++) {
      const x = f.logCells[i]!;
      deds.push({ ...cellAt(x, f.width), filled: f.logValues[i] === 1 });
    }
    for (const d of deds) known[d.row * f.width + d.col] = 1;
    steps.push(lineStep(p, line, deds, hadKnown));
  }
  return steps;
}

function solved(f: FieldModel): boolean {
  for (let x = 0; x < f.width * f.height; x++) if (f.cell(x) === -1) return false;
  return true;
}

/**
 * The next logical step from an attempt: the row or column whose clue forces the most new cells (with which
 * cells and why), else a probe (a cell whose one value leads line solving into a contradiction, or whose two
 * values agree on other cells). A line that cannot be completed from the marked cells is reported as a
 * `contradiction` step. Null when the puzzle is invalid, solved, or needs search. The puzzle and the attempt
 * are of the right shape (the caller, `hintNonogram`, has checked).
 */
export function hintBlackAndWhite(p: Nonogram, attempt?: NonogramAttempt): NonogramStep | null {
  if (validateBlackAndWhite(p).length > 0) return null;
  const width = p.columns.length;
  const height = p.rows.length;
  const cells = attemptCells(attempt, width, height);
  const clues = [...p.rows, ...p.columns];
  let best: NonogramStep | null = null;
  for (let line = 0; line < width + height; line++) {
    const values = lineValues(cells, width, height, line);
    const out = solveLine(clues[line]!, values);
    if (out === null) return contradictionStep(p, line);
    const deds: PaintDeduction[] = [];
    out.forEach((v, i) => {
      if (v !== 0 && values[i] === 0) {
        const cell: Cell = line < height ? { row: line, col: i } : { row: i, col: line - height };
        deds.push({ ...cell, filled: v === 1 });
      }
    });
    if (deds.length > (best?.cells.length ?? 0)) {
      best = lineStep(
        p,
        line,
        deds,
        values.some((v) => v !== 0),
      );
    }
  }
  if (best) return best;
  const f = modelAt(p, cells);
  if (!(f instanceof FieldModel)) {
    return f.failedLine >= 0 ? contradictionStep(p, f.failedLine) : null;
  }
  if (solved(f)) return null;
  const finding = findProbe(f, 0);
  return finding ? probeStep(f, finding) : null;
}

/**
 * The whole logical solution path from the empty grid: line steps (in the order propagation found them),
 * probe steps when lines stall, and a final `search` step for what only trial and error settles.
 */
export function explainBlackAndWhite(p: Nonogram): NonogramStep[] {
  return explainPath(p).steps;
}

/** Time the logical path may spend probing before it hands the rest to search (keeps explain and grade bounded). */
const PROBE_MS = 10_000;
/** Time the final search step may take. */
const SEARCH_MS = 20_000;

function explainPath(p: Nonogram): { steps: NonogramStep[]; nodes: number; status: string } {
  if (validateBlackAndWhite(p).length > 0) return { steps: [], nodes: 0, status: "invalid" };
  const f = new FieldModel(p);
  const steps: NonogramStep[] = [];
  const first = applyAndExplain(p, f, []);
  if (!first) return { steps: [noSolutionStep()], nodes: 0, status: "none" };
  steps.push(...first);
  let from = 0;
  const deadline = now() + PROBE_MS;
  while (!solved(f)) {
    const finding = findProbe(f, from, deadline);
    if (!finding) break;
    from = finding.cell;
    const step = probeStep(f, finding);
    steps.push(step);
    const more = applyAndExplain(p, f, step.deductions);
    if (!more) return { steps: [...steps, noSolutionStep()], nodes: 0, status: "none" };
    steps.push(...more);
  }
  if (solved(f)) return { steps, nodes: 0, status: "unique" };
  const result = solveBlackAndWhite(p, { limit: 2, timeoutMs: SEARCH_MS });
  if (result.solutions.length === 0) {
    if (result.status === "timeout") {
      steps.push({
        technique: "search",
        message: `no line and no single-cell probe decides the remaining cells, and search found no solution within ${SEARCH_MS / 1000} s`,
        cells: [],
        deductions: [],
      });
      return { steps, nodes: result.stats.nodes, status: "timeout" };
    }
    return { steps: [...steps, noSolutionStep()], nodes: result.stats.nodes, status: "none" };
  }
  const solution = result.solutions[0]!;
  const deductions: PaintDeduction[] = [];
  for (let x = 0; x < f.width * f.height; x++) {
    if (f.cell(x) !== -1) continue;
    const { row, col } = cellAt(x, f.width);
    deductions.push({ row, col, filled: solution[row]![col] === "#" });
  }
  const many = result.status === "multiple";
  steps.push({
    technique: "search",
    message: many
      ? `no line and no single-cell probe decides the remaining ${deductions.length} cells, and the puzzle has more than one solution; one of them fills them so`
      : `no line and no single-cell probe decides the remaining ${deductions.length} cells; trial and error (search) settles them`,
    cells: deductions.map((d) => ({ row: d.row, col: d.col })),
    deductions,
  });
  return { steps, nodes: result.stats.nodes, status: result.status };
}

function noSolutionStep(): NonogramStep {
  return {
    technique: "contradiction",
    message: "line solving runs into a contradiction: the puzzle has no solution",
    cells: [],
    deductions: [],
  };
}

/**
 * Difficulty from the techniques the logical path needs: `line-solvable` (rows and columns one at a time),
 * `needs-probing` (trying a cell both ways), `needs-search` (trial and error beyond one cell), or
 * `no-solution`. The score is line steps + 10 per probe step + 100 plus the search nodes when search is needed.
 */
export function gradeBlackAndWhite(p: Nonogram): Grade {
  return gradeOfPath(explainPath(p));
}
