import type { Step } from "@gridsmith/kit";
import { createSignal, onCleanup, Show } from "solid-js";
import type { TypeInfo } from "../catalog/manifest.ts";
import type { Session } from "../state/session.ts";
import { Cancelled, type Runner, type Task } from "../worker/jobs.ts";

export interface ToolbarProps {
  session: Session;
  runner: Runner;
  info: TypeInfo;
  onStatus(message: string): void;
}

/** Undo, redo, start over, check and hint: the moves around the board. */
export function Toolbar(props: ToolbarProps) {
  const s = props.session;
  const [hintTask, setHintTask] = createSignal<Task<Step | null> | null>(null);
  const [hint, setHint] = createSignal<Step | null>(null);
  onCleanup(() => hintTask()?.cancel());

  function check() {
    const found = s.check();
    if (found.length > 0) {
      props.onStatus(`${found.length} mistake${found.length === 1 ? "" : "s"} marked.`);
    } else if (s.complete()) props.onStatus("Solved! Every cell is right.");
    else props.onStatus("No mistakes so far.");
  }

  async function askHint() {
    const loaded = s.loaded();
    if (!loaded || hintTask()) return;
    props.onStatus("Looking for the next step…");
    const task = props.runner.run({
      op: "hint",
      typeId: s.type.id,
      puzzle: loaded.puzzle,
      // What the player decided, cells marked empty included, so a step carried out is not hinted again.
      attempt: s.board.hintInput
        ? s.board.hintInput(loaded.puzzle, s.attempt())
        : s.board.toSolution(loaded.puzzle, s.attempt()),
    });
    setHintTask(task);
    try {
      const step = await task.promise;
      setHint(step);
      s.setStep(step);
      props.onStatus(
        step
          ? `Hint: ${step.message}`
          : "No logical step is left from here: the grid is full, or a mistake blocks the logic (try Check).",
      );
    } catch (err) {
      if (!(err instanceof Cancelled)) props.onStatus(`No hint: ${(err as Error).message}`);
    } finally {
      setHintTask(null);
    }
  }

  // A hint has no time limit of its own (a large puzzle's trials can take minutes): the player may stop one.
  function cancelHint() {
    hintTask()?.cancel();
    props.onStatus("Hint cancelled.");
  }

  function applyHint() {
    const step = hint();
    const loaded = s.loaded();
    if (!step || !loaded || !s.board.applyStep) return;
    let next: unknown;
    try {
      next = s.board.applyStep(loaded.puzzle, s.attempt(), step);
    } catch (err) {
      // A step the board cannot carry out (a mistake to fix, in a type whose board takes only its own steps)
      // still says what to do; the attempt stays as it was.
      props.onStatus(`This hint cannot be applied on the board (${(err as Error).message}): ${step.message}`);
      return;
    }
    s.move(next);
    setHint(null);
    props.onStatus(`Applied: ${step.message}`);
  }

  return (
    <div class="toolbar" role="toolbar" aria-label="Moves">
      <button
        type="button"
        onClick={() => s.undo()}
        disabled={!s.canUndo() || !!s.preview()}
        title="Undo (Ctrl+Z)"
      >
        Undo
      </button>
      <button
        type="button"
        onClick={() => s.redo()}
        disabled={!s.canRedo() || !!s.preview()}
        title="Redo (Ctrl+Y)"
      >
        Redo
      </button>
      <button type="button" onClick={() => s.restart()} disabled={!!s.preview()}>
        Start over
      </button>
      <button type="button" onClick={check} disabled={!!s.preview()}>
        Check
      </button>
      <Show when={props.info.can.hint}>
        <Show
          when={hintTask()}
          fallback={
            <button type="button" onClick={askHint} disabled={!!s.preview()}>
              Hint
            </button>
          }
        >
          <button type="button" onClick={cancelHint} aria-busy="true">
            Cancel hint
          </button>
        </Show>
        <Show when={hint() && s.step() === hint() && s.board.applyStep}>
          <button type="button" onClick={applyHint}>
            Apply hint
          </button>
        </Show>
      </Show>
    </div>
  );
}
