import { isMove } from "../board.js";
import { checkTextLength, jsonInteger, jsonIntegers, jsonObject } from "../json-value.js";
import { ParseError } from "../parse-error.js";
import { resolveSolveOptions, solveResult } from "../result.js";
import type { Format, Limits, PlayModel, Problem, PuzzleType } from "../types.js";

const limits: Limits = { maxSide: 9, maxCells: 81, maxTextLength: 1000 };

/** Reads a Latin square value: `n` from 1 to 9 and `n * n` cells of 0 to `n`. */
function fromJson(value: unknown): Latin {
  const o = jsonObject(value, "");
  const n = jsonInteger(o.n, "n", 1, limits.maxSide);
  return { n, cells: jsonIntegers(o.cells, "cells", n * n, 0, n) };
}

/** Fill an n x n grid so no row or column repeats a digit. */
export interface Latin {
  n: number;
  cells: number[]; // 0 = empty
}

const line: Format<Latin> = {
  id: "line",
  name: "One line of digits",
  extensions: ["latin"],
  parse(text) {
    checkTextLength(text, limits);
    const s = text.trim();
    const n = Math.round(Math.sqrt(s.length));
    if (n * n !== s.length || n < 1)
      throw new ParseError(`puzzle has ${s.length} cells; expected a square number`);
    const cells = [...s].map((ch, i) => {
      if (ch === ".") return 0;
      const d = Number(ch);
      if (!(d >= 1 && d <= n)) throw new ParseError(`'${ch}' is not a digit 1-${n} or '.'`, 1, i + 1);
      return d;
    });
    return { n, cells };
  },
  serialize: (p) => p.cells.map((c) => (c === 0 ? "." : String(c))).join(""),
  detect: (text) => /^[.\d]+\s*$/.test(text.trim()),
};

const json: Format<Latin> = {
  id: "json",
  name: "JSON",
  extensions: ["json"],
  parse(text) {
    checkTextLength(text, limits);
    try {
      return fromJson(JSON.parse(text));
    } catch (e) {
      throw new ParseError((e as Error).message, 1, 1);
    }
  },
  detect: (text) => text.trimStart().startsWith("{"),
};

function conflicts(p: Latin, cells: number[]): Problem[] {
  const problems: Problem[] = [];
  for (let a = 0; a < cells.length; a++) {
    for (let b = a + 1; b < cells.length; b++) {
      const sameLine = Math.floor(a / p.n) === Math.floor(b / p.n) || a % p.n === b % p.n;
      if (sameLine && cells[a] !== 0 && cells[a] === cells[b]) {
        problems.push({ code: "duplicate", message: `cells ${a} and ${b} both hold ${cells[a]}` });
      }
    }
  }
  return problems;
}

/**
 * The play model: the attempt is the digits entered (0 = none; givens are not repeated), played with digit
 * keys; a step's deductions are `{ cell, digit }` placements.
 */
const play: PlayModel<Latin, number[], number[], { cell: number; digit: number }> = {
  newAttempt: (p) => p.cells.map(() => 0),
  readAttempt(p, saved) {
    if (!Array.isArray(saved) || saved.length !== p.cells.length) return null;
    if (!saved.every((d) => Number.isInteger(d) && d >= 0 && d <= p.n)) return null;
    return saved.map((d: number, i) => (p.cells[i] ? 0 : d));
  },
  applyStep(p, attempt, step) {
    const placed = isMove(step)
      ? step.kind === "value"
        ? [{ cell: step.cell, digit: step.value }]
        : []
      : step.deductions;
    const next = [...attempt];
    for (const { cell, digit } of placed) {
      const d = digit === null ? 0 : digit;
      if (Number.isInteger(cell) && cell >= 0 && cell < next.length && !p.cells[cell])
        if (typeof d === "number" && Number.isInteger(d) && d >= 0 && d <= p.n) next[cell] = d;
    }
    return next;
  },
  isComplete: (p, attempt) => p.cells.every((g, i) => g || attempt[i]),
  mistakes: (p, attempt, solution) =>
    attempt.flatMap((d, i) =>
      d && !p.cells[i] && d !== solution[i]
        ? [{ code: "differs-from-solution", message: `cell ${i} is not ${d}` }]
        : [],
    ),
  toSolution: (p, attempt) => p.cells.map((g, i) => g || attempt[i] || 0),
  fromSolution: (p, solution) => solution.map((d, i) => (p.cells[i] ? 0 : d)),
  progress: (p, attempt) => ({
    filled: p.cells.filter((g, i) => !g && attempt[i]).length,
    total: p.cells.filter((g) => !g).length,
  }),
  board: (p) => ({
    rows: p.n,
    cols: p.n,
    cells: p.cells.map((g) => (g ? { text: String(g) } : null)),
    input: { cells: { kind: "digit", min: 1, max: p.n, marks: false } },
  }),
  view: (_p, attempt) => ({ values: attempt.map((d) => d || null) }),
};

/**
 * Latin squares as a puzzle type: a line format and a JSON one (read only), validate and check that name
 * repeated digits, a plain backtracking solver, a grade and a generator. Small and real, for testing code that
 * works over any PuzzleType; its validate and check do not look at a value's shape first.
 */
export const latinSquare: PuzzleType<
  Latin,
  number[],
  { n: number },
  number[],
  { cell: number; digit: number }
> = {
  id: "latin",
  title: "Latin square",
  description: "Fill the grid so no row or column repeats a digit.",
  formats: [line, json],
  limits,
  fromJson,
  validate: (p) => conflicts(p, p.cells),
  solve(p, options) {
    const { limit } = resolveSolveOptions(options);
    const solutions: number[][] = [];
    const cells = [...p.cells];
    let nodes = 0;
    const fill = (i: number): boolean => {
      if (i === cells.length) {
        solutions.push([...cells]);
        return solutions.length >= limit;
      }
      if (cells[i] !== 0) return fill(i + 1);
      for (let d = 1; d <= p.n; d++) {
        nodes++;
        cells[i] = d;
        if (conflicts(p, cells).length === 0 && fill(i + 1)) return true;
      }
      cells[i] = 0;
      return false;
    };
    const stopped = fill(0);
    return solveResult(solutions, !stopped, stopped ? "limit" : null, {
      nodes,
      failures: 0,
      propagations: 0,
      ms: 0,
    });
  },
  check: (p, attempt) => conflicts(p, attempt as number[]),
  play,
  grade: (p) => ({ level: "easy", score: p.cells.filter((c) => c === 0).length }),
  generate: ({ n }, seed) => ({
    n,
    cells: Array.from({ length: n * n }, (_, i) => ((i + Math.floor(i / n) + seed) % n) + 1),
  }),
  params: {
    fields: [{ name: "size", label: "Size", kind: "number", min: 1, max: 9, default: 3, help: "the side" }],
    read(values) {
      const n = Number(values.size ?? 3);
      if (!Number.isInteger(n) || n < 1 || n > 9)
        throw new Error(`--size takes 1 to 9, got '${values.size}'`);
      return { n };
    },
  },
  solutionToText: (p, s) =>
    `${Array.from({ length: p.n }, (_, r) => s.slice(r * p.n, r * p.n + p.n).join("")).join("\n")}\n`,
  examples: [{ name: "2x2", text: "1..." }],
};
