import type { AnyPuzzleType, Problem, Step } from "@gridsmith/kit";
import { batch, createSignal, onCleanup } from "solid-js";
import type { AnyBoard } from "../boards/index.ts";
import type { Clock } from "./clock.ts";
import { type History, pushHistory, redoHistory, startHistory, undoHistory } from "./history.ts";
import { canonicalText, type ParseFailure, parseText, toFailure } from "./parse.ts";
import {
  type Checkpoint,
  loadCurrent,
  loadProgress,
  type SavedProgress,
  type SaveOutcome,
  saveProgress,
} from "./storage.ts";
import { attemptProgress, puzzleSize, puzzleTitle } from "./summary.ts";

/** The puzzle on the page: parsed, with the text it is saved and shared as. */
export interface LoadedPuzzle {
  puzzle: unknown;
  /** Canonical text (the first format that can write it), or the text as given when none can. */
  text: string;
  format: string;
  /** What `validate` found wrong with the puzzle itself. */
  problems: Problem[];
}

export interface SessionOptions {
  type: AnyPuzzleType;
  board: AnyBoard;
  storage: Storage | null;
  /** The time played, saved with the progress and restored with it. */
  clock?: Clock;
}

/** Where an opened puzzle came from; decides whether saved progress is picked up. */
export interface OpenOptions {
  format?: string;
  filename?: string;
  /** A shared attempt (from a link); replaces saved progress when it fits the puzzle. */
  attempt?: unknown;
}

/**
 * Moves are saved this long after the last one, so a burst (a drag across a nonogram row) is one write of
 * the history, not one per cell. Leaving the page, hiding it or opening another puzzle saves at once.
 */
export const saveDelayMs = 400;

/**
 * One puzzle page's state: the puzzle, the player's history on it (unbounded undo and redo), what Check
 * and Hint marked, named checkpoints, and a read-only view for stepping through an explanation. Moves
 * are saved to localStorage (shortly after, see `saveDelayMs`), so a reload loses nothing; `saveStatus`
 * says when the browser will not keep them.
 */
