// Issue #33's check on puzzles made by another generator: Simon Tatham's (Debian's sgt-puzzles binaries), at
// every difficulty and up to the largest sizes, through the CLI end to end; the one runner for every game of
// games.ts. For each (game, parameters) it generates puzzles from fixed seeds (`PARAMS#tatham-SEED`), converts
// each game ID to our type, writes its puzz.link link with our writer, solves the link with `gridsmith solve
// --json --solution-format pzprv3` (one process a link, `ulimit -t 60`, CPU seconds by /usr/bin/time), and judges
// the answer: unique, complete by npm pzpr (or by our type's check where pzpr has none), equal to Tatham's own
// answer where his save file keeps one, and pzpr reads the link as the puzzle we read from it. Needs
// /usr/games/sgt-*; says so and stops without them. Run from the repository's root:
//   node_modules/.bin/tsx --conditions=@gridsmith/source tooling/bench/src/tatham/sweep.ts OUT.ndjson [GAME[:PARAMS[:N]] ...]
// (GAME a key of games.ts, all of PLAN when none is given), then its table with `--summary OUT.ndjson`, and its
// links for data/puzzlink-fresh.txt with `--fresh OUT.ndjson`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findPuzzleType } from "@gridsmith/catalog";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { judgePzprv3, pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { freshLinks, heldOutLinks, linksInTests, puzzleKey } from "../genre-links.ts";
import { repoRoot } from "../harness.ts";
import { freshBlock } from "./fresh-block.ts";
import { TATHAM_GAMES } from "./games.ts";
import { auxAnswer, saveGameId, saveRecords } from "./save-file.ts";
import { summarize, summaryTable } from "./summary.ts";

/**
 * What is generated: per game, its parameter strings (default size first, every difficulty, the largest), each
 * 10 puzzles unless `:N` says otherwise (the slowest to generate). A variant our types have no rules for is
 * tried on 3 seeds to show the refusal, a size past what Tatham's generator makes in 120 CPU s on 1 to show the
 * limit. Singles' Easy stops at 25x25 (its 30x30 takes Tatham's generator over 120 CPU s); Towers gives digits in
 * the grid (which no building link holds) in all but a few 6x6 Unreasonable puzzles and in every larger one, so it
 * draws 40 of those.
 */
export const PLAN: Record<string, string[]> = {
  filling: ["13x9", "20x20:5", "25x25:3", "30x30:1"],
  galaxies: ["7x7dn", "7x7du", "20x20du:5", "30x30dn:4", "36x36dn:1"],
  lightup: ["7x7b20s4d0", "7x7b20s4d1", "7x7b20s4d2", "20x20b20s4d2:5", "30x30b20s4d2:4", "40x40b20s4d2:3"],
  bridges: [
    "7x7i30e10m2d0",
    "7x7i30e10m2d1",
    "7x7i30e10m2d2",
    "7x7i30e10m3d2:3",
    "20x20i30e10m2d2:5",
    "30x30i30e10m2d2:4",
    "40x40i30e10m2d2:3",
  ],
  slant: ["8x8de", "8x8dh", "20x20dh:5", "30x30dh:4", "40x40dh:3"],
  loopy: [
    "10x10t0de",
    "10x10t0dn",
    "10x10t0dt",
    "10x10t0dh",
    "10x10t1dn:3",
    "20x20t0dh:5",
    "30x30t0dh:4",
    "40x40t0dh:3",
  ],
  pearl: ["8x8de", "8x8dt", "15x15dt:5", "18x18de:1"],
  range: ["9x6", "12x8", "13x9", "16x11", "20x20", "30x30", "40x40", "48x48:5"],
  singles: [
    "5x5de",
    "5x5dk",
    "12x12de",
    "12x12dk",
    "20x20de",
    "20x20dk",
    "25x25de",
    "30x30de:1",
    "30x30dk",
    "40x40dk",
  ],
  towers: ["5de", "5dh", "5dx", "5du", "6de", "6dh", "6dx", "6du:40", "9de", "9dh", "9dx", "9du"],
  rect: ["7x7", "13x13", "19x19", "30x30", "40x40", "50x50", "50x50e4:5"],
  solo: [
    "2x2",
    "2x3db",
    "3x3dt",
    "3x3db",
    "3x3di",
    "3x3da",
    "3x3de",
    "3x3du",
    "4x4db",
    "5x5db",
    "3x4db",
    "3x3xdb:3",
    "9jdb:3",
  ],
  killer: ["2x2kdb", "2x3kdb", "3x3kdb", "3x3kdu"],
  pattern: ["10x10", "15x15", "20x20", "25x25", "30x30", "40x40", "50x50:5", "60x60:2"],
};

