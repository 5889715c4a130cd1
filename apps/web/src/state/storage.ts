import { type History, startHistory } from "./history.ts";

/** What the home page shows about a saved puzzle, worked out when it is saved (no package is loaded there). */
export interface ProgressSummary {
  /** The example's name, the puzzle's own title or the file it came from. */
  name?: string;
  /** e.g. "9×9". */
  size?: string;
  /** Cells decided so far, and of how many (absent when the board cannot tell). */
  filled?: number;
  total?: number;
  solved?: boolean;
}

/** A board the player saved under a name, to come back to. */
export interface Checkpoint<A = unknown> {
  name: string;
  savedAt: number;
  attempt: A;
}

/** What is kept of one puzzle between visits: its text, the player's history on it and their checkpoints. */
export interface SavedProgress<A = unknown> extends ProgressSummary {
  text: string;
  format?: string;
  history: History<A>;
  savedAt: number;
  checkpoints?: Checkpoint<A>[];
  /** Time played on it, when the person keeps a timer (milliseconds). */
  elapsedMs?: number;
}

/** One line of the list of recent puzzles: small, so listing never reads a whole undo history. */
export interface RecentEntry extends ProgressSummary {
  typeId: string;
  text: string;
  format?: string;
  savedAt: number;
  checkpoints: number;
}

/** How a save went: "unavailable" (no storage, e.g. some private windows) and "full" lose nothing on the page. */
export type SaveOutcome = "saved" | "unavailable" | "full";

const prefix = "gridsmith:v1";
/** Per type, the progress of this many recent puzzles is kept; older ones are dropped first. */
const keepPerType = 30;

/** A Storage that may be missing or full: every call is guarded so a private window never crashes the page. */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** A short stable hash of a puzzle's text, used as its storage key (FNV-1a, 32 bits, base 36). */
export function textKey(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

// `p` holds the whole progress (history, checkpoints), `m` its summary for the list of recent puzzles.
const progressKey = (typeId: string, text: string) => `${prefix}:${typeId}:p:${textKey(text)}`;
const summaryKey = (typeId: string, text: string) => `${prefix}:${typeId}:m:${textKey(text)}`;
const currentKey = (typeId: string) => `${prefix}:${typeId}:current`;

function readRaw(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function read<T>(storage: Storage | null, key: string): T | null {
  try {
    const raw = readRaw(storage, key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, key: string, value: unknown): SaveOutcome {
  if (!storage) return "unavailable";
  try {
    storage.setItem(key, JSON.stringify(value));
    return "saved";
  } catch (err) {
    // Full or disabled storage: progress is then only kept for this visit, which is still playable.
    return isQuotaError(err) ? "full" : "unavailable";
  }
}

function remove(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a storage that cannot remove cannot have saved much either.
  }
}

/** Browsers name the quota error differently (Firefox: NS_ERROR_DOM_QUOTA_REACHED, old WebKit: code 22). */
export function isQuotaError(err: unknown): boolean {
  if (!(err instanceof Error) && !(typeof DOMException !== "undefined" && err instanceof DOMException))
    return false;
  const e = err as Error & { code?: number };
  return e.code === 22 || e.code === 1014 || /quota/i.test(`${e.name} ${e.message}`);
}

/** Every key of this site's progress, read up front because removing keys while iterating skips some. */
function ownKeys(storage: Storage | null): string[] {
  if (!storage) return [];
  const keys: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(`${prefix}:`)) keys.push(key);
    }
  } catch {
    return [];
  }
  return keys;
}

/**
 * Saves a puzzle's progress and makes it the type's current puzzle. When storage is full it tries again
 * without the undo history (the board and checkpoints matter more than undo), and says how it went.
 */
