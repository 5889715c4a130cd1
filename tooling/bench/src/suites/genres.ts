import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { puzzleTypes } from "@gridsmith/catalog";
import { findFormat } from "@gridsmith/kit";
import { nonogram } from "@gridsmith/nonogram";
import { judgePzprv3, tapaUnknownsFilled } from "@gridsmith/pzpr-judge";
// npm pzpr 0.10.1 has no Nonogram, so a Nonogram's answer is judged by the package's own check (it imports
// nothing and shares no code with the solver).
import { check as checkNonogram } from "../../../../packages/nonogram/test-support/independent-check.mjs";
import { median } from "../cli-lines.ts";
import { freshLinks, genreOfLink, heldOutLinks, publicLinksInTests } from "../genre-links.ts";
import { type BenchOptions, type BenchRow, type BenchSuite, repoRoot } from "../harness.ts";

// Every puzz.link genre end to end through the command line, as a user meets it: for each public link,
// `gridsmith solve --json --jobs 1 --solution-format pzprv3 LINK` (apps/cli/launch.mjs, the built CLI), timed
// from the spawn to its exit. A link counts as solved when the CLI says "unique" and npm pzpr, puzz.link's
// own checker, which shares no code with our solvers, calls the answer file it wrote complete (a Nonogram's
// answer, which pzpr 0.10.1 cannot open, is judged by the nonogram package's independent check instead).
//
// Three sets per genre: "held out", the links in data/puzzlink-links.txt, none of which any test uses
// (genre-links.test.ts holds to that), "fresh", data/puzzlink-fresh.txt's, gathered after the solvers were tuned
// and in neither the tests nor the held-out file, and "seen", the public puzzles the genres' tests solve, chosen while the genres
// were built. The floor (issue 33): each link within 10 s, the median under 1 s. No peer row: pzprjs checks
// but does not solve, and noqx (clingo) is not installed here. `GENRES=heyawake,nurikabe pnpm bench genres` runs
// only those types' rows (the ids the table names).

const FLOOR_SECONDS = 10;
// A link still running after this long is stopped and counted as a failure, so that one slow genre cannot hold
// up the whole table.
const CAP_SECONDS = 120;

interface LinkRun {
  seconds: number;
  /** Empty when the link solved unique and pzpr judged the answer complete. */
  problem: string;
  /** Whether pzpr judged the answer with its Tapa `?` clues filled in (see {@link judgedAnswer}). */
  filledUnknowns?: boolean;
}

/**
 * pzpr's verdict on an answer file. pzpr 0.10.1 cannot judge a Tapa answer with `?` clues (it compares the
 * `?` with the block lengths): such an answer is judged again with each `?` replaced by its block's length,
 * where the blocks and the clue's other numbers agree, and the row says so.
 */
function judgedAnswer(file: string): { complete: boolean; message: string; filledUnknowns: boolean } {
  const verdict = judgePzprv3(file);
  if (verdict.complete) return { ...verdict, filledUnknowns: false };
  const filled = tapaUnknownsFilled(file);
  if (filled.filled === 0) return { ...verdict, filledUnknowns: false };
  return { ...judgePzprv3(filled.file), filledUnknowns: true };
}

