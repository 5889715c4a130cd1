import type { BenchOptions, BenchRow, BenchSuite } from "../harness.ts";

// The HTTP API under load: the real server (a child process on a loopback port, sized to the machine) with
// 50 concurrent clients for 30 s, mixing easy and hard puzzles of every catalog type. Each lane (a type's
// parse, easy solves and hints, hard solves and generates) has its own clients, so p50/p99 are per lane; a
// short run of the easy lanes alone comes first (after a 3 s warm-up), to show what the hard ones cost them.
// Bounded in time: about 40 s plus the server's start and graceful stop (each at most 60 s, else it fails).
// API_LOAD_SECONDS changes the mixed run's length.
// The runner lives in apps/api (it needs autocannon, an API dev dependency) and imports nothing of the app.

const suite: BenchSuite = {
  name: "api-load: 50 clients on the HTTP API (loopback)",
  async run(_options: BenchOptions): Promise<BenchRow[]> {
    const runner = await import("../../../../apps/api/src/load/load-test.ts");
    const seconds = process.env.API_LOAD_SECONDS ? Number(process.env.API_LOAD_SECONDS) : undefined;
    const report = await runner.runLoadTest({ seconds });
    const rows: BenchRow[] = report.lanes.map((l) => ({
      dataset: `${l.lane} (${l.phase})`,
      solver: `api, ${l.connections} clients`,
      puzzles: l.responses,
      seconds: l.seconds,
      note:
        `p50 ${l.p50} ms, p99 ${l.p99} ms, max ${l.max} ms; ` +
        `errors ${l.errors}, timeouts ${l.timeouts}, non-2xx ${l.non2xx}, lost ${l.lost}` +
        (l.non2xx > 0 ? ` (statuses ${JSON.stringify(l.statuses)})` : ""),
    }));
    for (const note of report.notes) rows.push({ dataset: "note", solver: "", puzzles: 0, seconds: 0, note });
    rows.push({
      dataset: "verdict",
      solver: "",
      puzzles: 0,
      seconds: 0,
      note: report.ok ? "no errors, timeouts, non-2xx or lost responses" : "FAILED: see the lanes above",
    });
    return rows;
  },
};

export default suite;
