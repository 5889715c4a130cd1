import {
  checkTextLength,
  describeJson,
  jsonError,
  jsonIntegers,
  jsonObject,
  type Limits,
  ParseError,
  type PuzzleType,
  type Step,
  solveResult,
} from "@gridsmith/kit";

/**
 * A tiny puzzle type for the site's tests: one row of n cells that must hold 1..n once each, the missing
 * digits in increasing order. Text is the row, digits and dots ("1.3."); a leading "~" lifts the order
 * rule, so "~...." has many solutions. A second format separates cells with commas. Small enough to reason
 * about, and it exercises every part of the contract the page uses.
 */
export interface RowPuzzle {
  cells: number[];
  anyOrder?: boolean;
}
export type RowSolution = number[];

/** A row of 2 to 9 cells; the longest text is a comma-separated row of nine with a "~" and some spaces. */
export const rowLimits: Limits = { maxSide: 9, maxCells: 9, maxTextLength: 64 };

function parseRow(text: string, separator: string): RowPuzzle {
  checkTextLength(text, rowLimits);
  let line = text.trim();
  const anyOrder = line.startsWith("~");
  if (anyOrder) line = line.slice(1);
  const parts = separator ? line.split(separator) : [...line];
  if (parts.length < 2 || parts.length > 9)
    throw new ParseError(`a row has 2 to 9 cells, this one has ${parts.length}`, 1, 1);
  let column = anyOrder ? 2 : 1;
  const cells = parts.map((part) => {
    const at = column;
    column += part.length + separator.length;
    if (part === ".") return 0;
    if (/^[1-9]$/.test(part)) return Number(part);
    throw new ParseError(`'${part}' is not a digit or '.'`, 1, at);
  });
  return anyOrder ? { cells, anyOrder } : { cells };
}

/** A row as a JSON value: `{"cells": [1, 0, 3, 0], "anyOrder"?: true}`, checked before it is used. */
function rowFromJson(value: unknown): RowPuzzle {
  const o = jsonObject(value, "");
  const cells = jsonIntegers(o.cells, "cells", { min: 2, max: rowLimits.maxCells }, 0, rowLimits.maxSide);
  if (o.anyOrder !== undefined && typeof o.anyOrder !== "boolean")
    jsonError("anyOrder", `expected true or false, got ${describeJson(o.anyOrder)}`);
  return o.anyOrder ? { cells, anyOrder: true } : { cells };
}

function missing(p: RowPuzzle): number[] {
  const n = p.cells.length;
  const out: number[] = [];
  for (let d = 1; d <= n; d++) if (!p.cells.includes(d)) out.push(d);
  return out;
}

function permutations(values: number[]): number[][] {
  if (values.length <= 1) return [values];
  return values.flatMap((v, i) =>
    permutations([...values.slice(0, i), ...values.slice(i + 1)]).map((rest) => [v, ...rest]),
  );
}

function solutions(p: RowPuzzle): RowSolution[] {
  if (
    !p.cells.every((c) => c <= p.cells.length) ||
    new Set(p.cells.filter(Boolean)).size !== p.cells.filter(Boolean).length
  )
    return [];
  const fills = p.anyOrder ? permutations(missing(p)) : [missing(p)];
  return fills.map((fill) => {
    let k = 0;
    return p.cells.map((c) => (c === 0 ? fill[k++]! : c));
  });
}

export const rowPuzzle: PuzzleType<RowPuzzle, RowSolution, { size?: number }> = {
  id: "row",
  title: "Row",
  description: "Fill the row with 1 to n, each once.",
  formats: [
    {
      id: "row",
      name: "Digits and dots",
      extensions: ["row"],
      parse: (text) => parseRow(text, ""),
      serialize: (p) => (p.anyOrder ? "~" : "") + p.cells.map((c) => (c === 0 ? "." : String(c))).join(""),
      detect: (text) => /^~?[1-9.]+$/.test(text.trim()),
    },
    {
      id: "csv",
      name: "Comma separated",
      extensions: ["csv"],
      parse: (text) => parseRow(text, ","),
      serialize: (p) => (p.anyOrder ? "~" : "") + p.cells.map((c) => (c === 0 ? "." : String(c))).join(","),
      detect: (text) => text.includes(","),
    },
  ],
  limits: rowLimits,
  fromJson: rowFromJson,
  validate(p) {
    const seen = new Set<number>();
    for (const [col, c] of p.cells.entries()) {
      if (c > p.cells.length)
        return [{ code: "too-big", message: `${c} is too big for this row`, cells: [{ row: 0, col }] }];
      if (c && seen.has(c))
        return [{ code: "duplicate-given", message: `${c} appears twice`, cells: [{ row: 0, col }] }];
      seen.add(c);
    }
    return [];
  },
  solve(p, options = {}) {
    const limit = options.limit ?? 2;
    const all = solutions(p);
    options.onProgress?.({ nodes: all.length, solutions: all.length, ms: 0 });
    const found = all.slice(0, limit);
    return solveResult(found, all.length <= limit, all.length > limit ? "limit" : null, {
      nodes: all.length,
      failures: 0,
      propagations: 0,
      ms: 0,
    });
  },
  check(p, attempt) {
    const answer = solutions(p);
    const unique = answer.length === 1 ? answer[0]! : null;
    const cells = attempt as (number | null)[];
    const problems = [];
    for (const [col, v] of cells.entries()) {
      if (v && unique && v !== unique[col])
        problems.push({
          code: "wrong-digit",
          message: `r1c${col + 1} is not ${v}`,
          cells: [{ row: 0, col }],
        });
    }
    return problems;
  },
  hint(p, attempt) {
    const answer = solutions(p);
    if (answer.length !== 1) return null;
    const cells = (attempt as (number | null)[] | undefined) ?? [];
    const col = p.cells.findIndex((c, i) => c === 0 && !cells[i]);
    if (col < 0) return null;
    const digit = answer[0]![col]!;
    return step(col, digit);
  },
  explain(p) {
    const answer = solutions(p);
    if (answer.length !== 1) return [];
    return p.cells.flatMap((c, col) => (c === 0 ? [step(col, answer[0]![col]!)] : []));
  },
  params: {
    fields: [{ name: "size", label: "Size", kind: "number", min: 2, max: 9, default: 4 }],
    read: (v) => ({ size: Number(v.size ?? 4) }),
  },
  generate(params, seed) {
    const n = params.size ?? 4;
    const cells = Array.from({ length: n }, (_, i) => ((i + seed) % n) + 1);
    cells[seed % n] = 0;
    return { cells };
  },
  grade: (p) => ({ level: p.anyOrder ? "hard" : "easy", score: p.cells.length, hardest: "only-digit-left" }),
  solutionToText: (_p, s) => s.join(" "),
  examples: [
    { name: "Four", text: "1.3." },
    { name: "Three", text: "2.1" },
  ],
};

function step(col: number, digit: number): Step {
  return {
    technique: "only-digit-left",
    message: `r1c${col + 1} must be ${digit}: it is the only digit missing from the row there`,
    cells: [{ row: 0, col }],
    deductions: [{ col, digit }],
  };
}
