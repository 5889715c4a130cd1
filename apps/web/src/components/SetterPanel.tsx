import type { SolveResult, Step } from "@gridsmith/kit";
import type { Backbone, UniqueGivens } from "@gridsmith/kit/setter";
import { createEffect, createMemo, createSignal, on, onCleanup, Show } from "solid-js";
import {
  boardCells,
  cellName,
  describeBackbone,
  describeGivens,
  givensText,
  valueName,
} from "../setter/describe.ts";
import { canGive, noGivensReason, setterModel } from "../setter/models.ts";
import type { Session } from "../state/session.ts";
import { Cancelled, type Job, type JobResult, type Runner } from "../worker/jobs.ts";
import { NumberField } from "./NumberField.tsx";

export interface SetterPanelProps {
  session: Session;
  runner: Runner;
}

// The page stops a worker this long after the time limit, for a solver that does not watch its clock.
const graceMs = 2000;

/**
 * Tools for setters: list up to N solutions and step through them on the board, the cells every solution
 * shares, and the extra givens that make the puzzle unique (applied as a new puzzle where its formats
 * hold givens). Each runs in the solver worker under the time limit; Stop terminates it. Collapsed until
 * opened, since players rarely need it.
 */
export function SetterPanel(props: SetterPanelProps) {
  const s = props.session;
  const site = createMemo(() => setterModel(s.type));
  const [seconds, setSeconds] = createSignal(10);
  const [limit, setLimit] = createSignal(10);
  const [running, setRunning] = createSignal<{ cancel(): void } | null>(null);
  const [status, setStatus] = createSignal("");
  const [list, setList] = createSignal<SolveResult<unknown> | null>(null);
  const [index, setIndex] = createSignal(0);
  const [cells, setCells] = createSignal<Backbone<unknown, unknown> | null>(null);
  const [givens, setGivens] = createSignal<UniqueGivens<unknown, unknown> | null>(null);
  // Whether the board shows something of this panel, so closing it gives the board back only then.
  const [showing, setShowing] = createSignal(false);
  const shape = () => {
    const loaded = s.loaded();
    return loaded ? site().shape(loaded.puzzle) : null;
  };
  // The grid the givens' indexes name: slitherlink's solutions are edges, its givens clue numbers in cells.
  const givensShape = () => {
    const loaded = s.loaded();
    return loaded ? (site().givens?.shape ?? site().shape)(loaded.puzzle) : null;
  };
  onCleanup(() => {
    running()?.cancel();
    if (showing()) backToBoard();
  });
  // Another puzzle: what was found was about the old one, and so is what the panel said.
  createEffect(
    on(
      () => s.loaded(),
      () => {
        running()?.cancel();
        setList(null);
        setCells(null);
        setGivens(null);
        setShowing(false);
        setStatus("");
      },
      { defer: true },
    ),
  );

  /**
   * Runs a job about the puzzle open now. Null when it failed, was stopped, or another puzzle opened before
   * its answer was taken in: a worker can answer just before the new puzzle cancels it, and that answer
   * (solutions of the old puzzle) must not reach the new puzzle's board.
   */
  async function run<J extends Job>(job: J, working: string): Promise<JobResult<J> | null> {
    if (running()) return null;
    const about = s.loaded();
    const stale = () => s.loaded() !== about;
    const task = props.runner.run(job);
    let timedOut = false;
    const watchdog = setTimeout(
      () => {
        timedOut = true;
        task.cancel();
      },
      seconds() * 1000 + graceMs,
    );
    setRunning({ cancel: () => task.cancel() });
    setStatus(working);
    try {
      const result = await task.promise;
      return stale() ? null : result;
    } catch (err) {
      if (stale()) return null;
      if (timedOut) setStatus("Time ran out and the worker was stopped.");
      else if (err instanceof Cancelled) setStatus("Stopped.");
      else setStatus(`Could not finish: ${(err as Error).message}`);
      return null;
    } finally {
      clearTimeout(watchdog);
      setRunning(null);
    }
  }

  const job = () => ({ typeId: s.type.id, puzzle: s.loaded()?.puzzle, timeoutMs: seconds() * 1000 });

  async function listSolutions() {
    const found = await run({ op: "solve", ...job(), limit: limit() }, "Looking for solutions…");
    if (!found) return;
    setList(found);
    const n = found.solutions.length;
    if (n === 0) {
      setStatus(
        found.status === "none"
          ? "No solution: this puzzle cannot be solved."
          : "Time ran out before a solution was found.",
      );
      return;
    }
    setStatus(
      // A search stopped at the limit (or the clock) cannot tell whether another solution exists.
      `Found ${n} solution${n === 1 ? "" : "s"}${found.complete ? "" : " (there may be more)"}. The board shows solution 1.`,
    );
    showSolution(0);
  }

  function showSolution(i: number) {
    const loaded = s.loaded();
    const found = list()?.solutions;
    if (!loaded || !found?.length) return;
    const at = Math.max(0, Math.min(found.length - 1, i));
    setIndex(at);
    show(found[at], null);
  }

  async function findBackbone() {
    const found = await run({ op: "backbone", ...job() }, "Finding the cells every solution shares…");
    if (!found) return;
    setCells(found);
    setStatus(describeBackbone(found));
    if (found.reference !== undefined) showBackbone(found);
  }

  function showBackbone(b: Backbone<unknown, unknown>) {
    show(b.reference, {
      technique: "forced cells",
      message: describeBackbone(b),
      cells: boardCells(shape(), b.forced),
      because: { cells: boardCells(shape(), b.unknown) },
      deductions: [],
    });
  }

  async function findGivens() {
    const found = await run({ op: "unique-givens", ...job() }, "Looking for the givens that make it unique…");
    if (!found) return;
    setGivens(found);
    setStatus(describeGivens(found, givensShape()));
    if (found.goal !== undefined && found.givens.length > 0) showGivens(found);
  }

  function showGivens(g: UniqueGivens<unknown, unknown>) {
    show(g.goal, {
      technique: "givens to add",
      message: describeGivens(g, givensShape()),
      cells: boardCells(
        givensShape(),
        g.givens.map((x) => x.index),
      ),
      deductions: [],
    });
  }

  function applyGivens() {
    const loaded = s.loaded();
    const g = givens();
    const write = site().withGivens;
    if (!loaded || !g || !write) return;
    const count = g.givens.length;
    // Opening the new puzzle resets the board and this panel's results (it is another puzzle).
    if (s.openPuzzle(write(loaded.puzzle, g.givens))) {
      setStatus(`Added ${count} given${count === 1 ? "" : "s"}: the puzzle is now unique.`);
    } else setStatus("This puzzle's formats cannot hold these givens.");
  }

  /** Puts a solution on the board (read-only, as Explain does) with the cells to highlight. */
  function show(solution: unknown, step: Step | null) {
    const loaded = s.loaded();
    if (!loaded || solution === undefined) return;
    const attempt = s.board.withSolution(loaded.puzzle, solution, s.board.newAttempt(loaded.puzzle));
    s.setPreview({ attempt });
    s.setStep(step);
    setShowing(true);
  }

  function backToBoard() {
    s.setPreview(null);
    s.setStep(null);
    setShowing(false);
  }

  const solutions = () => list()?.solutions ?? [];

  return (
    <section class="panel setter" aria-labelledby="setter-title">
      <details
        onToggle={(e) => {
          if (!e.currentTarget.open && showing()) backToBoard();
        }}
      >
        <summary>
          <h2 id="setter-title">Setter</h2>
        </summary>
        <p class="hint-text">
          For setting puzzles: every solution, the cells they all share, and what would make the puzzle
          unique.
        </p>
        <div class="row">
          <NumberField
            id="setter-seconds"
            label="Time limit (seconds)"
            value={seconds()}
            min={1}
            max={600}
            onChange={setSeconds}
          />
          <NumberField
            id="setter-limit"
            label="Solutions to list"
            value={limit()}
            min={2}
            max={1000}
            onChange={setLimit}
          />
        </div>
        <div class="row">
          <button type="button" onClick={listSolutions} disabled={!!running()}>
            List solutions
          </button>
          <button type="button" onClick={findBackbone} disabled={!!running()}>
            Cells every solution shares
          </button>
          <Show when={canGive(s.type.id)}>
            <button type="button" onClick={findGivens} disabled={!!running()}>
              What makes it unique
            </button>
          </Show>
          <Show when={running()}>
            {(r) => (
              <button type="button" onClick={() => r().cancel()}>
                Stop
              </button>
            )}
          </Show>
        </div>
        <Show when={noGivensReason(s.type.id)}>
          {(why) => <p class="hint-text setter-no-givens">{why()}</p>}
        </Show>
        <p class="setter-status" aria-live="polite">
          <Show when={running()}>
            <span class="spinner" aria-hidden="true" />{" "}
          </Show>
          {status()}
        </p>
        <Show when={solutions().length > 0}>
          <fieldset class="row setter-solutions">
            <legend>Solutions</legend>
            <button type="button" onClick={() => showSolution(index() - 1)} disabled={index() === 0}>
              Previous
            </button>
            <span class="step-count">
              Solution {index() + 1} of {solutions().length}
              {list()?.complete ? "" : " (there may be more)"}
            </span>
            <button
              type="button"
              onClick={() => showSolution(index() + 1)}
              disabled={index() >= solutions().length - 1}
            >
              Next
            </button>
          </fieldset>
        </Show>
        <Show when={cells()?.reference !== undefined && cells()}>
          {(b) => (
            <div class="setter-result">
              <button type="button" onClick={() => showBackbone(b())}>
                Show forced cells on the board
              </button>
              <Show when={b().forced.length > 0 && shape()}>
                <details>
                  <summary>Forced cells ({b().forced.length})</summary>
                  <p>
                    {b()
                      .forced.map((i) => `${cellName(shape(), i)} = ${valueName(b().cells?.[i])}`)
                      .join(", ")}
                  </p>
                </details>
              </Show>
            </div>
          )}
        </Show>
        <Show when={givens()?.status === "unique" && (givens()?.givens.length ?? 0) > 0 && givens()}>
          {(g) => (
            <div class="setter-result">
              <p>{givensText(givensShape(), g().givens)}</p>
              <button type="button" onClick={() => showGivens(g())}>
                Show the givens on the board
              </button>
              <Show
                when={site().withGivens}
                fallback={<p class="hint-text">This type's files have no givens, so they are shown only.</p>}
              >
                <button type="button" class="primary" onClick={applyGivens}>
                  Apply these givens
                </button>
              </Show>
            </div>
          )}
        </Show>
        <Show when={showing()}>
          <button type="button" onClick={backToBoard}>
            Back to my board
          </button>
        </Show>
      </details>
    </section>
  );
}
