import { puzzleTypes } from "@gridsmith/catalog";
import { createApp } from "./app.js";
import { silentSink } from "./logger.js";
import { SolverPool } from "./pool/solver-pool.js";

const pool = new SolverPool({ threads: 2 });
await pool.ready();
const app = createApp({ types: puzzleTypes, pool, staticRoot: null, log: silentSink });
async function time(label: string, path: string, body: unknown) {
  const t = performance.now();
  const res = await app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const j = await res.text();
  console.log(label, res.status, (performance.now() - t).toFixed(0), "ms", j.slice(0, 120));
}
for (const type of puzzleTypes)
  for (const e of type.examples) {
    await time(`${type.id} solve ${e.name}`, `/api/puzzles/${type.id}/solve`, { text: e.text });
    if (type.explain)
      await time(`${type.id} explain ${e.name}`, `/api/puzzles/${type.id}/explain`, { text: e.text });
  }
for (const type of puzzleTypes)
  await time(`${type.id} generate`, `/api/puzzles/${type.id}/generate`, { seed: 5 });
await pool.destroy();
