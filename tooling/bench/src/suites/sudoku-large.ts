import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { boxShape, generate, type Level, type Sudoku, type Symmetry, solve } from "@gridsmith/sudoku";
import { DancingLinks } from "dancing-links";

// The 16x16 and 25x25 sets of the sudoku suite: puzzles made by the package's own generator at bench time
// from fixed seeds (no data files, so they run without ../shared), and the dancing-links peer generalised to
// N x N. Generating is slow (seconds a puzzle), so the puzzles are cached under node_modules/.cache (ignored
// by git, like every node_modules), keyed by seed and by a hash of the generator's sources: the generator
// searches with the engine, so a change to the sudoku, constraint or kit sources may change its output.

/** One generated set: `generate({ size, difficulty, symmetry }, seed)` for each seed. */
export interface LargeSet {
  /** For SUDOKU_SETS. */
  id: string;
  name: string;
  size: number;
  difficulty: Level;
  symmetry: Symmetry;
  seeds: readonly number[];
}

const seeds = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const LARGE_SETS: readonly LargeSet[] = [
  // "diabolical" removes givens while the solver proves the puzzle unique, and with no symmetry every
  // given is tried, so these are minimal (barring the generator's node limit): the generator's hardest
  // 16x16 puzzles, about a second each to make.
  {
    id: "16x16",
    name: "16x16 generated, diabolical, minimal",
    size: 16,
    difficulty: "diabolical",
    symmetry: "none",
    seeds: seeds(1, 50),
  },
  // "diabolical" does not finish a single 25x25 in ten minutes (a uniqueness proof per removal), and "expert"
  // with no symmetry takes 10-35 s a puzzle; "expert" with rotational symmetry takes a few seconds.
  {
    id: "25x25",
    name: "25x25 generated, expert, rotational",
    size: 25,
    difficulty: "expert",
    symmetry: "rotational",
    seeds: seeds(1, 12),
  },
];

export interface LoadedSet {
  puzzles: Sudoku[];
  /** A few of the puzzles with half their blanks filled from the solution: cheap, for warming up. */
  warm: Sudoku[];
  /** Wall seconds spent generating in this run (0 when all came from the cache). */
  generatedNow: number;
  /** Wall seconds the puzzles took to generate, whenever that was (the cache keeps them). */
  generatedTotal: number;
  fromCache: number;
}

interface CacheEntry {
  cells: number[];
  solution: number[];
  seconds: number;
}

interface CacheFile {
  version: string;
  entries: Record<string, CacheEntry>;
}

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const cacheDir = join(repoRoot, "tooling/bench/node_modules/.cache/gridsmith-bench");

let versionMemo: string | undefined;

/** A hash of every source file the generator's output may depend on (tests and the kit CLI left out). */
function generatorVersion(): string {
  if (versionMemo) return versionMemo;
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== "cli" && name !== "__tests__") walk(path);
      } else if (name.endsWith(".ts") && !name.endsWith(".test.ts")) {
        hash.update(path.slice(repoRoot.length));
        hash.update(readFileSync(path));
      }
    }
  };
  for (const pkg of ["sudoku", "constraint", "kit"]) walk(join(repoRoot, "packages", pkg, "src"));
  versionMemo = hash.digest("hex").slice(0, 16);
  return versionMemo;
}

function readCache(path: string, version: string): CacheFile {
  try {
    const c = JSON.parse(readFileSync(path, "utf8")) as CacheFile;
    if (c.version === version && c.entries) return c;
  } catch {
    // missing or unreadable: start afresh
  }
  return { version, entries: {} };
}

/**
 * The set's puzzles (the first `max` seeds), from the cache or generated now. The cache is skipped when
 * SUDOKU_GEN_CACHE=off. Entries are checked for shape only; the bench proves each puzzle unique anyway.
 */
