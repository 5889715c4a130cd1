import manifest from "virtual:gridsmith/manifest";
import { A } from "@solidjs/router";
import { createSignal, For, Show } from "solid-js";
import type { TypeInfo } from "../catalog/manifest.ts";
import { BoardPreview } from "../components/BoardPreview.tsx";
import { type FindType, OpenAnyPuzzle } from "../components/OpenAnyPuzzle.tsx";
import { RecentPuzzles } from "../components/RecentPuzzles.tsx";
import { browserStorage } from "../state/storage.ts";
import { groupTypes } from "./type-groups.ts";
import "./home.css";

const typesCount = (n: number) => `${n} puzzle type${n === 1 ? "" : "s"}`;

/**
 * The home page: a puzzle pasted or dropped opens on its type's page; the puzzles played here; then every
 * installed type with a live example of it, grouped by kind, with a search box. Pick one.
 */
export function Home(props: { types?: TypeInfo[]; storage?: Storage | null; find?: FindType }) {
  const types = () => props.types ?? manifest;
  const [query, setQuery] = createSignal("");
  const groups = () => groupTypes(types(), query());
  const matched = () => groups().reduce((n, g) => n + g.types.length, 0);
  // Said politely as the person types; nothing while the search box is empty.
  const found = () => {
    if (query().trim() === "") return "";
    if (matched() === 0) return `No puzzle type matches "${query().trim()}".`;
    return `${matched()} of ${typesCount(types().length)} match${matched() === 1 ? "es" : ""}.`;
  };
  return (
    <section class="home">
      <h1>Grid puzzles, solved and explained</h1>
      <p class="lead">
        Pick a puzzle type: type or paste a puzzle, open a file or generate one, then play it with hints,
        checks and a step-by-step explanation.
      </p>
      <Show when={types().length > 0}>
        <OpenAnyPuzzle types={types()} find={props.find} />
      </Show>
      <RecentPuzzles
        types={types()}
        storage={props.storage === undefined ? browserStorage() : props.storage}
      />
      <Show when={types().length > 0} fallback={<p>No puzzle types are installed yet.</p>}>
        <section class="type-list" aria-labelledby="types-title">
          <div class="type-list-head">
            <h2 id="types-title">Puzzle types</h2>
            <div class="type-search">
              <label for="type-search">Search puzzle types</label>
              <input
                id="type-search"
                type="search"
                autocomplete="off"
                spellcheck={false}
                value={query()}
                onInput={(e) => setQuery(e.currentTarget.value)}
                aria-describedby="type-search-count"
              />
              <p id="type-search-count" class="search-count" role="status" aria-live="polite">
                {found()}
              </p>
            </div>
          </div>
          <Show when={matched() > 0} fallback={<p class="no-match">No puzzle type matches your search.</p>}>
            <For each={groups()}>
              {(group) => (
                <section class="type-group" aria-labelledby={`kind-${group.kind}`}>
                  <h3 id={`kind-${group.kind}`}>{group.heading}</h3>
                  <ul class="type-cards">
                    <For each={group.types}>{(type) => <TypeCard type={type} />}</For>
                  </ul>
                </section>
              )}
            </For>
          </Show>
        </section>
      </Show>
    </section>
  );
}

function TypeCard(props: { type: TypeInfo }) {
  const type = props.type;
  return (
    <li class="type-card">
      <h4>
        <A href={`/${type.id}`}>{type.title}</A>
      </h4>
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
        <Show when={type.names.length > 0}> · also called {type.names.join(", ")}</Show>
      </p>
    </li>
  );
}