/** One puzzle's record: where it came from, the link, and what the CLI and the judges said. */
export interface SweepRecord {
  game: string;
  params: string;
  seed: string;
  id: string;
  link?: string;
  /** The puzzle in our type's `fileFormat`, solved from a file, when no link holds it. */
  text?: string;
  refused?: string;
  status?: string;
  cpu?: number;
  pzprComplete?: boolean;
  /** pzpr's file of the link is the one our type writes of the puzzle it reads from the link. */
  readsAsWe?: boolean;
  checkProblems?: number;
  equalsTatham?: boolean;
  error?: string;
}

const BIN = "/usr/games";
const GENERATION_TIMEOUT = "generation passed 120 CPU s";

/** Generates one puzzle from a fixed seed; the save file's records. */
function generate(game: string, params: string, seed: string, dir: string): Map<string, string> {
  const prefix = join(dir, "g");
  // 120 CPU seconds (not wall: the machine is shared), then the kernel's SIGKILL.
  const script = `ulimit -t 120; exec ${BIN}/sgt-${game} --save "$1" --generate 1 "$2"`;
  const run = spawnSync("bash", ["-c", script, "generate", prefix, `${params}#${seed}`], {
    stdio: ["ignore", "ignore", "pipe"],
    encoding: "utf8",
  });
  if (run.status === null || run.status >= 128) throw new Error(GENERATION_TIMEOUT);
  if (run.status !== 0)
    throw new Error(`sgt-${game} failed: ${run.stderr.replace(/^.*Gtk-WARNING.*$/gm, "").trim()}`);
  const records = saveRecords(readFileSync(`${prefix}0`, "latin1"));
  rmSync(`${prefix}0`);
  return records;
}

/**
 * Solves a link (or a file, of `type`) through the CLI in its own process; its NDJSON line and CPU seconds
 * (user + sys, by /usr/bin/time).
 */