function runLink(link: string): LinkRun {
  const start = performance.now();
  const r = spawnSync(
    process.execPath,
    [
      join(repoRoot, "apps/cli/launch.mjs"),
      "gridsmith",
      "solve",
      "--json",
      "--jobs",
      "1",
      "--solution-format",
      "pzprv3",
      link,
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: CAP_SECONDS * 1000 },
  );
  const seconds = (performance.now() - start) / 1000;
  if (r.error !== undefined && r.signal !== null)
    return { seconds, problem: `stopped after ${CAP_SECONDS} s` };
  if (r.status !== 0)
    return { seconds, problem: `exit ${r.status}: ${(r.stderr || r.stdout).trim().slice(0, 200)}` };
  try {
    const out = JSON.parse(r.stdout) as { status?: string; solutions?: unknown[]; solutionTexts?: string[] };
    if (out.status !== "unique") return { seconds, problem: `status ${out.status}` };
    if (genreOfLink(link) === "nonogram") {
      const puzzle = findFormat(nonogram.formats, "puzzlink").parse(link);
      const problems = checkNonogram(puzzle, out.solutions?.[0] as string[]);
      return { seconds, problem: problems.length > 0 ? `the nonogram's check: ${problems[0]}` : "" };
    }
    const verdict = judgedAnswer(out.solutionTexts?.[0] ?? "");
    const problem = verdict.complete ? "" : `pzpr: ${verdict.message}`;
    return { seconds, problem, filledUnknowns: verdict.filledUnknowns };
  } catch (error) {
    return { seconds, problem: `unreadable output: ${String(error).slice(0, 120)}` };
  }
}

/** The installed type that reads a link's genre (`akari` is Light Up's `lightup`), or the URL's own name. */
function typeOfLink(link: string): string {
  const genre = genreOfLink(link);
  return puzzleTypes.find((t) => t.formats.some((f) => f.genres?.includes(genre)))?.id ?? genre;
}

/** The types `GENRES` names (comma-separated), or null for all. */
function chosenGenres(): Set<string> | null {
  const spec = process.env.GENRES?.trim();
  return spec ? new Set(spec.split(",").map((g) => g.trim())) : null;
}

function rowsOf(set: string, links: readonly string[], maxPuzzles?: number): BenchRow[] {
  const byGenre = new Map<string, string[]>();
  const wanted = chosenGenres();
  for (const link of links) {
    const genre = typeOfLink(link);
    if (wanted !== null && !wanted.has(genre)) continue;
    byGenre.set(genre, [...(byGenre.get(genre) ?? []), link]);
  }
  const rows: BenchRow[] = [];
  for (const [genre, all] of [...byGenre].sort(([a], [b]) => a.localeCompare(b))) {
    const chosen = all.slice(0, maxPuzzles);
    const runs = chosen.map(runLink);
    const times = runs.map((r) => r.seconds);
    const failed = runs.flatMap((r, i) => (r.problem ? [`${chosen[i]}: ${r.problem}`] : []));
    const over = times.filter((t) => t > FLOOR_SECONDS).length;
    const filled = runs.filter((r) => r.filledUnknowns && !r.problem).length;
    const med = median(times);
    rows.push({
      dataset: `${genre} (${set})`,
      solver: "gridsmith solve, CLI, --jobs 1",
      puzzles: chosen.length,
      seconds: times.reduce((a, b) => a + b, 0),
      note: [
        `median ${med.toFixed(2)} s, slowest ${Math.max(...times).toFixed(2)} s`,
        failed.length === 0
          ? `all unique, ${genre === "nonogram" ? "its check" : "pzpr"}: complete`
          : `${failed.length} FAILED: ${failed.join(" | ")}`,
        filled > 0 ? `${filled} judged with their '?' clues filled in (pzpr 0.10.1 cannot judge a '?')` : "",
        over > 0 || med >= 1
          ? `FLOOR MISSED (${over} over ${FLOOR_SECONDS} s, median ${med.toFixed(2)} s)`
          : "",
      ]
        .filter(Boolean)
        .join("; "),
    });
  }
  return rows;
}

const suite: BenchSuite = {
  name: "puzz.link genres end to end through the command line (each link: solve, prove unique, pzpr judges)",
  async run({ maxPuzzles }: BenchOptions) {
    // One untimed run first: launch.mjs builds the CLI when a source changed since its last build.
    runLink(heldOutLinks()[0] ?? "https://puzz.link/p?lightup/3/3/bg.ic");
    return [
      ...rowsOf("held out", heldOutLinks(), maxPuzzles),
      ...rowsOf("fresh", freshLinks(), maxPuzzles),
      ...rowsOf("seen", publicLinksInTests(), maxPuzzles),
    ];
  },
};

export default suite;
