// Requests per second of one Node replica, for `pnpm bench api-throughput` and the README's "Running at
// scale". Starts the built server (dist/server.js) as a child process on a loopback port with SOLVER_THREADS
// set to each value asked for, and drives each workload (one kind of request) with autocannon for a fixed
// time after a warm-up. Bounded: (3 s warm-up + the run) per workload and thread count, plus the server's
// start and stop (each at most 60 s).
import autocannon from "autocannon";
import { startChild, stopChild } from "./load-test.js";

/** One kind of request, sent by every client for the whole run. */
export interface Workload {
  name: string;
  path: string;
  /** The JSON body; a function gets the server's type list (GET /api/puzzles) to pick an example from. */
  body: unknown | ((types: TypeInfo[]) => unknown);
}

/** What GET /api/puzzles says about a type, as far as the workloads need. */
export interface TypeInfo {
  id: string;
  examples: { name: string; text: string }[];
}

export interface ThroughputOptions {
  /** SOLVER_THREADS values to measure; default [1, 2]. */
  threads?: number[];
  /** Seconds measured per workload and thread count; default 10 (after 3 s of warm-up). */
  seconds?: number;
  /** Concurrent clients; default 16. */
  connections?: number;
  /** The requests to measure; default {@link defaultWorkloads}. */
  workloads?: Workload[];
  log?: (line: string) => void;
}

/** One workload at one thread count. */
export interface ThroughputRow {
  workload: string;
  threads: number;
  connections: number;
  seconds: number;
  /** 2xx answers in the run. */
  requests: number;
  /** Mean 2xx answers per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** An easy sudoku (solved by singles): the cheapest real solve, so the HTTP path dominates. */
export const easySudoku = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/** An easy sudoku solve, and the kakuro example "10x10" (a solve of several milliseconds in the worker). */
export const defaultWorkloads: Workload[] = [
  { name: "sudoku solve, easy 9x9", path: "/api/puzzles/sudoku/solve", body: { text: easySudoku, limit: 2 } },
  {
    name: "kakuro solve, 10x10 example",
    path: "/api/puzzles/kakuro/solve",
    body: (types: TypeInfo[]) => {
      const example = types.find((t) => t.id === "kakuro")?.examples.find((e) => e.name.includes("10x10"));
      if (!example) throw new Error("the server has no kakuro example named 10x10");
      return { text: example.text, limit: 2 };
    },
  },
];

export async function runThroughput(options: ThroughputOptions = {}): Promise<ThroughputRow[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const seconds = options.seconds ?? 10;
  const connections = options.connections ?? 16;
  const rows: ThroughputRow[] = [];
  for (const threads of options.threads ?? [1, 2]) {
    const env = { SOLVER_THREADS: String(threads), SOLVER_SPARE_THREADS: "0", SOLVER_QUEUE: "1024" };
    const server = await startChild(true, env, log);
    try {
      const types = ((await (await fetch(`${server.url}/api/puzzles`)).json()) as { types: TypeInfo[] })
        .types;
      for (const workload of options.workloads ?? defaultWorkloads) {
        const body = typeof workload.body === "function" ? workload.body(types) : workload.body;
        const request = {
          url: `${server.url}${workload.path}`,
          method: "POST" as const,
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
          connections,
        };
        await autocannon({ ...request, duration: 3 });
        const r = await autocannon({ ...request, duration: seconds });
        const rps = r["2xx"] / r.duration;
        rows.push({
          workload: workload.name,
          threads,
          connections,
          seconds: r.duration,
          requests: r["2xx"],
          rps,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors,
          non2xx: r.non2xx,
        });
        log(`${workload.name}, SOLVER_THREADS=${threads}: ${rps.toFixed(0)} req/s`);
      }
    } finally {
      await stopChild(server.child);
      server.cleanUp();
    }
  }
  return rows;
}