function solveInput(
  input: string,
  type?: string,
): { line: Record<string, unknown> | undefined; cpu: number; stderr: string } {
  const args = type ? `--type ${type}` : "--solution-format pzprv3";
  const script = `ulimit -t 60; exec /usr/bin/time -f 'CPU %U %S' node apps/cli/launch.mjs gridsmith solve --json --jobs 1 ${args} "$1"`;
  const run = spawnSync("bash", ["-c", script, "solve", input], {
    cwd: repoRoot,
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  const cpuMatch = /CPU ([\d.]+) ([\d.]+)\s*$/.exec(run.stderr);
  const cpu = cpuMatch ? Number(cpuMatch[1]) + Number(cpuMatch[2]) : Number.NaN;
  const text = run.stdout.trim();
  return {
    line: text ? (JSON.parse(text.split("\n")[0]!) as Record<string, unknown>) : undefined,
    cpu,
    stderr: run.stderr,
  };
}

/** The puzz.link link our writer makes of a puzzle, or undefined when it cannot hold it. */
function linkOf(type: AnyPuzzleType, puzzle: unknown): string | undefined {
  const writer = type.formats.find((f) => f.id === "puzzlink");
  try {
    return writer?.serialize?.(puzzle).trim();
  } catch {
    return undefined;
  }
}

/** Whether npm pzpr opens `link` as the puzzle our type reads from it (both written as pzprv3 files). */
function pzprReadsAsWe(type: AnyPuzzleType, link: string): boolean {
  const format = (id: string) => type.formats.find((f) => f.id === id);
  return pzprFileOfUrl(link) === format("pzprv3")?.serialize?.(format("puzzlink")!.parse(link));
}

export function sweepOne(game: string, params: string, seed: string, dir: string): SweepRecord {
  const spec = TATHAM_GAMES[game]!;
  const type = findPuzzleType(spec.type)!;
  const records = generate(spec.name, params, seed, dir);
  const id = saveGameId(records);
  const record: SweepRecord = { game, params, seed, id };
  const refused = spec.refusal?.(id);
  if (refused) return { ...record, refused };
  const puzzle = spec.toPuzzle(id, type);
  const link = linkOf(type, puzzle);
  let input = link;
  if (link) {
    record.link = link;
    if (spec.pzpr) record.readsAsWe = pzprReadsAsWe(type, link);
  } else if (spec.fileFormat) {
    record.text = type.formats.find((f) => f.id === spec.fileFormat)!.serialize!(puzzle);
    input = join(dir, `puzzle.${spec.fileFormat}`);
    writeFileSync(input, record.text);
  } else return { ...record, refused: "no puzz.link link holds it" };
  const { line, cpu, stderr } = solveInput(input!, link ? undefined : type.id);
  record.cpu = cpu;
  if (!line) return { ...record, error: stderr.trim().split("\n").slice(-3).join(" | ") };
  record.status = String(line.status);
  const solution = (line.solutions as unknown[] | undefined)?.[0];
  const text = (line.solutionTexts as string[] | undefined)?.[0];
  if (solution !== undefined) {
    // The NDJSON holds a solution as the type's solutionToJson writes it (sudoku: a string of digits); a type
    // without one prints its Solution itself, which its own check then reads.
    const toJson = type.solutionToJson?.bind(type);
    if (!toJson) record.checkProblems = type.check(puzzle, solution as never).length;
    if (spec.pzpr && text !== undefined) record.pzprComplete = judgePzprv3(text).complete;
    const aux = auxAnswer(records);
    if (aux !== undefined && spec.answer) {
      const answer = spec.answer(aux, id);
      const expected = toJson ? toJson(puzzle, answer) : answer;
      record.equalsTatham = JSON.stringify(expected) === JSON.stringify(solution);
    }
  }
  return record;
}

function main(): void {
  const mode = process.argv[2];
  if (mode === "--summary" || mode === "--fresh") {
    const lines = readFileSync(process.argv[3]!, "utf8").split("\n").filter(Boolean);
    const records = lines.map((l) => JSON.parse(l) as SweepRecord);
    if (mode === "--summary") console.log(summaryTable(summarize(records)));
    else {
      const known = new Set([...freshLinks(), ...heldOutLinks(), ...linksInTests()].map(puzzleKey));
      console.log(freshBlock(records, known).join("\n"));
    }
    return;
  }
  if (!existsSync(`${BIN}/sgt-range`)) {
    console.error(
      `no ${BIN}/sgt-range: install Debian's sgt-puzzles (apt-get install sgt-puzzles) to run this sweep`,
    );
    process.exit(2);
  }
  const [out, ...selectors] = process.argv.slice(2);
  if (!out) throw new Error("usage: sweep.ts OUT.ndjson [GAME[:PARAMS[:N]] ...]");
  const jobs: [string, string, number][] = [];
  for (const sel of selectors.length ? selectors : Object.keys(PLAN)) {
    const [game, params, n] = sel.split(":");
    for (const entry of params ? [`${params}${n ? `:${n}` : ""}`] : PLAN[game!]!) {
      const [p, count] = entry.split(":");
      jobs.push([game!, p!, Number(count ?? 10)]);
    }
  }
  const dir = mkdtempSync(join(tmpdir(), "tatham-sweep-"));
  // A rerun into the same file goes on where the last one stopped.
  const done = new Set(
    existsSync(out)
      ? readFileSync(out, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((l) => {
            const r = JSON.parse(l) as SweepRecord;
            return `${r.game} ${r.params} ${r.seed}`;
          })
      : [],
  );
  for (const [game, params, n] of jobs) {
    for (let k = 1; k <= n; k++) {
      const seed = `tatham-${k}`;
      if (done.has(`${game} ${params} ${seed}`)) continue;
      let record: SweepRecord;
      try {
        record = sweepOne(game, params, seed, dir);
      } catch (e) {
        record = { game, params, seed, id: "", error: (e as Error).message.split("\n")[0]! };
      }
      writeFileSync(out, `${JSON.stringify(record)}\n`, { flag: "a" });
      const verdict =
        record.refused ??
        record.error ??
        `${record.status} pzpr=${record.pzprComplete} reads=${record.readsAsWe} tatham=${record.equalsTatham}`;
      console.log(`${game} ${params} ${seed} cpu=${record.cpu?.toFixed(2)} ${verdict}`);
      // Tatham's generator over 120 CPU s on this seed is as slow on the next: the size is past what it makes.
      if (record.error === GENERATION_TIMEOUT) break;
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

if (process.argv[1]?.endsWith("sweep.ts")) main();
