import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createRng, findFormat } from "@gridsmith/kit";
import {
  generateNonogram,
  type Nonogram,
  nonogram,
  parseTournamentSet,
  parseTournamentSolutions,
  puzzleFromPicture,
  solveNonogram,
} from "@gridsmith/nonogram";
// The package's judge (imports nothing, shares no code with the solver) for colour answers.
import { check as judgeColour } from "../../../../packages/nonogram/test-support/independent-check.mjs";
import { type BenchOptions, type BenchRow, type BenchSuite, sharedData } from "../harness.ts";

// Nonograms on ../shared/data/nonogram (see its README): the 14 free webpbn survey puzzles, Jakub Wilk's
// 151, the 39 nonogram-db puzzles and the TAAI/TCGA/ICGA tournament sets (1,000 25x25 each, first solution
// as the tournament rule says, then limit 2). Seconds are CPU seconds of the process (process.cpuUsage): the
// machine is shared. Every solution is checked against the clues here, with code that shares nothing with
// the solver; a tournament puzzle counts as solved when a picture satisfying every clue is found (most have
// several solutions, so it need not be the file's picture), and with limit 2 a "unique" verdict must agree
// with the file's picture. Peers' rows are published numbers (docs/anchors.md §5), marked so.
//
// NONOGRAM_SETS=colour,survey,jwilk,mikix,seed,taai2011,tcga2016,icga2017 picks data sets (default: all;
// `random`, seeded random pictures of 35x35 and 40x40 that nothing was tuned on, only when named: ~15 min);
// NONOGRAM_LIMITS=1,2 picks the limits run on the tournament sets (default: both);
// NONOGRAM_STRATEGY=engine|hybrid|dfs the solver's strategy (default: the package's);
// NONOGRAM_EVERY=10:5 runs every 10th tournament puzzle from index 5 (a sample for A/B runs; default all).

function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

function runs(cells: boolean[]): string {
  const out: number[] = [];
  let run = 0;
  for (const c of cells) {
    if (c) run++;
    else if (run) {
      out.push(run);
      run = 0;
    }
  }
  if (run) out.push(run);
  return out.join(",");
}

/** Independent check: the picture has exactly the puzzle's clues. */
function satisfies(p: Nonogram, picture: string[]): boolean {
  const h = p.rows.length;
  const w = p.columns.length;
  if (picture.length !== h || picture.some((r) => r.length !== w)) return false;
  for (let r = 0; r < h; r++)
    if (runs([...picture[r]!].map((c) => c === "#")) !== p.rows[r]!.join(",")) return false;
  for (let c = 0; c < w; c++)
    if (runs(picture.map((row) => row[c] === "#")) !== p.columns[c]!.join(",")) return false;
  return true;
}

interface Tally {
  puzzles: number;
  solved: number;
  unique: number;
  multiple: number;
  wrong: number;
  unfinished: number;
  seconds: number;
  slowest: number;
  slowestName: string;
}

function solveAll(
  items: { name: string; puzzle: Nonogram; picture?: string[] }[],
  limit: number,
  timeoutMs: number,
): Tally {
  const t: Tally = {
    puzzles: 0,
    solved: 0,
    unique: 0,
    multiple: 0,
    wrong: 0,
    unfinished: 0,
    seconds: 0,
    slowest: 0,
    slowestName: "",
  };
  for (const { name, puzzle, picture } of items) {
    const start = cpuSeconds();
    const r = solveNonogram(puzzle, { limit, timeoutMs, ...strategy() });
    const s = cpuSeconds() - start;
    t.seconds += s;
    t.puzzles++;
    if (s > t.slowest) {
      t.slowest = s;
      t.slowestName = name;
    }
    const valid = r.solutions.every((x) => satisfies(puzzle, x));
    const distinct = r.solutions.length < 2 || r.solutions[0]!.join() !== r.solutions[1]!.join();
    const uniqueOk =
      r.status !== "unique" || picture === undefined || r.solutions[0]!.join() === picture.join();
    if (!valid || !distinct || !uniqueOk) t.wrong++;
    if (r.solutions.length > 0) t.solved++;
    if (r.status === "unique") t.unique++;
    if (r.status === "multiple") t.multiple++;
    if (r.status === "timeout" || (limit >= 2 && r.status === "solved")) t.unfinished++;
  }
  return t;
}

