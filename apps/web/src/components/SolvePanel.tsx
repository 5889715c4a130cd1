import { type SolveProgress, type SolveResult, solveResult } from "@gridsmith/kit";
import { createEffect, createSignal, on, onCleanup, Show } from "solid-js";
import { downloadFile, solvedFile } from "../state/download.ts";
import type { Session } from "../state/session.ts";
import { Cancelled, type Runner, type Task } from "../worker/jobs.ts";
import { solveOnServer } from "../worker/server.ts";
import { ErrorAlert } from "./ErrorAlert.tsx";
import { GradeButton } from "./GradeButton.tsx";

export interface SolvePanelProps {
  session: Session;
  runner: Runner;
  /** Whether the package can grade puzzles. */
  canGrade?: boolean;
  onStatus(message: string): void;
}

// The page stops a worker this long after the time limit, for a solver that does not watch its clock.
const graceMs = 2000;

/** The advanced search option: the type's own choice, or the engine's learning search forced on or off. */
export type SearchChoice = "auto" | "on" | "off";

/** The solve option `learning` a search choice asks for; undefined leaves it to the type. */
export function learningOf(choice: SearchChoice): { learning?: boolean } {
  return choice === "auto" ? {} : { learning: choice === "on" };
}

/** What a solve result means, in words. */
export function describeResult(result: SolveResult<unknown>): string {
  switch (result.status) {
    case "unique":
      return "Exactly one solution.";
    case "multiple":
      return result.complete
        ? `${result.solutionCount} solutions: this puzzle is not unique.`
        : "Several solutions: this puzzle is not unique (the search stopped at two).";
    case "solved":
      return "A solution was found (whether it is the only one was not checked).";
    case "none":
      return "No solution: this puzzle cannot be solved.";
    case "timeout":
      return result.solutions.length > 0
        ? "Time ran out after one solution was found; whether it is the only one is not known."
        : "Time ran out before an answer was found.";
  }
}

/**
 * Solve: in a Web Worker (the page keeps responding), with progress, a Cancel button that terminates the
 * worker, and a time limit; or on the server when the person asks for it.
 */
