import type { AnyPuzzleType } from "@gridsmith/kit";
import { useNavigate, useSearchParams } from "@solidjs/router";
import { createEffect, createSignal, on, onCleanup, onMount, Show } from "solid-js";
import { Dynamic } from "solid-js/web";
import type { AnyBoard } from "../boards/index.ts";
import { describeType } from "../catalog/manifest.ts";
import { ExplainPanel } from "../components/ExplainPanel.tsx";
import { GeneratePanel } from "../components/GeneratePanel.tsx";
import { PlayAidsPanel } from "../components/PlayAidsPanel.tsx";
import { ProblemList } from "../components/ProblemList.tsx";
import { ProgressPanel } from "../components/ProgressPanel.tsx";
import { SetterPanel } from "../components/SetterPanel.tsx";
import { SharePanel } from "../components/SharePanel.tsx";
import { SolvePanel } from "../components/SolvePanel.tsx";
import { SourcePanel } from "../components/SourcePanel.tsx";
import { Timer } from "../components/Timer.tsx";
import { Toolbar } from "../components/Toolbar.tsx";
import { TypeTabs } from "../components/TypeTabs.tsx";
import { createAids } from "../state/aids.ts";
import { createClock } from "../state/clock.ts";
import { createLiveMistakes } from "../state/live-mistakes.ts";
import { createSession } from "../state/session.ts";
import { decodeFromUrl } from "../state/share.ts";
import type { Runner } from "../worker/jobs.ts";

/** The most of a link's progress (`s=`, the player's attempt as JSON) that is read, inflated. */
export const maxLinkAttemptBytes = 4 << 20;

export interface PuzzlePageProps {
  type: AnyPuzzleType;
  board: AnyBoard;
  runner: Runner;
  storage: Storage | null;
}

/**
 * One puzzle type's page. A puzzle opens from a shared link first, else from where the person left off,
 * else from the type's first example.
 */