function row(dataset: string, limit: number, t: Tally, extra = ""): BenchRow {
  const verdicts = limit >= 2 ? `, ${t.unique} unique, ${t.multiple} multiple` : "";
  const slow = t.slowestName ? `, slowest ${t.slowestName} ${t.slowest.toFixed(2)} s` : "";
  return {
    dataset,
    solver: "@gridsmith/nonogram",
    puzzles: t.puzzles,
    seconds: t.seconds,
    note: `limit ${limit}; ${t.solved}/${t.puzzles} solved${verdicts}${t.unfinished ? `, ${t.unfinished} unfinished` : ""}${t.wrong ? `, ${t.wrong} WRONG` : ""}${slow}${extra}`,
  };
}

function published(
  dataset: string,
  solver: string,
  puzzles: number,
  seconds: number,
  note: string,
): BenchRow {
  return { dataset, solver, puzzles, seconds, note: `published, not measured: ${note}` };
}

/** Whether NONOGRAM_SETS names `name`; with no NONOGRAM_SETS, whether the set runs by default. */
function wanted(name: string, byDefault = true): boolean {
  const sets = process.env.NONOGRAM_SETS;
  return sets ? sets.split(",").includes(name) : byDefault;
}

/** NONOGRAM_EVERY=STEP:FROM: every STEP-th tournament puzzle from index FROM (default every one). */
function sample(): { step: number; from: number } {
  const spec = process.env.NONOGRAM_EVERY;
  if (!spec) return { step: 1, from: 0 };
  const match = /^(\d+)(?::(\d+))?$/.exec(spec);
  const step = Number(match?.[1]);
  const from = Number(match?.[2] ?? 0);
  if (!match || step < 1 || from >= step)
    throw new Error(`NONOGRAM_EVERY: STEP[:FROM] with FROM < STEP, got ${spec}`);
  return { step, from };
}

/** NONOGRAM_STRATEGY=engine|hybrid|dfs picks the solver's strategy (default: the package's default). */
function strategy(): { strategy?: "engine" | "hybrid" | "dfs" } {
  const s = process.env.NONOGRAM_STRATEGY;
  if (s === undefined || s === "") return {};
  if (s !== "hybrid" && s !== "engine" && s !== "dfs")
    throw new Error(`NONOGRAM_STRATEGY: unknown strategy ${s}`);
  return { strategy: s };
}

function limits(): number[] {
  return (process.env.NONOGRAM_LIMITS ?? "1,2").split(",").map(Number);
}

function files(dir: string, ext: string, max?: number): string[] {
  const all: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.isDirectory()) walk(join(d, e.name));
      else if (e.name.endsWith(ext)) all.push(join(d, e.name));
    }
  };
  walk(dir);
  return max === undefined ? all : all.slice(0, max);
}

/** Published CPU seconds to find up to 2 solutions (hyouv/FastNonogramSolver results, docs/anchors.md 5.2). */
const SURVEY_PUBLISHED: Record<string, string> = {
  "webpbn-00001": "all < 0.01 s",
  "webpbn-00006": "0.01 / < 0.01 / < 0.01 / < 0.01 / < 0.01 s",
  "webpbn-00016": "0.03 / < 0.01 / < 0.01 / < 0.01 / < 0.01 s",
  "webpbn-00021": "0.01 / < 0.01 / < 0.01 / < 0.01 / < 0.01 s",
  "webpbn-00023": "all < 0.01 s",
  "webpbn-00027": "all < 0.01 s",
  "webpbn-00065": "0.03 / 0.01 / 0.01 / < 0.01 / 0.01 s",
  "webpbn-00436": "0.03 / 0.04 / 0.01 / 0.02 / 0.02 s",
  "webpbn-00529": "0.03 / < 0.01 / < 0.01 / < 0.01 / < 0.01 s",
  "webpbn-00803": "0.04 / 0.16 / 0.10 / 0.10 / 0.03 s",
  "webpbn-01611": "0.03 / < 0.01 / 0.02 / < 0.01 / 0.01 s",
  "webpbn-06574": "0.44 / 1.54 / 0.20 / 2.31 / 0.03 s",
  knotty: "453 / > 600 / > 600 / > 600 / > 600 s",
  faase: "282 / > 600 / n/a / > 600 / > 600 s",
};

const TOURNAMENT_PUBLISHED: Record<string, { nonosolve: number; lala: string; lalaSeconds: number }> = {
  taai2011: { nonosolve: 122.9, lala: "1000 solved", lalaSeconds: 463.4 },
  tcga2016: { nonosolve: 107.8, lala: "970/1000 within the 2 h limit", lalaSeconds: 7200 },
  icga2017: { nonosolve: 103.5, lala: "946/1000 within the 2 h limit", lalaSeconds: 7200 },
};

