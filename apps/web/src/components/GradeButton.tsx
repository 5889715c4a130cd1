import type { Grade } from "@gridsmith/kit";
import { createEffect, createSignal, on, onCleanup, Show } from "solid-js";
import type { Session } from "../state/session.ts";
import { Cancelled, type Runner, type Task } from "../worker/jobs.ts";
import { ErrorAlert } from "./ErrorAlert.tsx";

/** Rates the puzzle with the package's grader (in the worker): its level and the hardest technique it needs. */
export function GradeButton(props: { session: Session; runner: Runner }) {
  const [grade, setGrade] = createSignal<Grade | null>(null);
  const [error, setError] = createSignal("");
  const [task, setTask] = createSignal<Task<Grade> | null>(null);
  onCleanup(() => task()?.cancel());
  // Another puzzle: the grade being worked out (its worker is terminated) or shown was the old one's.
  createEffect(
    on(
      () => props.session.loaded(),
      () => {
        task()?.cancel();
        setGrade(null);
        setError("");
      },
      { defer: true },
    ),
  );

  async function rate() {
    const loaded = props.session.loaded();
    if (!loaded || task()) return;
    setError("");
    const running = props.runner.run({ op: "grade", typeId: props.session.type.id, puzzle: loaded.puzzle });
    setTask(running);
    const stale = () => props.session.loaded() !== loaded;
    try {
      const grade = await running.promise;
      if (!stale()) setGrade(grade);
    } catch (err) {
      if (!(err instanceof Cancelled) && !stale()) setError(`Could not rate it: ${(err as Error).message}`);
    } finally {
      setTask(null);
    }
  }

  return (
    <div class="grade">
      <div class="row">
        {/* Rating walks the whole logical path, minutes on a large puzzle: it can be cancelled as it runs. */}
        <Show
          when={task()}
          fallback={
            <button type="button" onClick={rate}>
              Rate its difficulty
            </button>
          }
        >
          {(t) => (
            <button type="button" onClick={() => t().cancel()} aria-busy="true">
              Cancel rating
            </button>
          )}
        </Show>
        <Show when={grade()}>
          {(g) => (
            <span>
              <strong>{g().level}</strong>
              {g().hardest ? ` (hardest step: ${g().hardest})` : ""}
            </span>
          )}
        </Show>
      </div>
      <ErrorAlert error={error()} />
    </div>
  );
}