export function createSession(options: SessionOptions) {
  const { type, board, storage, clock } = options;
  const [loaded, setLoaded] = createSignal<LoadedPuzzle | null>(null);
  const [history, setHistory] = createSignal<History<unknown>>(startHistory(null));
  const [parseError, setParseError] = createSignal<ParseFailure | null>(null);
  const [mistakes, setMistakes] = createSignal<Problem[] | null>(null);
  const [step, setStep] = createSignal<Step | null>(null);
  const [preview, setPreview] = createSignal<{ attempt: unknown } | null>(null);
  const [checkpoints, setCheckpoints] = createSignal<Checkpoint[]>([]);
  const [saveStatus, setSaveStatus] = createSignal<SaveOutcome>("saved");
  let name: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The clock's time when the progress was last written, so leaving the page saves time played since. */
  let savedElapsed = 0;

  /** Writes the open puzzle's progress now, with the summary the home page lists. */
  function saveNow() {
    clearTimeout(timer);
    timer = undefined;
    const current = loaded();
    if (!current) return;
    const present = history().present;
    const counted = attemptProgress(board, current.puzzle, present);
    const size = puzzleSize(current.puzzle);
    savedElapsed = Math.round(clock?.elapsed() ?? 0);
    setSaveStatus(
      saveProgress(storage, type.id, {
        text: current.text,
        format: current.format,
        history: history(),
        savedAt: Date.now(),
        checkpoints: checkpoints(),
        ...(name ? { name } : {}),
        ...(size ? { size } : {}),
        ...(counted ?? {}),
        solved: solved(current.puzzle, present),
        ...(savedElapsed > 0 ? { elapsedMs: savedElapsed } : {}),
      }),
    );
  }

  function saveSoon() {
    clearTimeout(timer);
    timer = setTimeout(saveNow, saveDelayMs);
  }

  /** Saves a move still waiting for its delay, or time played since the last save. */
  function flush() {
    if (timer !== undefined || (clock && Math.round(clock.elapsed()) !== savedElapsed)) saveNow();
  }

  // A reload, closing the tab or switching away must not lose the last moves of a burst.
  const onHidden = () => {
    if (document.visibilityState !== "visible") flush();
  };
  if (typeof window !== "undefined") {
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onHidden);
  }
  onCleanup(() => {
    flush();
    if (typeof window === "undefined") return;
    window.removeEventListener("pagehide", flush);
    document.removeEventListener("visibilitychange", onHidden);
  });

  function solved(puzzle: unknown, attempt: unknown): boolean {
    try {
      if (!board.isComplete?.(puzzle, attempt)) return false;
      return type.check(puzzle, board.toSolution(puzzle, attempt) as never).length === 0;
    } catch {
      return false;
    }
  }

  function commit(next: History<unknown>) {
    batch(() => {
      setHistory(next);
      setMistakes(null);
      setStep(null);
    });
    saveSoon();
  }

  /**
   * Reads `text` and opens it; on a parse error keeps the current puzzle and reports where the text is
   * wrong. A text over the type's `limits.maxTextLength` is refused at once, unread (see `parseText`).
   */
  function open(text: string, opts: OpenOptions = {}): boolean {
    const outcome = parseText(type, text, opts);
    if (!outcome.ok) {
      setParseError(outcome.error);
      return false;
    }
    const { puzzle } = outcome;
    const canonical = canonicalText(type, puzzle) ?? { text, format: outcome.format.id };
    flush();
    const saved = loadProgress(storage, type.id, canonical.text);
    let start: History<unknown> | null = null;
    if (opts.attempt !== undefined) {
      const shared = safeRestore(puzzle, opts.attempt);
      if (shared !== null) start = startHistory(shared);
    }
    if (!start) start = restoreSaved(puzzle, saved);
    name =
      type.examples.find((e) => e.text === text)?.name ?? saved?.name ?? puzzleTitle(puzzle) ?? opts.filename;
    batch(() => {
      setParseError(null);
      setLoaded({ puzzle, text: canonical.text, format: canonical.format, problems: outcome.problems });
      setHistory(start);
      setCheckpoints(restoreCheckpoints(puzzle, saved?.checkpoints));
      setMistakes(null);
      setStep(null);
      setPreview(null);
    });
    clock?.reset(saved?.elapsedMs ?? 0);
    saveNow();
    return true;
  }

  /**
   * Opens a puzzle value (from the generator in the worker, a grid editor, the setter's givens) through
   * its canonical text. The value is read with the type's `fromJson` first, which checks its shape and the
   * type's limits, so nothing is written out from a value the type would not take.
   */
  function openPuzzle(value: unknown): boolean {
    let puzzle: unknown;
    try {
      puzzle = type.fromJson(value);
    } catch (err) {
      setParseError(toFailure(err));
      return false;
    }
    const canonical = canonicalText(type, puzzle);
    if (!canonical) {
      setParseError({ message: `${type.title} cannot write this puzzle as text`, line: 0, column: 0 });
      return false;
    }
    return open(canonical.text, { format: canonical.format });
  }

  /**
   * Opens the puzzle the person had last time, if any. Its text goes through {@link open} like a pasted
   * one: when it no longer reads, `parseError` says why and false is returned.
   */
  function openSaved(): boolean {
    const saved = loadCurrent(storage, type.id);
    return saved ? open(saved.text, saved.format ? { format: saved.format } : {}) : false;
  }

  function restoreSaved(puzzle: unknown, saved: SavedProgress | null): History<unknown> {
    const fresh = startHistory(board.newAttempt(puzzle));
    if (!saved) return fresh;
    const present = safeRestore(puzzle, saved.history.present);
    if (present === null) return fresh;
    const keep = (list: unknown[]) =>
      Array.isArray(list) ? list.map((a) => safeRestore(puzzle, a)).filter((a) => a !== null) : [];
    return { past: keep(saved.history.past), present, future: keep(saved.history.future) };
  }

  function restoreCheckpoints(puzzle: unknown, saved: unknown): Checkpoint[] {
    if (!Array.isArray(saved)) return [];
    return saved.flatMap((c: Partial<Checkpoint>) => {
      const attempt = typeof c?.name === "string" ? safeRestore(puzzle, c.attempt) : null;
      return attempt === null ? [] : [{ name: c.name!, savedAt: Number(c.savedAt) || 0, attempt }];
    });
  }

  /** Keeps the board under a name (replacing a checkpoint of the same name), and saves at once. */
  function saveCheckpoint(label: string): string {
    let chosen = label.trim();
    if (!chosen) {
      const taken = new Set(checkpoints().map((c) => c.name));
      let n = checkpoints().length + 1;
      while (taken.has(`Checkpoint ${n}`)) n++;
      chosen = `Checkpoint ${n}`;
    }
    const entry: Checkpoint = { name: chosen, savedAt: Date.now(), attempt: history().present };
    setCheckpoints([...checkpoints().filter((c) => c.name !== chosen), entry]);
    saveNow();
    return chosen;
  }

  /** Puts a checkpoint's board back, as a move (so Undo returns to where the player was). */
  function returnToCheckpoint(label: string): boolean {
    const found = checkpoints().find((c) => c.name === label);
    if (!loaded() || !found || preview()) return false;
    move(found.attempt);
    return true;
  }

  function removeCheckpoint(label: string) {
    setCheckpoints(checkpoints().filter((c) => c.name !== label));
    saveNow();
  }

  function safeRestore(puzzle: unknown, value: unknown): unknown | null {
    try {
      return board.restore(puzzle, value);
    } catch {
      return null;
    }
  }

  /** Records a move by the player. */
  function move(next: unknown) {
    if (preview()) return;
    commit(pushHistory(history(), next));
  }

  /** Runs the package's checker on the attempt and keeps what it found for the board to mark. */
  function check(): Problem[] {
    const current = loaded();
    if (!current) return [];
    let found: Problem[];
    try {
      found = type.check(current.puzzle, board.toSolution(current.puzzle, history().present) as never);
    } catch (err) {
      found = [
        { code: "check-crashed", message: `could not check: ${err instanceof Error ? err.message : err}` },
      ];
    }
    batch(() => {
      setMistakes(found);
      setStep(null);
    });
    return found;
  }

  /** Whether every cell is filled (per the board; false when the board cannot tell). */
  function complete(): boolean {
    const current = loaded();
    return !!current && !!board.isComplete?.(current.puzzle, history().present);
  }

  return {
    type,
    board,
    loaded,
    history,
    attempt: () => history().present,
    parseError,
    setParseError,
    mistakes,
    step,
    setStep,
    preview,
    setPreview,
    open,
    openPuzzle,
    openSaved,
    move,
    undo: () => commit(undoHistory(history())),
    redo: () => commit(redoHistory(history())),
    canUndo: () => history().past.length > 0,
    canRedo: () => history().future.length > 0,
    checkpoints,
    saveCheckpoint,
    returnToCheckpoint,
    removeCheckpoint,
    /** "saved", or why progress is kept only for this visit ("unavailable", "full"). */
    saveStatus,
    /** Saves now what is waiting for its delay. */
    flush,
    /** Starts the puzzle over; undoable. */
    restart: () => {
      const current = loaded();
      if (current) move(board.newAttempt(current.puzzle));
    },
    check,
    complete,
  };
}

export type Session = ReturnType<typeof createSession>;
