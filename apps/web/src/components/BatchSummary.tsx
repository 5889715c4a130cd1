import { createMemo, For } from "solid-js";
import type { BatchController } from "../state/batch-controller.ts";
import type { BatchSummary as Counts } from "../state/batch-rows.ts";
import { downloadFile } from "./download.ts";

/** The summary's groups, in the order shown, with what people call them. */
export const groups: { key: keyof Counts; label: string }[] = [
  { key: "solved", label: "Solved" },
  { key: "none", label: "No solution" },
  { key: "multiple", label: "Several solutions" },
  { key: "timeout", label: "Timeout" },
  { key: "invalid", label: "Invalid" },
];

/** How many puzzles came out which way, and the NDJSON download of every line done. */
export function BatchSummary(props: { batch: BatchController; typeId: string }) {
  const counts = createMemo(() => props.batch.rows().summary());
  const lines = () => props.batch.done();

  function download() {
    downloadFile(`${props.typeId}-batch.ndjson`, props.batch.rows().ndjson, "application/x-ndjson");
  }

  return (
    <section class="batch-summary" aria-labelledby="batch-summary-title">
      <h2 id="batch-summary-title">Summary</h2>
      <dl>
        <For each={groups}>
          {(g) => (
            <div data-group={g.key}>
              <dt>{g.label}</dt>
              <dd>{counts()[g.key].toLocaleString()}</dd>
            </div>
          )}
        </For>
      </dl>
      <button type="button" disabled={lines() === 0} onClick={download}>
        Download NDJSON
      </button>{" "}
      <span class="stats">
        {lines().toLocaleString()} line{lines() === 1 ? "" : "s"}, as the command line's <code>--json</code>{" "}
        writes them
      </span>
    </section>
  );
}
