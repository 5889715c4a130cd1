import { cpus } from "node:os";
import { type BenchSuite, printTable } from "./harness.ts";

// Each suite is loaded only when asked for, so one package's benchmark runs without the others built.
const suites: Record<string, () => Promise<{ default: BenchSuite }>> = {
  engine: () => import("./suites/engine.ts"),
  "api-load": () => import("./suites/api-load.ts"),
  "api-throughput": () => import("./suites/api-throughput.ts"),
  operations: () => import("./suites/operations.ts"),
  sudoku: () => import("./suites/sudoku.ts"),
  nonogram: () => import("./suites/nonogram.ts"),
  crosspatch: () => import("./suites/crosspatch.ts"),
  kakuro: () => import("./suites/kakuro.ts"),
  "killer-sudoku": () => import("./suites/killer-sudoku.ts"),
  slitherlink: () => import("./suites/slitherlink.ts"),
  nurikabe: () => import("./suites/nurikabe.ts"),
  cli: () => import("./suites/cli-batch.ts"),
  genres: () => import("./suites/genres.ts"),
  "api-batch": () => import("./suites/api-batch.ts"),
  "numlin-sat": () => import("./suites/numlin-sat.ts"),
  "numlin-orient": () => import("./suites/numlin-orient.ts"),
  "numlin-empty": () => import("./suites/numlin-empty.ts"),
  "generate-sweep": () => import("./suites/generate-sweep.ts"),
};

function usage(): never {
  console.error(
    `usage: pnpm bench [SUITE ...] [--max N] [--peer-budget SECONDS] [--quick] [--types A,B] [--budget CPU_SECONDS] [--seeds N]\nsuites: ${Object.keys(suites).join(", ")}`,
  );
  process.exit(2);
}

const args = process.argv.slice(2);
const names: string[] = [];
let maxPuzzles: number | undefined;
let peerBudgetSeconds = 60;
let quick = false;
let types: string[] | undefined;
let budgetSeconds: number | undefined;
let seeds: number | undefined;
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === "--max") maxPuzzles = Number(args[++i]);
  else if (a === "--peer-budget") peerBudgetSeconds = Number(args[++i]);
  else if (a === "--quick") quick = true;
  else if (a === "--types") types = (args[++i] ?? "").split(",").filter(Boolean);
  else if (a === "--budget") budgetSeconds = Number(args[++i]);
  else if (a === "--seeds") seeds = Number(args[++i]);
  else if (a in suites) names.push(a);
  else usage();
}
if (maxPuzzles !== undefined && !(maxPuzzles > 0)) usage();
if (budgetSeconds !== undefined && !(budgetSeconds > 0)) usage();
if (seeds !== undefined && !(Number.isInteger(seeds) && seeds > 0)) usage();

const chosen = names.length > 0 ? names : Object.keys(suites);
console.log(
  `Gridsmith benchmarks — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus()[0]?.model ?? "unknown CPU"} x${cpus().length}`,
);
for (const name of chosen) {
  const suite = (await suites[name]!()).default;
  printTable(
    suite.name,
    await suite.run({ maxPuzzles, peerBudgetSeconds, quick, types, budgetSeconds, seeds }),
  );
}
