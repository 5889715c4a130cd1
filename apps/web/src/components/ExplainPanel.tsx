import type { Step } from "@gridsmith/kit";
import { createSignal, onCleanup, Show } from "solid-js";
import type { TypeInfo } from "../catalog/manifest.ts";
import type { Session } from "../state/session.ts";
import { Cancelled, type Runner, type Task } from "../worker/jobs.ts";
import { ErrorAlert } from "./ErrorAlert.tsx";

export interface ExplainPanelProps {
  session: Session;
  runner: Runner;
  info: TypeInfo;
  onStatus(message: string): void;
}

/**
 * The whole logical solution path, one step at a time, forwards and backwards. While it is open the board
 * shows the grid as it stands after the current step (read-only) and highlights the step.
 */
export function ExplainPanel(props: ExplainPanelProps) {
  const s = props.session;
  const [steps, setSteps] = createSignal<Step[] | null>(null);
  const [states, setStates] = createSignal<unknown[]>([]);
  const [index, setIndex] = createSignal(0);
  const [task, setTask] = createSignal<Task<Step[]> | null>(null);
  const [error, setError] = createSignal("");
  onCleanup(() => {
    task()?.cancel();
    if (steps()) close();
  });

  async function explain() {
    const loaded = s.loaded();
    if (!loaded || task()) return;
    setError("");
    const running = props.runner.run({ op: "explain", typeId: s.type.id, puzzle: loaded.puzzle });
    setTask(running);
    try {
      const path = await running.promise;
      if (path.length === 0) {
        setError("There is no logical path to show for this puzzle.");
        return;
      }
      setStates(replay(loaded.puzzle, path));
      setSteps(path);
      go(0);
      props.onStatus(
        `The solution in ${path.length} logical step${path.length === 1 ? "" : "s"}; the board is read-only meanwhile.`,
      );
    } catch (err) {
      if (!(err instanceof Cancelled)) setError(`Could not explain: ${(err as Error).message}`);
    } finally {
      setTask(null);
    }
  }

  // The grid after each step, from an empty attempt; empty when the board cannot carry steps out.
  function replay(puzzle: unknown, path: Step[]): unknown[] {
    const apply = s.board.applyStep;
    if (!apply) return [];
    const out: unknown[] = [];
    let attempt = s.board.newAttempt(puzzle);
    for (const step of path) {
      try {
        attempt = apply(puzzle, attempt, step);
      } catch {
        // a step the board cannot draw still gets its words and highlight
      }
      out.push(attempt);
    }
    return out;
  }

  function go(i: number) {
    const path = steps();
    if (!path) return;
    const at = Math.max(0, Math.min(path.length - 1, i));
    setIndex(at);
    const state = states()[at];
    s.setPreview(state === undefined ? null : { attempt: state });
    s.setStep(path[at] ?? null);
  }

  function close() {
    if (steps()) props.onStatus("");
    setSteps(null);
    setStates([]);
    s.setPreview(null);
    s.setStep(null);
  }

  return (
    <Show when={props.info.can.explain}>
      <section class="panel explain" aria-labelledby="explain-title">
        <h2 id="explain-title">Explain</h2>
        <Show
          when={steps()}
          fallback={
            <div class="row">
              <Show
                when={task()}
                fallback={
                  <button type="button" onClick={explain}>
                    Explain the solution step by step
                  </button>
                }
              >
                {(t) => (
                  <button type="button" onClick={() => t().cancel()}>
                    Cancel explaining
                  </button>
                )}
              </Show>
            </div>
          }
        >
          {(path) => (
            // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys step through the path from any of its buttons.
            <div
              class="stepper"
              onKeyDown={(e) => {
                if (e.key === "ArrowLeft") go(index() - 1);
                else if (e.key === "ArrowRight") go(index() + 1);
                else return;
                e.preventDefault();
              }}
            >
              <fieldset class="row">
                <legend class="visually-hidden">Steps</legend>
                <button type="button" onClick={() => go(0)} disabled={index() === 0}>
                  First
                </button>
                <button type="button" onClick={() => go(index() - 1)} disabled={index() === 0}>
                  Back
                </button>
                <span class="step-count">
                  Step {index() + 1} of {path().length}
                </span>
                <button type="button" onClick={() => go(index() + 1)} disabled={index() >= path().length - 1}>
                  Next
                </button>
                <button
                  type="button"
                  onClick={() => go(path().length - 1)}
                  disabled={index() >= path().length - 1}
                >
                  Last
                </button>
                <button type="button" onClick={close}>
                  Close
                </button>
              </fieldset>
              <p class="step-message" aria-live="polite">
                <span class="technique">{path()[index()]?.technique}</span> {path()[index()]?.message}
              </p>
            </div>
          )}
        </Show>
        <ErrorAlert error={error()} />
      </section>
    </Show>
  );
}
