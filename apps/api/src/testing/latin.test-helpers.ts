// A small but real puzzle type for the API's tests: the Latin square (each of 1..n once per row and
// column). It parses, validates, solves by backtracking, checks, hints, explains, grades and generates.
import {
  createRng,
  type Format,
  jsonArray,
  jsonInteger,
  jsonIntegers,
  jsonObject,
  jsonPath,
  type Limits,
  ParseError,
  type Problem,
  type PuzzleType,
  type SolveOptions,
  type SolveResult,
  type Step,
  solveResult,
} from "@gridsmith/kit";

/** `givens[r][c]` is 1..size, or 0 for an empty cell. */
export interface Latin {
  size: number;
  givens: number[][];
}
export type LatinSolution = number[][];

const limits: Limits = { maxSide: 9, maxCells: 81, maxTextLength: 1000 };

/** A latin square's JSON: `size` from 1 to 9, `givens` as `size` rows of `size` numbers 0..size. */
function fromJson(value: unknown): Latin {
  const o = jsonObject(value, "");
  const size = jsonInteger(o.size, "size", 1, limits.maxSide);
  const rows = jsonArray(o.givens, "givens", size);
  return {
    size,
    givens: rows.map((row, r) => jsonIntegers(row, jsonPath("givens", r), size, 0, size)),
  };
}

/** Rows of digits and dots, one row per line. */
const gridFormat: Format<Latin> = {
  id: "grid",
  name: "One row per line, digits and '.'",
  extensions: ["latin"],
  parse(text) {
    const lines = text.split("\n").map((l) => l.replace(/\r$/, ""));
    while (lines.length > 0 && lines[lines.length - 1]!.trim() === "") lines.pop();
    if (lines.length === 0) throw new ParseError("the puzzle is empty");
    const size = lines.length;
    if (size > 9) throw new ParseError(`a latin square has at most 9 rows, this one has ${size}`, 10, 1);
    const givens = lines.map((line, r) => {
      if (line.length !== size) {
        throw new ParseError(`row ${r + 1} has ${line.length} cells, expected ${size}`, r + 1, 1);
      }
      return [...line].map((ch, c) => {
        if (ch === ".") return 0;
        const d = ch.charCodeAt(0) - 48;
        if (d < 1 || d > size) throw new ParseError(`'${ch}' is not a digit 1-${size} or '.'`, r + 1, c + 1);
        return d;
      });
    });
    return { size, givens };
  },
  serialize: (p) =>
    `${p.givens.map((row) => row.map((d) => (d === 0 ? "." : String(d))).join("")).join("\n")}\n`,
  detect: (text) => /^[.1-9]+(\r?\n[.1-9]+)*\s*$/.test(text) && !text.includes("/"),
};

/** The same rows on one line, separated by '/'. */
const slashFormat: Format<Latin, LatinSolution> = {
  id: "slash",
  name: "Rows separated by '/'",
  extensions: ["lsq"],
  parse: (text) => gridFormat.parse(text.trim().split("/").join("\n")),
  serialize: (p) => gridFormat.serialize!(p).trim().split("\n").join("/"),
  // The filled grid, the way solve's `solutionFormat` asks for it.
  writeSolution: (_p, s) => s.map((row) => row.join("")).join("/"),
  detect: (text) => text.includes("/"),
};