export function PuzzlePage(props: PuzzlePageProps) {
  const info = describeType(props.type);
  const aids = createAids(props.storage);
  const clock = createClock();
  const session = createSession({ type: props.type, board: props.board, storage: props.storage, clock });
  const live = createLiveMistakes(session, props.runner, () => aids.aids().mistakes);
  const [paused, setPaused] = createSignal(false);
  const hidden = () => aids.aids().timer && paused();
  // Whenever the clock stops (Pause, a hidden tab, the timer turned off) the time played so far is saved.
  createEffect(on(clock.running, (running) => running || session.flush(), { defer: true }));
  const [search] = useSearchParams<{ p?: string; s?: string }>();
  const navigate = useNavigate();
  const [status, setStatus] = createSignal("");

  async function openFromLink(p: string, s: string | undefined) {
    // Read no more of a link than the type reads: a small link can inflate to gigabytes.
    const max = props.type.limits.maxTextLength;
    const puzzle = await decodeFromUrl(p, 3 * max);
    const progress = s ? await decodeFromUrl(s, maxLinkAttemptBytes) : null;
    let attempt: unknown;
    try {
      attempt = progress && "text" in progress ? JSON.parse(progress.text) : undefined;
    } catch {
      attempt = undefined;
    }
    if ("error" in puzzle) {
      if (puzzle.error === "too-large") {
        session.setParseError({
          message: `the shared puzzle is longer than ${max.toLocaleString("en")} characters, the most a ${props.type.title} puzzle has, so it was not read`,
          line: 0,
          column: 0,
        });
        setStatus("The shared puzzle could not be opened: it is too large.");
      } else setStatus("The link is damaged: its puzzle could not be read.");
    } else if (session.open(puzzle.text, attempt === undefined ? {} : { attempt }))
      setStatus("Opened the shared puzzle.");
    else
      setStatus(
        `The shared puzzle could not be opened: ${session.parseError()?.message ?? "it does not read"}.`,
      );
    // The link has been used: from now on a reload keeps the person's own progress, not the link's.
    navigate(`/${props.type.id}`, { replace: true, scroll: false });
  }

  onMount(() => {
    if (search.p) return;
    if (session.openSaved()) return;
    // A saved puzzle that no longer reads (damaged storage, a package that reads less than it did): say
    // why, and open the first example so the page is playable.
    const failed = session.parseError();
    const first = props.type.examples[0];
    if (first) session.open(first.text);
    if (failed)
      setStatus(
        `Your saved puzzle could not be opened (${failed.message})${first ? "; the first example is open instead" : ""}.`,
      );
  });

  createEffect(
    on(
      () => search.p,
      (p) => {
        if (p) void openFromLink(p, search.s);
      },
    ),
  );

  const onKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (target?.closest("input, textarea, select")) return;
    if (!(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key === "z" && !event.shiftKey) session.undo();
    else if (key === "y" || (key === "z" && event.shiftKey)) session.redo();
    else return;
    event.preventDefault();
  };
  document.addEventListener("keydown", onKey);
  onCleanup(() => document.removeEventListener("keydown", onKey));

  // Check's findings replace the puzzle's own problems until the next move; mistakes shown as you go add to them.
  const listed = () => session.mistakes() ?? session.loaded()?.problems ?? [];
  const marks = () => ({ problems: [...listed(), ...live.problems()], step: session.step() });

  return (
    <article class="puzzle-page" data-type={props.type.id}>
      <header class="page-head">
        <h1>{props.type.title}</h1>
        <p>{props.type.description}</p>
        <TypeTabs id={props.type.id} title={props.type.title} />
      </header>
      <div class="puzzle-layout">
        <section class="play" aria-label="Play">
          <Show
            when={session.loaded()}
            keyed
            fallback={
              <>
                <p class="empty">Open, paste or generate a puzzle to start.</p>
                {/* Why a shared or saved puzzle did not open is said here while no puzzle is open. */}
                <p class="status" role="status" aria-live="polite">
                  {status()}
                </p>
              </>
            }
          >
            {(loaded) => (
              <>
                <Toolbar session={session} runner={props.runner} info={info} onStatus={setStatus} />
                <Show when={aids.aids().timer}>
                  <Timer clock={clock} paused={paused()} onPause={setPaused} />
                </Show>
                <Show when={hidden()}>
                  <div class="board-frame paused-board">
                    <p>Paused: the board is hidden until you resume.</p>
                    <button type="button" class="primary" onClick={() => setPaused(false)}>
                      Back to the puzzle
                    </button>
                  </div>
                </Show>
                <div class="board-frame" hidden={hidden()}>
                  <Dynamic
                    component={props.board.Board}
                    puzzle={loaded.puzzle}
                    text={loaded.text}
                    attempt={session.preview()?.attempt ?? session.attempt()}
                    onMove={session.preview() ? undefined : session.move}
                    marks={marks()}
                    aids={{ crossOffClues: aids.aids().crossOffClues }}
                    label={`${props.type.title} puzzle`}
                    solutionToText={(solution: unknown) => props.type.solutionToText(loaded.puzzle, solution)}
                  />
                </div>
                <p class="status" role="status" aria-live="polite">
                  {status()}
                </p>
                <ProblemList
                  title={session.mistakes() ? "Mistakes" : "Problems with this puzzle"}
                  problems={listed()}
                />
                <PlayAidsPanel
                  session={session}
                  aids={aids}
                  mistakesNote={live.note()}
                  onStatus={setStatus}
                />
                <ExplainPanel session={session} runner={props.runner} info={info} onStatus={setStatus} />
              </>
            )}
          </Show>
        </section>
        <aside class="side" aria-label="Puzzle tools">
          <SourcePanel session={session} info={info} onStatus={setStatus} />
          <Show when={info.can.generate}>
            <GeneratePanel session={session} runner={props.runner} onStatus={setStatus} />
          </Show>
          <Show when={session.loaded()}>
            <SolvePanel
              session={session}
              runner={props.runner}
              canGrade={info.can.grade}
              onStatus={setStatus}
            />
            <SetterPanel session={session} runner={props.runner} />
            <SharePanel session={session} info={info} onStatus={setStatus} />
            <ProgressPanel session={session} onStatus={setStatus} />
          </Show>
        </aside>
      </div>
    </article>
  );
}
