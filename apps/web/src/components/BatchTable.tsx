import { createMemo, createSignal, For, Show } from "solid-js";
import type { BatchController } from "../state/batch-controller.ts";
import type { BatchRow, BatchSummary, RowStatus } from "../state/batch-rows.ts";
import { groups } from "./BatchSummary.tsx";

/** Rows rendered at most: the table stays quick with a million results; the download has them all. */
export const maxRows = 500;

const statusText: Record<RowStatus, string> = {
  unique: "solved (unique)",
  solved: "solved",
  multiple: "several",
  none: "no solution",
  timeout: "timeout",
  invalid: "invalid",
};

/** The results, in input order: the first {@link maxRows} (of one summary group, if picked). */
export function BatchTable(props: { batch: BatchController }) {
  const [group, setGroup] = createSignal<keyof BatchSummary | "">("");
  const picked = createMemo(() => props.batch.rows().pick(maxRows, group() || undefined));
  return (
    <section class="batch-results" aria-labelledby="batch-results-title">
      <h2 id="batch-results-title">Results</h2>
      <div class="row">
        <label for="batch-show">Show</label>
        <select
          id="batch-show"
          value={group()}
          onChange={(e) => setGroup(e.currentTarget.value as keyof BatchSummary | "")}
        >
          <option value="">Every puzzle</option>
          <For each={groups}>{(g) => <option value={g.key}>{g.label}</option>}</For>
        </select>
      </div>
      <div class="table-frame">
        <table class="batch-table">
          <thead>
            <tr>
              <th scope="col">Index</th>
              <th scope="col">Source</th>
              <th scope="col">Status</th>
              <th scope="col">Solutions</th>
              <th scope="col">Time (ms)</th>
              <th scope="col">Error</th>
            </tr>
          </thead>
          <tbody>
            <For each={picked().rows}>{(row) => <ResultRow row={row} />}</For>
          </tbody>
        </table>
      </div>
      <Show when={picked().more > 0}>
        <p class="batch-more">
          {picked().more.toLocaleString()} more row{picked().more === 1 ? " is" : "s are"} not shown; the
          table shows the first {maxRows}. Download the NDJSON for every row.
        </p>
      </Show>
    </section>
  );
}

function ResultRow(props: { row: BatchRow }) {
  return (
    <tr data-status={props.row.status}>
      <td>{props.row.index}</td>
      <td>{props.row.source}</td>
      <td>{statusText[props.row.status]}</td>
      <td>{props.row.solutionCount}</td>
      <td>{props.row.ms === undefined ? "" : formatMs(props.row.ms)}</td>
      <td>{props.row.error?.message ?? ""}</td>
    </tr>
  );
}

function formatMs(ms: number): string {
  return ms < 10 ? ms.toFixed(2) : String(Math.round(ms));
}