/** Random pictures, density 0.5, limit 2, 60 s each: larger than the tournament's 25x25, and many solutions. */
const RANDOM_SETS = [
  { size: 35, count: 100, seed: 11 },
  { size: 40, count: 20, seed: 7 },
  { size: 40, count: 30, seed: 5 },
];

const parseNin = (text: string) => findFormat(nonogram.formats, "nin").parse(text);
const parseNon = (text: string) => findFormat(nonogram.formats, "non").parse(text);

/** The jc-solver example, the type's first example. */
function seedExample(): Nonogram {
  const example = nonogram.examples.find((e) => e.name.startsWith("jc-solver example"));
  if (!example) throw new Error("@gridsmith/nonogram lost its jc-solver example");
  return parseNin(example.text);
}

/** What {@link colourBenchmarkSet} makes. */
interface ColourSetOptions {
  /** Puzzles in the set (default 100). */
  count?: number;
  /** Seed of the whole set (default 1). */
  seed?: number;
  /** Sides are drawn from minSize to maxSize (defaults 10 and 30). */
  minSize?: number;
  maxSize?: number;
  /** Colours are drawn from minColours to maxColours (defaults 2 and 6). */
  minColours?: number;
  maxColours?: number;
  /** Densities are drawn from minDensity to maxDensity (defaults 0.4 and 0.7): sparse pictures need search more often. */
  minDensity?: number;
  maxDensity?: number;
}

/**
 * A seeded set of unique colour puzzles for benchmarks: puzzle i has a size, a number of colours and a
 * density drawn from the set's seed, and is `generateNonogram` with `colours` and the seed `seed * 1000 + i`;
 * the same options give the same set.
 */
function colourBenchmarkSet(options: ColourSetOptions = {}): Nonogram[] {
  const { count = 100, seed = 1, minSize = 10, maxSize = 30, minColours = 2, maxColours = 6 } = options;
  const { minDensity = 0.4, maxDensity = 0.7 } = options;
  const rng = createRng(seed);
  const set: Nonogram[] = [];
  for (let i = 0; i < count; i++) {
    const width = minSize + rng.int(maxSize - minSize + 1);
    const height = minSize + rng.int(maxSize - minSize + 1);
    const colours = minColours + rng.int(maxColours - minColours + 1);
    // Two decimals, so that a puzzle's title and params read back exactly.
    const density = Math.round((minDensity + rng.next() * (maxDensity - minDensity)) * 100) / 100;
    set.push(generateNonogram({ width, height, colours, density }, seed * 1000 + i));
  }
  return set;
}

function randomRows(max: number | undefined): BenchRow[] {
  return RANDOM_SETS.map(({ size, count, seed }) => {
    const rng = createRng(seed);
    const items = Array.from({ length: Math.min(count, max ?? count) }, (_, i) => {
      const picture = Array.from({ length: size }, () =>
        Array.from({ length: size }, () => (rng.next() < 0.5 ? "#" : ".")).join(""),
      );
      return { name: `#${i}`, puzzle: puzzleFromPicture(picture), picture };
    });
    return row(`random ${size}x${size}, density 0.5, seed ${seed}`, 2, solveAll(items, 2, 60_000));
  });
}

