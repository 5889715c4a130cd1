import { useParams } from "@solidjs/router";
import { createResource, Show } from "solid-js";
import { loadBoard } from "../boards/index.ts";
import { browserStorage } from "../state/storage.ts";
import { PuzzlePage } from "./PuzzlePage.tsx";
import { TypeGate } from "./TypeGate.tsx";
import { loadType, runner } from "./type-loader.ts";

/** `/:type`: the page of one catalog puzzle type, or "not found". */
export default function PuzzleRoute() {
  const params = useParams<{ type: string }>();
  const [type] = createResource(() => params.type, loadType);
  const [board] = createResource(() => type() ?? undefined, loadBoard);
  return (
    <TypeGate id={params.type} type={type}>
      {(t) => (
        <Show when={board.state === "ready" && board.latest} keyed fallback={<p class="loading">Loading…</p>}>
          {(b) => <PuzzlePage type={t} board={b} runner={runner} storage={browserStorage()} />}
        </Show>
      )}
    </TypeGate>
  );
}
