import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { useParams } from "@solidjs/router";
import { createResource, Show } from "solid-js";
import { loadBoard } from "../boards/index.ts";
import { browserStorage } from "../state/storage.ts";
import { defaultRunner } from "../worker/runner.ts";
import { NotFound } from "./NotFound.tsx";
import { PuzzlePage } from "./PuzzlePage.tsx";

// The page loads only the package of the type it shows (parsers and checkers run here; the solvers' heavy
// work runs in the worker). Types loaded so far, for the in-page runner used where there are no workers.
const loaded = new Map<string, AnyPuzzleType>();
const runner = defaultRunner((id) => loaded.get(id));

async function loadType(id: string): Promise<AnyPuzzleType | null> {
  const type = await loadPuzzleType(id);
  if (type) loaded.set(id, type);
  return type ?? null;
}

/** `/:type`: the page of one catalog puzzle type, or "not found". */
export default function PuzzleRoute() {
  const params = useParams<{ type: string }>();
  const [type] = createResource(() => params.type, loadType);
  const [board] = createResource(() => type()?.id, loadBoard);
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
        {(t) => (
          <Show
            when={board.state === "ready" && board.latest}
            keyed
            fallback={<p class="loading">Loading…</p>}
          >
            {(b) => <PuzzlePage type={t} board={b} runner={runner} storage={browserStorage()} />}
          </Show>
        )}
      </Show>
    </Show>
  );
}
