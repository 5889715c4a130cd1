import { type BenchOptions, type BenchRow, type BenchSuite, sharedData } from "../harness.ts";

// One whole data set per request through `POST /api/puzzles/{type}/solve-batch` on the built server
// (`pnpm build` first), SOLVER_THREADS=2: the first request on a new server (cold threads) and the best of
// three more, each timed from the request's start to the answer's last byte.

const files = [
  { name: "sudoku 17-clue (49,158)", type: "sudoku", parts: ["sudoku", "puzzles2_17_clue.txt"] },
  {
    name: "sudoku forum hardest (375)",
    type: "sudoku",
    parts: ["sudoku", "puzzles6_forum_hardest_1106.txt"],
  },
];

const suite: BenchSuite = {
  name: "api-batch: one data set per solve-batch request, puzzles per second (loopback)",
  async run(_options: BenchOptions): Promise<BenchRow[]> {
    const present = files.flatMap((f) => {
      const path = sharedData(...f.parts);
      return path ? [{ name: f.name, type: f.type, path }] : [];
    });
    if (present.length === 0) return [];
    const runner = await import("../../../../apps/api/src/load/batch-throughput.ts");
    const rows = await runner.runBatchThroughput(present, { threads: [2] });
    return rows.flatMap((r) => [
      {
        dataset: r.file,
        solver: `api solve-batch, SOLVER_THREADS=${r.threads}, first request`,
        puzzles: r.puzzles,
        seconds: r.coldSeconds,
        note: Object.entries(r.statuses)
          .map(([s, n]) => `${s} ${n}`)
          .join(", "),
      },
      {
        dataset: r.file,
        solver: `api solve-batch, SOLVER_THREADS=${r.threads}, warm (best of 3)`,
        puzzles: r.puzzles,
        seconds: r.warmSeconds,
      },
    ]);
  },
};

export default suite;