export function loadLargeSet(set: LargeSet, max?: number): LoadedSet {
  const useCache = process.env.SUDOKU_GEN_CACHE !== "off";
  const version = generatorVersion();
  const prefix = `sudoku-${set.size}-${set.difficulty}-${set.symmetry}-`;
  const file = join(cacheDir, `${prefix}${version}.json`);
  const cache = useCache ? readCache(file, version) : { version, entries: {} };
  const n = set.size;
  let generatedNow = 0;
  let generatedTotal = 0;
  let fromCache = 0;
  let dirty = false;
  const entries: CacheEntry[] = [];
  for (const seed of set.seeds.slice(0, max)) {
    let e = cache.entries[seed];
    if (e && e.cells?.length === n * n && e.solution?.length === n * n) {
      fromCache++;
    } else {
      const start = performance.now();
      const p = generate({ size: n, difficulty: set.difficulty, symmetry: set.symmetry }, seed);
      const seconds = (performance.now() - start) / 1000;
      generatedNow += seconds;
      const s = solve(p, { limit: 1 });
      e = { cells: p.cells, solution: s.solutions[0]?.cells ?? [], seconds };
      cache.entries[seed] = e;
      dirty = true;
    }
    generatedTotal += e.seconds;
    entries.push(e);
  }
  if (useCache && dirty) {
    mkdirSync(cacheDir, { recursive: true });
    // Files of the same set under an older generator version are stale for good.
    for (const old of readdirSync(cacheDir)) {
      if (old.startsWith(prefix) && old !== `${prefix}${version}.json`) rmSync(join(cacheDir, old));
    }
    writeFileSync(file, JSON.stringify(cache));
  }
  const warm = entries
    .filter((e) => e.solution.length === n * n)
    .slice(0, 3)
    .map((e) => {
      let blank = 0;
      return { size: n, cells: e.cells.map((d, i) => (d === 0 && blank++ % 2 === 0 ? e.solution[i]! : d)) };
    });
  return {
    puzzles: entries.map((e) => ({ size: n, cells: e.cells })),
    warm,
    generatedNow,
    generatedTotal,
    fromCache,
  };
}

/**
 * The dancing-links peer for an N x N grid: exact cover with 4*N*N columns (cell, row-digit, column-digit,
 * box-digit) and one matrix row per cell and digit consistent with the givens (a given cell gets only its
 * digit; an empty cell only the digits no given in its row, column or box holds), as DLX sudoku solvers do.
 * Returns how many solutions find(2) reports (2 meaning "more than one"). Building the matrix is timed.
 */
export function dlxPeer(size: number): (cells: ArrayLike<number>) => number {
  const shape = boxShape(size);
  if (!shape) throw new RangeError(`unsupported size ${size}`);
  const n = size;
  const nn = n * n;
  const template = new DancingLinks<number>().createSolverTemplate({ columns: 4 * nn });
  // unitOf[c * 3 + t]: the row, column and box of cell c (numbered 0..n-1 each).
  const unitOf = new Uint16Array(nn * 3);
  for (let c = 0; c < nn; c++) {
    const r = Math.floor(c / n);
    const k = c % n;
    unitOf[c * 3] = r;
    unitOf[c * 3 + 1] = k;
    unitOf[c * 3 + 2] = Math.floor(r / shape.rows) * shape.rows + Math.floor(k / shape.cols);
  }
  // taken[(t * n + unit) * (n + 1) + d]: digit d is given in that row (t=0), column (t=1) or box (t=2).
  const taken = new Uint8Array(3 * n * (n + 1));
  return (cells) => {
    taken.fill(0);
    for (let c = 0; c < nn; c++) {
      const d = cells[c]!;
      if (d === 0) continue;
      for (let t = 0; t < 3; t++) taken[(t * n + unitOf[c * 3 + t]!) * (n + 1) + d] = 1;
    }
    const s = template.createSolver();
    for (let c = 0; c < nn; c++) {
      const r = unitOf[c * 3]!;
      const k = unitOf[c * 3 + 1]!;
      const b = unitOf[c * 3 + 2]!;
      const given = cells[c]!;
      for (let d = 1; d <= n; d++) {
        if (given !== 0) {
          if (given !== d) continue;
        } else if (
          taken[r * (n + 1) + d] ||
          taken[(n + k) * (n + 1) + d] ||
          taken[(2 * n + b) * (n + 1) + d]
        ) {
          continue;
        }
        const x = d - 1;
        s.addSparseConstraint(c * n + x, [c, nn + r * n + x, 2 * nn + k * n + x, 3 * nn + b * n + x]);
      }
    }
    return Math.min(2, s.find(2).length);
  };
}
