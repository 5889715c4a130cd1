import { useParams } from "@solidjs/router";
import { createResource, createSignal, Show } from "solid-js";
import { BatchPage } from "./BatchPage.tsx";
import { NotFound } from "./NotFound.tsx";
import { loadType, runner } from "./type-loader.ts";

/**
 * `/:type/batch`: solve a list of puzzles of one type in the worker. The pasted list is kept here, above
 * the page, so that picking another type keeps it.
 */
export default function BatchRoute() {
  const params = useParams<{ type: string }>();
  const [type] = createResource(() => params.type, loadType);
  const draft = createSignal("");
  return (
    <Show
      when={type.state === "ready"}
      fallback={
        type.state === "errored" ? (
          <NotFound
            what={`The ${params.type} puzzle could not be loaded; check the connection and reload.`}
          />
        ) : (
          <p class="loading">Loading…</p>
        )
      }
    >
      <Show
        when={type()}
        keyed
        fallback={<NotFound what={`No puzzle type called '${params.type}' is installed.`} />}
      >
        {(t) => <BatchPage type={t} runner={runner} draft={draft} />}
      </Show>
    </Show>
  );
}
