import type { Problem } from "@gridsmith/kit";
import { For, Show } from "solid-js";

/** Problems or mistakes in words, beside the board that marks them. */
export function ProblemList(props: { title: string; problems: readonly Problem[] }) {
  return (
    <Show when={props.problems.length > 0}>
      <section class="problems" aria-label={props.title}>
        <h2>{props.title}</h2>
        <ul class="problem-list">
          <For each={props.problems}>{(p) => <li data-code={p.code}>{p.message}</li>}</For>
        </ul>
      </section>
    </Show>
  );
}
