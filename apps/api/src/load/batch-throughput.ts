// Puzzles per second through `POST /api/puzzles/{type}/solve-batch`, for `pnpm bench api-batch`: the built
// server as a child process on a loopback port, one request per run carrying a whole line file, timed from
// the request's start to the answer's last byte. The first run on a new server is reported apart (its
// threads' JIT is cold); then the best of the next runs.
import { readFileSync } from "node:fs";
import { startChild, stopChild } from "./load-test.js";

export interface BatchFile {
  name: string;
  type: string;
  path: string;
}

export interface BatchThroughputRow {
  file: string;
  threads: number;
  puzzles: number;
  /** The first request's seconds, and the best of the others. */
  coldSeconds: number;
  warmSeconds: number;
  /** Answer lines by status, from the last run. */
  statuses: Record<string, number>;
}

/** Sends `body` as one batch and reads the answer as it streams; the line count and statuses of the answer. */
async function oneBatch(url: string, file: BatchFile, body: Blob) {
  const started = performance.now();
  const res = await fetch(`${url}/api/puzzles/${file.type}/solve-batch?limit=2`, {
    method: "POST",
    headers: { "content-type": "text/plain" },
    body,
  });
  if (res.status !== 200) throw new Error(`${file.name}: HTTP ${res.status}: ${await res.text()}`);
  const statuses: Record<string, number> = {};
  let carry = "";
  const decoder = new TextDecoder();
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = carry + decoder.decode(value, { stream: true });
    let from = 0;
    for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n", from)) {
      // The status is the third key of every puzzle line: read it without parsing the whole line.
      const m = /"status":"([a-z]+)"/.exec(text.slice(from, Math.min(nl, from + 400)));
      const status = m ? m[1]! : "stopped";
      statuses[status] = (statuses[status] ?? 0) + 1;
      from = nl + 1;
    }
    carry = text.slice(from);
  }
  return { seconds: (performance.now() - started) / 1000, statuses };
}

export async function runBatchThroughput(
  files: BatchFile[],
  options: { threads?: number[]; runs?: number; log?: (line: string) => void } = {},
): Promise<BatchThroughputRow[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const runs = Math.max(2, options.runs ?? 4);
  const rows: BatchThroughputRow[] = [];
  for (const threads of options.threads ?? [2]) {
    const env = { SOLVER_THREADS: String(threads), SOLVER_SPARE_THREADS: "0" };
    for (const file of files) {
      // A new server per file, so every file's first run meets cold threads.
      const server = await startChild(true, env, log);
      try {
        const body = new Blob([readFileSync(file.path)]);
        let cold = 0;
        let warm = Number.POSITIVE_INFINITY;
        let statuses: Record<string, number> = {};
        for (let run = 0; run < runs; run++) {
          const r = await oneBatch(server.url, file, body);
          if (run === 0) cold = r.seconds;
          else warm = Math.min(warm, r.seconds);
          statuses = r.statuses;
        }
        const puzzles = Object.entries(statuses)
          .filter(([s]) => s !== "stopped")
          .reduce((n, [, k]) => n + k, 0);
        rows.push({ file: file.name, threads, puzzles, coldSeconds: cold, warmSeconds: warm, statuses });
        log(
          `${file.name}, ${threads} threads: ${puzzles} puzzles, cold ${cold.toFixed(2)} s, warm ${warm.toFixed(2)} s`,
        );
      } finally {
        await stopChild(server.child);
        server.cleanUp();
      }
    }
  }
  return rows;
}
