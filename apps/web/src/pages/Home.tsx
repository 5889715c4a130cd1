import manifest from "virtual:gridsmith/manifest";
import { A } from "@solidjs/router";
import { For, Show } from "solid-js";
import type { TypeInfo } from "../catalog/manifest.ts";
import { BoardPreview } from "../components/BoardPreview.tsx";
import { RecentPuzzles } from "../components/RecentPuzzles.tsx";
import { browserStorage } from "../state/storage.ts";

/** Every installed puzzle type with a live example of it; pick one to play. Above them, the puzzles played here. */
export function Home(props: { types?: TypeInfo[]; storage?: Storage | null }) {
  const types = () => props.types ?? manifest;
  return (
    <section class="home">
      <h1>Grid puzzles, solved and explained</h1>
      <p class="lead">
        Pick a puzzle type: type or paste a puzzle, open a file or generate one, then play it with hints,
        checks and a step-by-step explanation.
      </p>
      <RecentPuzzles
        types={types()}
        storage={props.storage === undefined ? browserStorage() : props.storage}
      />
      <Show when={types().length > 0} fallback={<p>No puzzle types are installed yet.</p>}>
        <ul class="type-cards">
          <For each={types()}>
            {(type) => (
              <li class="type-card">
                <h2>
                  <A href={`/${type.id}`}>{type.title}</A>
                </h2>
                <p>{type.description}</p>
                {/* The preview's cells are a picture here, not text to read out (nor to match a label). */}
                <A href={`/${type.id}`} class="preview-link">
                  <span class="visually-hidden">Play {type.title}</span>
                  <div aria-hidden="true">
                    <BoardPreview type={type} />
                  </div>
                </A>
                <p class="example-name">
                  Example: {type.examples[0]?.name ?? "none"} · {type.formats.length} format
                  {type.formats.length === 1 ? "" : "s"}
                </p>
              </li>
            )}
          </For>
        </ul>
      </Show>
    </section>
  );
}
