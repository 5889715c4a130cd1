import { findPuzzleType } from "@gridsmith/catalog";
import { useParams } from "@solidjs/router";
import { createResource, Show } from "solid-js";
import { loadBoard } from "../boards/index.ts";
import { browserStorage } from "../state/storage.ts";
import { defaultRunner } from "../worker/runner.ts";
import { NotFound } from "./NotFound.tsx";
import { PuzzlePage } from "./PuzzlePage.tsx";

// This module is the lazily loaded chunk that brings the catalog (parsers, checkers) to the page; the
// solvers' heavy work still runs in the worker.
const runner = defaultRunner(findPuzzleType);

/** `/:type`: the page of one catalog puzzle type, or "not found". */
export default function PuzzleRoute() {
  const params = useParams<{ type: string }>();
  const type = () => findPuzzleType(params.type);
  const [board] = createResource(() => type()?.id, loadBoard);
  return (
    <Show
      when={type()}
      keyed
      fallback={<NotFound what={`No puzzle type called '${params.type}' is installed.`} />}
    >
      {(t) => (
        <Show when={board.state === "ready" && board.latest} keyed fallback={<p class="loading">Loading…</p>}>
          {(b) => <PuzzlePage type={t} board={b} runner={runner} storage={browserStorage()} />}
        </Show>
      )}
    </Show>
  );
}