async function run(options: BenchOptions): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const max = options.maxPuzzles;
  const base = sharedData("nonogram");
  if (wanted("seed")) {
    const start = cpuSeconds();
    const r = solveNonogram(seedExample());
    rows.push({
      dataset: "seed 20x20 (jc-solver example)",
      solver: "@gridsmith/nonogram",
      puzzles: 1,
      seconds: cpuSeconds() - start,
      note: `limit 2; ${r.status}; floor 0.1 s; the seed's program: about 40 s on a Core i5 (published)`,
    });
  }
  if (wanted("colour")) rows.push(...colourRows(max));
  if (wanted("random", false)) rows.push(...randomRows(max));
  if (!base) return rows;
  if (wanted("survey")) {
    const items = files(join(base, "webpbn-survey-free"), ".nin", max).map((f) => ({
      name: f.split("/").pop()!.replace(".nin", ""),
      puzzle: parseNin(readFileSync(f, "utf8")),
    }));
    const each = items.map((item) => solveAll([item], 2, 60_000));
    const all = each.reduce((a, t) => ({
      puzzles: a.puzzles + t.puzzles,
      solved: a.solved + t.solved,
      unique: a.unique + t.unique,
      multiple: a.multiple + t.multiple,
      wrong: a.wrong + t.wrong,
      unfinished: a.unfinished + t.unfinished,
      seconds: a.seconds + t.seconds,
      slowest: Math.max(a.slowest, t.slowest),
      slowestName: t.slowest > a.slowest ? t.slowestName : a.slowestName,
    }));
    rows.push(row("webpbn survey, free 14", 2, all, "; 60 s cap each"));
    items.forEach((item, i) => {
      const pub = SURVEY_PUBLISHED[item.name];
      const note = pub ? `; published (nonosolve / pbnsolve / naughty / jsolver / nonogrid_sat): ${pub}` : "";
      rows.push(row(`survey ${item.name}`, 2, { ...each[i]!, slowestName: "" }, note));
    });
  }
  if (wanted("jwilk")) {
    const items = files(join(base, "jwilk"), ".nin", max)
      .filter((f) => !f.endsWith("data142.nin"))
      .map((f) => ({
        name: f.split("/").pop()!.replace(".nin", ""),
        puzzle: parseNin(readFileSync(f, "utf8")),
      }));
    rows.push(row("jwilk (150; data142 is not one puzzle)", 2, solveAll(items, 2, 60_000)));
  }
  if (wanted("mikix")) {
    const items = files(join(base, "mikix-nonogram-db"), ".non", max).map((f) => {
      const puzzle = parseNon(readFileSync(f, "utf8"));
      return { name: f.split("/").slice(-2).join("/"), puzzle, picture: puzzle.goal };
    });
    rows.push(row("mikix nonogram-db (39)", 2, solveAll(items, 2, 60_000)));
  }
  for (const set of ["taai2011", "tcga2016", "icga2017"]) {
    if (!wanted(set)) continue;
    const dir = join(base, "tournament");
    const questions = parseTournamentSet(readFileSync(join(dir, `${set}.question.txt`), "utf8"));
    const answers = parseTournamentSolutions(readFileSync(join(dir, `${set}.solution.txt`), "utf8"));
    const { step, from } = sample();
    const items = questions
      .slice(0, max)
      .filter((_, i) => i >= from && (i - from) % step === 0)
      .map(({ id, puzzle }) => ({ name: `$${id}`, puzzle, picture: answers.get(id) }));
    const name =
      step === 1 ? `tournament ${set}` : `tournament ${set}, every ${step}th from ${items[0]?.name ?? "-"}`;
    for (const limit of limits()) {
      const t = solveAll(items, limit, 600_000);
      rows.push(row(name, limit, t, limit === 1 && step === 1 ? "; floor 300 s per 1,000" : ""));
    }
    if (step !== 1) continue;
    const pub = TOURNAMENT_PUBLISHED[set]!;
    rows.push(
      published(
        `tournament ${set}`,
        "nonosolve (C++, 2x Xeon Gold 5416S)",
        1000,
        pub.nonosolve,
        "limit 1, all 1000 solved",
      ),
    );
    rows.push(
      published(
        `tournament ${set}`,
        "LalaFrogKK (C++, same machine)",
        1000,
        pub.lalaSeconds,
        `limit 1, ${pub.lala}`,
      ),
    );
  }
  return rows;
}

/**
 * Colour puzzles (issue 16): seeded sets made by the package's generator (no public colour set's terms let us
 * ship or fetch it here), each proved unique with limit 2 and every answer judged by the package's
 * independent check: the default set (10x10 to 30x30, 2-6 colours, density 0.4-0.7) and a sparser one,
 * where more puzzles need search.
 */
function colourRows(max?: number): BenchRow[] {
  const sets = [
    { name: "colour, generated (seed 1): 10x10-30x30, 2-6 colours, density 0.4-0.7", options: {} },
    {
      name: "colour, generated (seed 2): 20x20-30x30, 2-6 colours, sparse (density 0.3-0.45)",
      options: { seed: 2, minSize: 20, minDensity: 0.3, maxDensity: 0.45 },
    },
  ];
  return sets.map(({ name, options }) => {
    const puzzles = colourBenchmarkSet({ count: max ?? 100, ...options });
    let unique = 0;
    let wrong = 0;
    let slowest = 0;
    const start = cpuSeconds();
    for (const p of puzzles) {
      const t = cpuSeconds();
      const r = solveNonogram(p, { limit: 2 });
      slowest = Math.max(slowest, cpuSeconds() - t);
      if (r.status === "unique") unique++;
      for (const sol of r.solutions) if (judgeColour(p, sol).length > 0) wrong++;
    }
    return {
      dataset: name,
      solver: "@gridsmith/nonogram",
      puzzles: puzzles.length,
      seconds: cpuSeconds() - start,
      note: `limit 2; ${unique} unique${wrong ? `, ${wrong} WRONG` : ""}; answers checked; slowest ${slowest.toFixed(2)} s`,
    };
  });
}

const suite: BenchSuite = { name: "nonogram", run };
export default suite;
