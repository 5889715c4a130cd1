/**
 * Makes the "40-hour" style fixture: a 21x21 framework, symmetric about its main diagonal, with 56 slots of
 * six letters, filled from ENABLE (public domain) with distinct words so that the puzzle has exactly two
 * solutions (a fill and its transpose). kkck's author reports such a puzzle took his solver over forty hours.
 * Run: tsx --conditions=@gridsmith/source scripts/make-diagonal-fixture.ts ENABLE_FILE [SEED]
 */
import { readFileSync } from "node:fs";
import { createRng } from "@gridsmith/kit";
import { Dictionary } from "../src/construct/dictionary.js";
import { fillGrid } from "../src/construct/fill.js";
import { geometryOf } from "../src/geometry.js";
import { writeKkck } from "../src/formats/kkck.js";
import { solveCrosspatch } from "../src/solve.js";

const [file, seedText] = process.argv.slice(2);
const dict = new Dictionary(readFileSync(file!, "utf8").split("\n").filter((w) => w.length === 6));
const N = 21;
const L = 6;

let best = 0;
for (let seed = Number(seedText ?? 1); ; seed++) {
  const rng = createRng(seed);
  const cell = Array.from({ length: N }, () => new Array<boolean>(N).fill(false));
  const on = (r: number, c: number) => r >= 0 && c >= 0 && r < N && c < N && cell[r]![c]!;
  const slots: [number, number, boolean][] = [];
  const fits = (r: number, c: number, down: boolean, others: [number, number][]) => {
    const at = (k: number): [number, number] => (down ? [r + k, c] : [r, c + k]);
    const [er, ec] = at(L - 1);
    if (r < 0 || c < 0 || er >= N || ec >= N) return false;
    const extra = (rr: number, cc: number) => on(rr, cc) || others.some(([a, b]) => a === rr && b === cc);
    const [br, bc] = at(-1);
    const [ar, ac] = at(L);
    if (extra(br, bc) || extra(ar, ac)) return false;
    let crossings = 0;
    for (let k = 0; k < L; k++) {
      const [rr, cc] = at(k);
      const [s1r, s1c, s2r, s2c] = down ? [rr, cc - 1, rr, cc + 1] : [rr - 1, cc, rr + 1, cc];
      if (on(rr, cc)) {
        // Must be a cell of a perpendicular slot only.
        const [p1r, p1c, p2r, p2c] = down ? [rr - 1, cc, rr + 1, cc] : [rr, cc - 1, rr, cc + 1];
        if (k === 0 && on(p1r, p1c)) return false;
        if (k === L - 1 && on(p2r, p2c)) return false;
        crossings++;
      } else if (extra(s1r, s1c) || extra(s2r, s2c)) return false;
    }
    return crossings > 0 || slots.length === 0;
  };
  const cellsOf = (r: number, c: number, down: boolean): [number, number][] =>
    Array.from({ length: L }, (_, k) => (down ? [r + k, c] : [r, c + k]));
  const tryPlace = (r: number, c: number): boolean => {
    const mine = cellsOf(r, c, false);
    if (slots.length > 0 && !mine.some(([a, b]) => cell[a]![b])) return false;
    const added = [...mine, ...cellsOf(c, r, true)].filter(([a, b]) => !cell[a]![b]);
    for (const [a, b] of added) cell[a]![b] = true;
    const check = geometryOf(cell.map((row) => row.map((x) => (x ? "#" : " ")).join("")));
    if (check.slots.length !== slots.length + 2 || check.slots.some((s) => s.length !== L)) {
      for (const [a, b] of added) cell[a]![b] = false;
      return false;
    }
    slots.push([r, c, false], [c, r, true]);
    return true;
  };
  tryPlace(2, 5);
  while (slots.length < 56) {
    const options: [number, number][] = [];
    for (let r = 0; r < N; r += 2) for (let c = 0; c + L <= N; c++) options.push([r, c]);
    rng.shuffle(options);
    // Densest first: the placement whose across slot crosses the most cells already there.
    const crossings = (r: number, c: number) => cellsOf(r, c, false).filter(([a, b]) => cell[a]![b]).length;
    if (seed % 2 === 0) options.sort((x, y) => crossings(y[0], y[1]) - crossings(x[0], x[1]));
    if (!options.some(([r, c]) => tryPlace(r, c))) break;
  }
  if (slots.length !== 56) {
    best = Math.max(best, slots.length);
    if (seed % 200 === 0) console.error(`seed ${seed}: best ${best} slots`);
    continue;
  }
  const grid = cell.map((row) => row.map((x) => (x ? "#" : " ")).join("").replace(/ +$/, ""));
  const g = geometryOf(grid);
  if (g.slots.length !== 56 || g.slots.some((s) => s.length !== L)) continue;
  console.error(`seed ${seed}: layout ok, ${g.cells.length} cells`);
  const fill = fillGrid(grid, dict, { rng: createRng(seed), nodeLimit: 200000 });
  if (fill.fills.length === 0) continue;
  const puzzle = { grid, words: [...fill.fills[0]!].sort() };
  const r = solveCrosspatch(puzzle, { limit: 3, timeoutMs: 120000 });
  console.error(`seed ${seed}: ${r.status} ${r.solutionCount} nodes ${r.stats.nodes} ms ${r.stats.ms.toFixed(0)}`);
  if (r.complete && r.solutionCount === 2) {
    process.stdout.write(`! seed ${seed}\n${writeKkck(puzzle)}`);
    break;
  }
}