export function SolvePanel(props: SolvePanelProps) {
  const s = props.session;
  const [seconds, setSeconds] = createSignal(10);
  const [onServer, setOnServer] = createSignal(false);
  const [search, setSearch] = createSignal<SearchChoice>("auto");
  const [running, setRunning] = createSignal<{ cancel(): void } | null>(null);
  const [progress, setProgress] = createSignal<SolveProgress | null>(null);
  const [result, setResult] = createSignal<SolveResult<unknown> | null>(null);
  const [error, setError] = createSignal("");
  onCleanup(() => running()?.cancel());
  // Another puzzle: a solve of the old one is stale. Stopping it terminates its worker (the next job gets
  // a fresh one), and what was found about the old puzzle goes.
  createEffect(
    on(
      () => s.loaded(),
      () => {
        running()?.cancel();
        setResult(null);
        setProgress(null);
        setError("");
      },
      { defer: true },
    ),
  );

  async function solve() {
    const loaded = s.loaded();
    if (!loaded || running()) return;
    setError("");
    setResult(null);
    setProgress(null);
    const timeoutMs = Math.max(1, seconds()) * 1000;
    props.onStatus("Solving…");
    // An answer that arrives after another puzzle opened is about the old one: dropped.
    const stale = () => s.loaded() !== loaded;
    try {
      const found = onServer()
        ? await solveRemote(loaded.text, loaded.format, timeoutMs)
        : await solveLocal(timeoutMs);
      if (stale()) return;
      setResult(found);
      props.onStatus(describeResult(found));
    } catch (err) {
      if (stale()) return;
      if (err instanceof Cancelled) props.onStatus("Solving was cancelled.");
      else {
        setError(`Could not solve: ${(err as Error).message}`);
        props.onStatus("Could not solve.");
      }
    } finally {
      setRunning(null);
    }
  }

  async function solveLocal(timeoutMs: number): Promise<SolveResult<unknown>> {
    const loaded = s.loaded()!;
    const task: Task<SolveResult<unknown>> = props.runner.run(
      { op: "solve", typeId: s.type.id, puzzle: loaded.puzzle, limit: 2, timeoutMs, ...learningOf(search()) },
      setProgress,
    );
    let timedOut = false;
    const watchdog = setTimeout(() => {
      timedOut = true;
      task.cancel();
    }, timeoutMs + graceMs);
    setRunning({ cancel: () => task.cancel() });
    try {
      return await task.promise;
    } catch (err) {
      if (timedOut) return timeoutResult(timeoutMs + graceMs);
      throw err;
    } finally {
      clearTimeout(watchdog);
    }
  }

  async function solveRemote(text: string, format: string, timeoutMs: number): Promise<SolveResult<unknown>> {
    const controller = new AbortController();
    setRunning({ cancel: () => controller.abort() });
    try {
      return await solveOnServer({
        typeId: s.type.id,
        text,
        format,
        limit: 2,
        timeoutMs,
        ...learningOf(search()),
        signal: controller.signal,
      });
    } catch (err) {
      if (controller.signal.aborted) throw new Cancelled();
      throw err;
    }
  }

  function show() {
    const loaded = s.loaded();
    const solution = result()?.solutions[0];
    if (!loaded || solution === undefined) return;
    s.move(s.board.withSolution(loaded.puzzle, solution, s.attempt()));
    props.onStatus("The solution is on the board. Undo takes it back.");
  }

  // The solved board as a file another program opens (puzz.link's `.pzpr`), where the type writes one.
  const solved = () => {
    const loaded = s.loaded();
    const solution = result()?.solutions[0];
    return loaded && solution !== undefined ? solvedFile(s.type, loaded.puzzle, solution) : null;
  };

  const solutionText = () => {
    const loaded = s.loaded();
    const solution = result()?.solutions[0];
    if (!loaded || solution === undefined) return "";
    try {
      return s.type.solutionToText(loaded.puzzle, solution);
    } catch {
      return "";
    }
  };

  return (
    <section class="panel solve" aria-labelledby="solve-title">
      <h2 id="solve-title">Solve</h2>
      <div class="row">
        <label for="solve-seconds">Time limit (seconds)</label>
        <input
          id="solve-seconds"
          type="number"
          min="1"
          max="600"
          value={seconds()}
          onInput={(e) => setSeconds(Math.min(600, Math.max(1, Number(e.currentTarget.value) || 10)))}
        />
      </div>
      <label class="check">
        <input type="checkbox" checked={onServer()} onChange={(e) => setOnServer(e.currentTarget.checked)} />
        Solve on the server instead of in this browser
      </label>
      <details class="advanced">
        <summary>Advanced</summary>
        <div class="row">
          <label for="solve-search">Search</label>
          <select
            id="solve-search"
            value={search()}
            onChange={(e) => setSearch(e.currentTarget.value as SearchChoice)}
          >
            <option value="auto">Chosen for the puzzle</option>
            <option value="on">Learning (learns from each dead end)</option>
            <option value="off">Plain depth-first</option>
          </select>
        </div>
      </details>
      <div class="row">
        <Show
          when={running()}
          fallback={
            <button type="button" class="primary" onClick={solve}>
              Solve
            </button>
          }
        >
          {(r) => (
            <>
              <button type="button" onClick={() => r().cancel()}>
                Cancel
              </button>
              <span class="progress" aria-live="polite">
                <span class="spinner" aria-hidden="true" />
                {progress()
                  ? `${progress()!.nodes.toLocaleString()} nodes, ${Math.round(progress()!.ms)} ms`
                  : "Solving…"}
              </span>
            </>
          )}
        </Show>
      </div>
      <ErrorAlert error={error()} />
      <Show when={props.canGrade}>
        <GradeButton session={s} runner={props.runner} />
      </Show>
      <Show when={result()}>
        {(r) => (
          <div class="solve-result" data-status={r().status}>
            <p>
              <strong>{describeResult(r())}</strong>{" "}
              <span class="stats">
                {r().stats.nodes.toLocaleString()} nodes, {Math.round(r().stats.ms)} ms
              </span>
            </p>
            <Show when={r().solutions.length > 0}>
              <button type="button" onClick={show}>
                Show the solution on the board
              </button>
              <Show when={solved()}>
                {(file) => (
                  <button type="button" onClick={() => downloadFile(file())} title={file().name}>
                    Download the solved board (.{file().name.slice(file().name.lastIndexOf(".") + 1)})
                  </button>
                )}
              </Show>
              <Show when={solutionText()}>
                <details>
                  <summary>Solution as text</summary>
                  <pre class="solution-text">{solutionText()}</pre>
                </details>
              </Show>
            </Show>
          </div>
        )}
      </Show>
    </section>
  );
}

/** What a solve answers when its worker was stopped past the deadline: a timeout with nothing found. */
function timeoutResult(ms: number): SolveResult<unknown> {
  return solveResult([], false, "timeout", { nodes: 0, failures: 0, propagations: 0, ms });
}
