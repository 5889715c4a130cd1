import type { AnyPuzzleType } from "@gridsmith/kit";
import { createMemoryHistory, MemoryRouter, Route } from "@solidjs/router";
import { render } from "@solidjs/testing-library";
import type { AnyBoard } from "../boards/index.ts";
import { PuzzlePage } from "../pages/PuzzlePage.tsx";
import type { Runner } from "../worker/jobs.ts";
import { createLocalRunner } from "../worker/runner.ts";

/** Renders one puzzle page at `path` inside a memory router, with jobs run in-process. */
export function renderPage(
  type: AnyPuzzleType,
  board: AnyBoard,
  path = `/${type.id}`,
  storage: Storage = localStorage,
  runner: Runner = createLocalRunner((id) => (id === type.id ? type : undefined)),
): { unmount(): void; history: ReturnType<typeof createMemoryHistory> } {
  const history = createMemoryHistory();
  history.set({ value: path, replace: true, scroll: false });
  const result = render(() => (
    <MemoryRouter history={history}>
      <Route
        path="/:type"
        component={() => <PuzzlePage type={type} board={board} runner={runner} storage={storage} />}
      />
    </MemoryRouter>
  ));
  return { unmount: result.unmount, history };
}
