import { useParams } from "@solidjs/router";
import { createResource, Show } from "solid-js";
import { loadBoard } from "../boards/index.ts";
import { browserStorage } from "../state/storage.ts";
import { NotFound } from "./NotFound.tsx";
import { PuzzlePage } from "./PuzzlePage.tsx";
import { loadType, runner } from "./type-loader.ts";

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
