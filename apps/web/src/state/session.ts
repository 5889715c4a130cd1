import type { AnyPuzzleType, Problem, Step } from "@gridsmith/kit";
import { batch, createSignal } from "solid-js";
import type { AnyBoard } from "../boards/index.ts";
import { type History, pushHistory, redoHistory, startHistory, undoHistory } from "./history.ts";
import { canonicalText, type ParseFailure, parseText } from "./parse.ts";
import { loadCurrent, loadProgress, saveProgress } from "./storage.ts";

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
}

/** Where an opened puzzle came from; decides whether saved progress is picked up. */
export interface OpenOptions {
  format?: string;
  filename?: string;
  /** A shared attempt (from a link); replaces saved progress when it fits the puzzle. */
  attempt?: unknown;
}

/**
 * One puzzle page's state: the puzzle, the player's history on it (unbounded undo and redo), what Check
 * and Hint marked, and a read-only view for stepping through an explanation. Every move is saved to
 * localStorage at once, so a reload loses nothing.
 */
export function createSession(options: SessionOptions) {
  const { type, board, storage } = options;
  const [loaded, setLoaded] = createSignal<LoadedPuzzle | null>(null);
  const [history, setHistory] = createSignal<History<unknown>>(startHistory(null));
  const [parseError, setParseError] = createSignal<ParseFailure | null>(null);
  const [mistakes, setMistakes] = createSignal<Problem[] | null>(null);
  const [step, setStep] = createSignal<Step | null>(null);
  const [preview, setPreview] = createSignal<{ attempt: unknown } | null>(null);

  function save(next: History<unknown>) {
    const current = loaded();
    if (!current) return;
    saveProgress(storage, type.id, {
      text: current.text,
      format: current.format,
      history: next,
      savedAt: Date.now(),
    });
  }

  function commit(next: History<unknown>) {
    batch(() => {
      setHistory(next);
      setMistakes(null);
      setStep(null);
    });
    save(next);
  }

  /** Reads `text` and opens it; on a parse error keeps the current puzzle and reports where the text is wrong. */
  function open(text: string, opts: OpenOptions = {}): boolean {
    const outcome = parseText(type, text, opts);
    if (!outcome.ok) {
      setParseError(outcome.error);
      return false;
    }
    const { puzzle } = outcome;
    const canonical = canonicalText(type, puzzle) ?? { text, format: outcome.format.id };
    let start: History<unknown> | null = null;
    if (opts.attempt !== undefined) {
      const shared = safeRestore(puzzle, opts.attempt);
      if (shared !== null) start = startHistory(shared);
    }
    if (!start) start = restoreSaved(puzzle, canonical.text);
    batch(() => {
      setParseError(null);
      setLoaded({ puzzle, text: canonical.text, format: canonical.format, problems: outcome.problems });
      setHistory(start);
      setMistakes(null);
      setStep(null);
      setPreview(null);
    });
    save(start);
    return true;
  }

  /** Opens a puzzle object (from the generator) through its canonical text. */
  function openPuzzle(puzzle: unknown): boolean {
    const canonical = canonicalText(type, puzzle);
    if (!canonical) {
      setParseError({ message: `${type.title} cannot write this puzzle as text`, line: 0, column: 0 });
      return false;
    }
    return open(canonical.text, { format: canonical.format });
  }

  /** Opens the puzzle the person had last time, if any. */
  function openSaved(): boolean {
    const saved = loadCurrent(storage, type.id);
    return saved ? open(saved.text, saved.format ? { format: saved.format } : {}) : false;
  }

  function restoreSaved(puzzle: unknown, text: string): History<unknown> {
    const saved = loadProgress(storage, type.id, text);
    const fresh = startHistory(board.newAttempt(puzzle));
    if (!saved) return fresh;
    const present = safeRestore(puzzle, saved.history.present);
    if (present === null) return fresh;
    const keep = (list: unknown[]) =>
      Array.isArray(list) ? list.map((a) => safeRestore(puzzle, a)).filter((a) => a !== null) : [];
    return { past: keep(saved.history.past), present, future: keep(saved.history.future) };
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
