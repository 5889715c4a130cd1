import type { Problem, SolveResult } from "@gridsmith/kit";
import { createEffect, createMemo, createSignal, on, onCleanup, untrack } from "solid-js";
import { Cancelled, type Runner, type Task } from "../worker/jobs.ts";
import type { Session } from "./session.ts";

/** How long the worker may look for the solution the marks are measured against. */
export const solveBudgetMs = 10_000;

/** The solution found for one puzzle (null when there is no single one), and what to tell the person. */
interface Answer {
  puzzle: unknown;
  solution: unknown | null;
  note: string;
}

function noteFor(result: SolveResult<unknown>): string {
  switch (result.status) {
    case "unique":
      return "";
    case "solved":
      return "Whether this puzzle has only one solution is not known, so mistakes cannot be shown as you go.";
    case "multiple":
      return "This puzzle has more than one solution, so mistakes cannot be shown as you go.";
    case "none":
      return "This puzzle has no solution, so mistakes cannot be shown as you go.";
    case "timeout":
      return "The solution was not found in time, so mistakes cannot be shown as you go.";
  }
}

/**
 * "Show mistakes as you go": while `enabled`, the open puzzle is solved once in the worker (limit 2, to
 * know the solution is the only one), and every filled cell of the attempt that differs from it becomes a
 * problem for the board to mark. A solution found is kept for its puzzle, so turning the aid off and on
 * does not solve again; an answer about a puzzle no longer open is dropped.
 */
export function createLiveMistakes(session: Session, runner: Runner, enabled: () => boolean) {
  const [answer, setAnswer] = createSignal<Answer | null>(null);
  const [solving, setSolving] = createSignal(false);
  let task: Task<SolveResult<unknown>> | null = null;
  const stop = () => {
    task?.cancel();
    task = null;
    setSolving(false);
  };
  onCleanup(stop);

  createEffect(
    on([enabled, () => session.loaded()], ([on, loaded]) => {
      stop();
      if (!on || !loaded || !session.board.mistakes) return;
      if (untrack(answer)?.puzzle === loaded.puzzle) return;
      setAnswer(null);
      const mine = runner.run({
        op: "solve",
        typeId: session.type.id,
        puzzle: loaded.puzzle,
        limit: 2,
        timeoutMs: solveBudgetMs,
      });
      task = mine;
      setSolving(true);
      mine.promise.then(
        (result) => {
          if (task !== mine) return;
          task = null;
          setSolving(false);
          const single = result.status === "unique";
          setAnswer({
            puzzle: loaded.puzzle,
            solution: single ? (result.solutions[0] ?? null) : null,
            note: noteFor(result),
          });
        },
        (err) => {
          if (task !== mine || err instanceof Cancelled) return;
          task = null;
          setSolving(false);
          setAnswer({
            puzzle: loaded.puzzle,
            solution: null,
            note: `Mistakes cannot be shown as you go: ${(err as Error).message}`,
          });
        },
      );
    }),
  );

  /** The problems to mark now: none while off, while solving, or during an explanation's read-only view. */
  const problems = createMemo<Problem[]>(() => {
    const found = answer();
    const loaded = session.loaded();
    const mark = session.board.mistakes;
    if (!enabled() || !found || found.solution === null || !loaded || !mark || session.preview()) return [];
    if (found.puzzle !== loaded.puzzle) return [];
    try {
      return mark(loaded.puzzle, session.attempt(), found.solution);
    } catch {
      return [];
    }
  });

  /** What to say beside the option: solving, why nothing can be shown, or how many cells are marked. */
  const note = createMemo(() => {
    if (!enabled()) return "";
    if (solving()) return "Finding the solution…";
    const found = answer();
    if (!found || found.puzzle !== session.loaded()?.puzzle) return "";
    if (found.note) return found.note;
    const n = problems().length;
    return n === 0 ? "No mistakes so far." : `${n} mistake${n === 1 ? "" : "s"} marked.`;
  });

  return { problems, note };
}
