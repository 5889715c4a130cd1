import { createMemo, Show } from "solid-js";
import type { BatchController } from "../state/batch-controller.ts";

const plural = (n: number, one: string) => `${n.toLocaleString()} ${one}${n === 1 ? "" : "s"}`;

/**
 * How far the batch is: the puzzles read, a real `<progress>` (done of total), and a polite live region
 * that speaks at the start, every tenth of the way, and at the end (not at every chunk).
 */
export function BatchProgress(props: { batch: BatchController }) {
  const b = props.batch;
  const tenths = createMemo(() => (b.total() > 0 ? Math.floor((b.done() / b.total()) * 10) : 0));
  const announcement = createMemo(() => {
    switch (b.phase()) {
      case "idle":
        return "";
      case "counting":
        return "Reading the puzzles…";
      case "running":
        return tenths() === 0 ? `Solving ${plural(b.total(), "puzzle")}…` : `${tenths() * 10}% done.`;
      case "done":
        return `Done: ${plural(b.total(), "puzzle")} in ${seconds(b.elapsedMs())}.`;
      case "stopped":
        return `Stopped after ${b.done().toLocaleString()} of ${plural(b.total(), "puzzle")}.`;
      case "failed":
        return `Could not read the puzzles: ${b.error()}`;
    }
  });
  return (
    <div class="batch-progress">
      <h2 id="batch-progress-title">Progress</h2>
      <Show when={b.phase() !== "idle" && b.phase() !== "counting"}>
        <p class="batch-count">
          {plural(b.total(), "puzzle")} read
          {b.lines() === "ndjson" ? " (NDJSON lines)" : ""}
        </p>
      </Show>
      <div class="row">
        <label for="batch-progress-bar">Puzzles done</label>
        <Show
          when={b.phase() !== "counting"}
          fallback={<progress id="batch-progress-bar">Reading the puzzles…</progress>}
        >
          <progress id="batch-progress-bar" max={Math.max(1, b.total())} value={b.done()}>
            {b.done()} of {b.total()}
          </progress>
        </Show>
        <span class="stats">
          {b.done().toLocaleString()} / {b.total().toLocaleString()}
        </span>
      </div>
      <p class="status" role="status" aria-live="polite">
        {announcement()}
      </p>
    </div>
  );
}

function seconds(ms: number | null): string {
  return ms === null ? "" : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}
