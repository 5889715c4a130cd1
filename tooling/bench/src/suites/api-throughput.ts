import type { BenchOptions, BenchRow, BenchSuite } from "../harness.ts";

// Requests per second of one Node replica, SOLVER_THREADS=1 and 2 (the README's "Running at scale" table):
// an easy sudoku solve (the HTTP path dominates) and a kakuro 10x10 solve (the solver dominates). The built
// server (`pnpm build` first) as a child process on a loopback port, 16 autocannon clients on the same
// machine, 3 s of warm-up and 10 s measured per workload and thread count (API_THROUGHPUT_SECONDS changes
// the 10). The runner lives in apps/api beside the api-load one (it needs autocannon).

const suite: BenchSuite = {
  name: "api-throughput: one Node replica, requests per second (loopback)",
  async run(_options: BenchOptions): Promise<BenchRow[]> {
    const runner = await import("../../../../apps/api/src/load/throughput.ts");
    const seconds = process.env.API_THROUGHPUT_SECONDS
      ? Number(process.env.API_THROUGHPUT_SECONDS)
      : undefined;
    const rows = await runner.runThroughput({ seconds });
    return rows.map((r) => ({
      dataset: `${r.workload}, limit 2`,
      solver: `api, SOLVER_THREADS=${r.threads}, ${r.connections} clients`,
      puzzles: r.requests,
      seconds: r.seconds,
      note: `p50 ${r.p50} ms, p99 ${r.p99} ms; errors ${r.errors}, non-2xx ${r.non2xx}`,
    }));
  },
};

export default suite;
