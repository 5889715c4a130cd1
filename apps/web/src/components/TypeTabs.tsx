import { A } from "@solidjs/router";
import { For } from "solid-js";

/** Pages only some types have, after Play and Batch (their routes are in App.tsx). */
const extraTabs: Record<string, { path: string; label: string }[]> = {
  nonogram: [{ path: "picture", label: "From a picture" }],
};

/**
 * The pages of one puzzle type: play one puzzle, or solve a list of them (batch). Plain links in a labelled
 * navigation; the current one says so (`aria-current="page"`).
 */
export function TypeTabs(props: { id: string; title: string }) {
  return (
    <nav class="type-tabs" aria-label={`${props.title} pages`}>
      <A href={`/${props.id}`} end>
        Play
      </A>
      <A href={`/${props.id}/batch`} end>
        Batch
      </A>
      <For each={extraTabs[props.id] ?? []}>
        {(tab) => (
          <A href={`/${props.id}/${tab.path}`} end>
            {tab.label}
          </A>
        )}
      </For>
    </nav>
  );
}
