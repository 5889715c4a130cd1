import type { AnyPuzzleType } from "@gridsmith/kit";
import { useNavigate } from "@solidjs/router";
import { createEffect, createSignal, on, type Signal } from "solid-js";
import { describeType } from "../catalog/manifest.ts";
import { BatchProgress } from "../components/BatchProgress.tsx";
import {
  type BatchChoices,
  BatchSettingsFields,
  defaultChoices,
} from "../components/BatchSettingsFields.tsx";
import { BatchSource } from "../components/BatchSource.tsx";
import { BatchSummary } from "../components/BatchSummary.tsx";
import { BatchTable } from "../components/BatchTable.tsx";
import { TypeTabs } from "../components/TypeTabs.tsx";
import { createBatchController } from "../state/batch-controller.ts";
import { exampleLines } from "../state/batch-examples.ts";
import { batchLineLimit, type BatchSource as Source } from "../state/batch-run.ts";
import type { Runner } from "../worker/jobs.ts";

export interface BatchPageProps {
  type: AnyPuzzleType;
  runner: Runner;
  /** The text box's content (kept by the route across types); a fresh one when not given. */
  draft?: Signal<string>;
}

/**
 * The batch view of one type: a list of puzzles (pasted, opened, or NDJSON lines) solved in the worker a
 * chunk at a time, with progress, Stop, a results table, a summary and the NDJSON download.
 */
export function BatchPage(props: BatchPageProps) {
  const info = describeType(props.type);
  const navigate = useNavigate();
  const batch = createBatchController(props.runner);
  const draft = props.draft ?? createSignal("");
  const file = createSignal<File | null>(null);
  const filename = createSignal<string | undefined>(undefined);
  const [choices, setChoices] = createSignal<BatchChoices>(defaultChoices);
  let solveButton: HTMLButtonElement | undefined;
  let stopButton: HTMLButtonElement | undefined;

  function solveAll() {
    if (batch.running()) return;
    const big = file[0]();
    const name = filename[0]();
    const source: Source = big
      ? { file: big, filename: big.name }
      : { text: draft[0](), ...(name ? { filename: name } : {}) };
    const hadFocus = document.activeElement === solveButton;
    void batch.start(source, {
      typeId: props.type.id,
      ...choices(),
      maxLineLength: batchLineLimit(props.type.limits),
    });
    // The Solve button is disabled now: focus goes to Stop, and comes back when the batch ends.
    if (hadFocus) stopButton?.focus();
  }

  createEffect(
    on(
      batch.running,
      (running) => {
        const lost = document.activeElement === stopButton || document.activeElement === document.body;
        if (!running && lost) solveButton?.focus();
      },
      { defer: true },
    ),
  );

  return (
    <article class="batch-page" data-type={props.type.id}>
      <header class="page-head">
        <h1>{props.type.title}: solve a list</h1>
        <p>
          Paste or open many puzzles, one per line, and solve them all in your browser (in a worker, so the
          page keeps responding).
        </p>
        <TypeTabs id={props.type.id} title={props.type.title} />
      </header>
      <div class="batch-layout">
        <div class="batch-input">
          <BatchSource
            draft={draft}
            file={file}
            filename={filename}
            extensions={info.formats.flatMap((f) => f.extensions)}
            examples={() => exampleLines(props.type)}
            onSubmit={solveAll}
            disabled={batch.running()}
          />
          <BatchSettingsFields
            typeId={props.type.id}
            formats={info.formats}
            value={choices()}
            onChange={(patch) => setChoices({ ...choices(), ...patch })}
            onType={(id) => navigate(`/${id}/batch`)}
            disabled={batch.running()}
          />
          <div class="row">
            <button
              type="button"
              class="primary"
              ref={solveButton}
              disabled={batch.running()}
              onClick={solveAll}
            >
              Solve all
            </button>
            <button type="button" ref={stopButton} disabled={!batch.running()} onClick={() => batch.stop()}>
              Stop
            </button>
          </div>
        </div>
        <section class="panel batch-output" aria-labelledby="batch-progress-title">
          <BatchProgress batch={batch} />
          <BatchSummary batch={batch} typeId={props.type.id} />
        </section>
      </div>
      <BatchTable batch={batch} />
    </article>
  );
}