export function saveProgress<A>(
  storage: Storage | null,
  typeId: string,
  progress: SavedProgress<A>,
): SaveOutcome {
  const key = progressKey(typeId, progress.text);
  let outcome = write(storage, key, progress);
  if (outcome === "full")
    outcome = write(storage, key, { ...progress, history: startHistory(progress.history.present) });
  if (outcome !== "saved") return outcome;
  const { text, format, savedAt, name, size, filled, total, solved } = progress;
  const entry: RecentEntry = {
    typeId,
    text,
    ...(format ? { format } : {}),
    savedAt,
    checkpoints: progress.checkpoints?.length ?? 0,
    ...definedOnly({ name, size, filled, total, solved }),
  };
  write(storage, summaryKey(typeId, text), entry);
  write(storage, currentKey(typeId), text);
  pruneProgress(storage, typeId);
  return "saved";
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The saved progress on this puzzle text, if any. */
export function loadProgress<A>(
  storage: Storage | null,
  typeId: string,
  text: string,
): SavedProgress<A> | null {
  const saved = read<SavedProgress<A>>(storage, progressKey(typeId, text));
  return isProgress(saved) && saved.text === text ? cleanProgress(saved) : null;
}

function isProgress(value: unknown): value is SavedProgress<never> {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Partial<SavedProgress>;
  return typeof v.text === "string" && typeof v.history === "object" && v.history !== null;
}

/**
 * A saved record with the fields of the wrong kind left out (storage is the browser's, and anything may
 * have written it): the page then never shows an object as a name or reads a number as a format id. The
 * attempts in it are checked by the board (`restore`) against the puzzle.
 */
function cleanProgress<A>(saved: SavedProgress<A>): SavedProgress<A> {
  const { format, elapsedMs, checkpoints } = saved;
  const clean: SavedProgress<A> = {
    text: saved.text,
    history: saved.history,
    savedAt: finite(saved.savedAt) ?? 0,
    ...cleanSummary(saved),
  };
  if (typeof format === "string") clean.format = format;
  const played = finite(elapsedMs);
  if (played !== undefined && played > 0) clean.elapsedMs = played;
  if (Array.isArray(checkpoints)) clean.checkpoints = checkpoints;
  return clean;
}

/** The summary's fields that have their kind, the others left out. */
function cleanSummary(value: ProgressSummary): ProgressSummary {
  const { name, size, filled, total, solved } = value;
  return definedOnly({
    name: typeof name === "string" ? name : undefined,
    size: typeof size === "string" ? size : undefined,
    filled: finite(filled),
    total: finite(total),
    solved: typeof solved === "boolean" ? solved : undefined,
  });
}

function finite(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** The puzzle the person last had open for this type, with its progress. */
export function loadCurrent<A>(storage: Storage | null, typeId: string): SavedProgress<A> | null {
  const text = read<string>(storage, currentKey(typeId));
  return typeof text === "string" ? loadProgress<A>(storage, typeId, text) : null;
}

/** Makes a saved puzzle the one its type's page opens next (resuming it from the list). */
export function makeCurrent(storage: Storage | null, typeId: string, text: string): void {
  write(storage, currentKey(typeId), text);
}

/** Every saved puzzle of every type, most recently played first. */
export function listRecent(storage: Storage | null): RecentEntry[] {
  const list: RecentEntry[] = [];
  for (const key of ownKeys(storage)) {
    if (!key.includes(":m:")) continue;
    const entry = read<RecentEntry>(storage, key);
    if (
      entry &&
      typeof entry.typeId === "string" &&
      typeof entry.text === "string" &&
      typeof entry.savedAt === "number"
    )
      list.push({
        typeId: entry.typeId,
        text: entry.text,
        ...(typeof entry.format === "string" ? { format: entry.format } : {}),
        savedAt: entry.savedAt,
        checkpoints: finite(entry.checkpoints) ?? 0,
        ...cleanSummary(entry),
      });
  }
  return list.sort((a, b) => b.savedAt - a.savedAt);
}

/** Every saved puzzle's whole progress, by type (for export). */
export function allProgress(storage: Storage | null): { typeId: string; progress: SavedProgress }[] {
  const out: { typeId: string; progress: SavedProgress }[] = [];
  for (const key of ownKeys(storage)) {
    const match = /^[^:]+:[^:]+:(.+):p:[^:]+$/.exec(key);
    const progress = match ? read<SavedProgress>(storage, key) : null;
    if (match && isProgress(progress)) out.push({ typeId: match[1]!, progress });
  }
  return out.sort((a, b) => b.progress.savedAt - a.progress.savedAt);
}

/** Forgets one puzzle's progress (and stops it being the type's current puzzle). */
export function removeProgress(storage: Storage | null, typeId: string, text: string): void {
  remove(storage, progressKey(typeId, text));
  remove(storage, summaryKey(typeId, text));
  if (read<string>(storage, currentKey(typeId)) === text) remove(storage, currentKey(typeId));
}

/** Forgets every puzzle's progress; other settings (the theme) stay. */
export function removeAllProgress(storage: Storage | null): void {
  for (const key of ownKeys(storage)) remove(storage, key);
}

/**
 * Writes several progress records as one change: when one write fails (storage full) the ones already
 * written are put back as they were, so an import never leaves half a file behind.
 */
export function writeAllOrNothing(
  storage: Storage | null,
  records: { typeId: string; progress: SavedProgress }[],
): SaveOutcome {
  if (!storage) return "unavailable";
  const before = new Map<string, string | null>();
  const keep = (key: string) => {
    if (!before.has(key)) before.set(key, readRaw(storage, key));
  };
  for (const { typeId, progress } of records) {
    for (const key of [
      progressKey(typeId, progress.text),
      summaryKey(typeId, progress.text),
      currentKey(typeId),
    ])
      keep(key);
    const outcome = saveProgress(storage, typeId, progress);
    if (outcome !== "saved") {
      for (const [key, value] of before) {
        if (value === null) remove(storage, key);
        else restoreRaw(storage, key, value);
      }
      return outcome;
    }
  }
  return "saved";
}

function restoreRaw(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // It held this value a moment ago; if even that fails there is nothing better to do.
  }
}

function pruneProgress(storage: Storage | null, typeId: string): void {
  const start = `${prefix}:${typeId}:m:`;
  const entries = ownKeys(storage)
    .filter((key) => key.startsWith(start))
    .map((key) => ({ entry: read<RecentEntry>(storage, key), key }));
  if (entries.length <= keepPerType) return;
  entries.sort((a, b) => (b.entry?.savedAt ?? 0) - (a.entry?.savedAt ?? 0));
  for (const { entry, key } of entries.slice(keepPerType)) {
    if (entry && typeof entry.text === "string") removeProgress(storage, typeId, entry.text);
    else remove(storage, key);
  }
}