/** A read-only format, so the API's convert can refuse to write it. */
const legacyFormat: Format<Latin> = {
  id: "legacy",
  name: "Legacy (read-only)",
  extensions: ["old"],
  parse: (text) => gridFormat.parse(text.replace(/^#.*\n/, "")),
  detect: (text) => text.startsWith("#latin"),
};

function isLatin(p: unknown): p is Latin {
  if (typeof p !== "object" || p === null) return false;
  const { size, givens } = p as Latin;
  return (
    Number.isInteger(size) &&
    size >= 1 &&
    size <= 9 &&
    Array.isArray(givens) &&
    givens.length === size &&
    givens.every((row) => Array.isArray(row) && row.length === size && row.every((d) => Number.isInteger(d)))
  );
}

function validate(p: Latin): Problem[] {
  const problems: Problem[] = [];
  for (let r = 0; r < p.size; r++) {
    for (let c = 0; c < p.size; c++) {
      const d = p.givens[r]![c]!;
      if (d < 0 || d > p.size) {
        problems.push({
          code: "bad-digit",
          message: `r${r + 1}c${c + 1} holds ${d}`,
          cells: [{ row: r, col: c }],
        });
      }
      for (let k = c + 1; k < p.size; k++) {
        if (d !== 0 && p.givens[r]![k] === d) {
          problems.push({
            code: "duplicate-given",
            message: `row ${r + 1} has two ${d}s`,
            cells: [
              { row: r, col: c },
              { row: r, col: k },
            ],
          });
        }
      }
      for (let k = r + 1; k < p.size; k++) {
        if (d !== 0 && p.givens[k]![c] === d) {
          problems.push({
            code: "duplicate-given",
            message: `column ${c + 1} has two ${d}s`,
            cells: [
              { row: r, col: c },
              { row: k, col: c },
            ],
          });
        }
      }
    }
  }
  return problems;
}

function candidates(grid: number[][], size: number, r: number, c: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= size; d++) {
    let ok = true;
    for (let k = 0; k < size && ok; k++) if (grid[r]![k] === d || grid[k]![c] === d) ok = false;
    if (ok) out.push(d);
  }
  return out;
}

function solve(p: Latin, options: SolveOptions = {}): SolveResult<LatinSolution> {
  const limit = options.limit ?? 2;
  const started = Date.now();
  const deadline = options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : started + options.timeoutMs;
  const grid = p.givens.map((row) => [...row]);
  const solutions: LatinSolution[] = [];
  let nodes = 0;
  let stopped: "limit" | "timeout" | null = null;
  const search = (): void => {
    if (stopped) return;
    nodes++;
    if (Date.now() > deadline) {
      stopped = "timeout";
      return;
    }
    let best: [number, number, number[]] | null = null;
    for (let r = 0; r < p.size; r++) {
      for (let c = 0; c < p.size; c++) {
        if (grid[r]![c] !== 0) continue;
        const cands = candidates(grid, p.size, r, c);
        if (!best || cands.length < best[2].length) best = [r, c, cands];
      }
    }
    if (!best) {
      solutions.push(grid.map((row) => [...row]));
      if (solutions.length >= limit) stopped = "limit";
      return;
    }
    const [r, c, cands] = best;
    for (const d of cands) {
      grid[r]![c] = d;
      search();
      grid[r]![c] = 0;
      if (stopped) return;
    }
  };
  search();
  const complete = stopped === null;
  return solveResult(solutions, complete, stopped, {
    nodes,
    failures: 0,
    propagations: 0,
    ms: Date.now() - started,
  });
}

function asGrid(p: Latin, attempt: unknown): number[][] {
  const grid = p.givens.map((row) => [...row]);
  if (!Array.isArray(attempt)) return grid;
  for (let r = 0; r < p.size; r++) {
    const row = attempt[r];
    if (!Array.isArray(row)) continue;
    for (let c = 0; c < p.size; c++) {
      const d = row[c];
      if (grid[r]![c] === 0 && Number.isInteger(d) && d >= 1 && d <= p.size) grid[r]![c] = d;
    }
  }
  return grid;
}

function check(p: Latin, attempt: unknown): Problem[] {
  const grid = asGrid(p, attempt);
  return validate({ size: p.size, givens: grid }).map((q) => ({ ...q, code: "conflict" }));
}

function hint(p: Latin, attempt?: unknown): Step | null {
  const grid = asGrid(p, attempt);
  for (let r = 0; r < p.size; r++) {
    for (let c = 0; c < p.size; c++) {
      if (grid[r]![c] !== 0) continue;
      const cands = candidates(grid, p.size, r, c);
      if (cands.length === 1) {
        return {
          technique: "single",
          message: `r${r + 1}c${c + 1} must be ${cands[0]}: every other digit is in its row or column`,
          cells: [{ row: r, col: c }],
          deductions: [{ row: r, col: c, digit: cands[0] }],
        };
      }
    }
  }
  return null;
}

function explain(p: Latin): Step[] {
  const steps: Step[] = [];
  const grid = p.givens.map((row) => [...row]);
  for (let step = hint(p, grid); step; step = hint(p, grid)) {
    steps.push(step);
    const { row, col, digit } = step.deductions[0] as { row: number; col: number; digit: number };
    grid[row]![col] = digit;
  }
  return steps;
}

function generate(params: unknown, seed: number): Latin {
  const size = (params as { size?: unknown } | null)?.size ?? 4;
  if (!Number.isInteger(size) || (size as number) < 1 || (size as number) > 9) {
    throw new RangeError(`size must be a whole number from 1 to 9, got ${JSON.stringify(size)}`);
  }
  const n = size as number;
  // Shifted rows under a seeded digit permutation, then remove givens while the solution stays unique.
  const rng = createRng(seed);
  const perm = rng.shuffle(Array.from({ length: n }, (_, i) => i + 1));
  const givens = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => perm[(r + c) % n]!));
  for (let i = 0; i < n * n; i++) {
    const r = rng.int(n);
    const c = rng.int(n);
    const d = givens[r]![c]!;
    givens[r]![c] = 0;
    if (solve({ size: n, givens }, { limit: 2 }).status !== "unique") givens[r]![c] = d;
  }
  return { size: n, givens };
}

export const latinType: PuzzleType<Latin, LatinSolution, { size?: number }> = {
  id: "latin",
  title: "Latin square",
  description: "Fill the grid so that each number appears once in every row and column.",
  formats: [gridFormat, slashFormat, legacyFormat],
  limits,
  fromJson,
  validate: (p) => (isLatin(p) ? validate(p) : [{ code: "malformed", message: "not a latin square" }]),
  solve,
  check,
  hint,
  explain,
  grade: (p) => {
    const steps = explain(p).length;
    return {
      level: steps > 4 ? "medium" : "easy",
      score: steps,
      hardest: "single",
      techniques: { single: steps },
    };
  },
  generate,
  params: {
    fields: [{ name: "size", label: "Size", kind: "number", min: 1, max: 9, default: 4 }],
    read(values) {
      const size = values.size === undefined ? 4 : Number(values.size);
      if (!Number.isInteger(size)) throw new Error(`--size must be a whole number, got '${values.size}'`);
      return { size };
    },
  },
  solutionToText: (_p, s) => s.map((row) => row.join("")).join("\n"),
  examples: [
    { name: "3x3", text: "1..\n.2.\n..3\n" },
    { name: "4x4", text: "12..\n..1.\n.1..\n...2\n" },
  ],
};
