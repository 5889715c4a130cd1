import type { History } from "./history.ts";

/** What is kept of one puzzle between visits: its text and the player's history on it. */
export interface SavedProgress<A = unknown> {
  text: string;
  format?: string;
  history: History<A>;
  savedAt: number;
}

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

function progressKey(typeId: string, text: string): string {
  return `${prefix}:${typeId}:p:${textKey(text)}`;
}

function currentKey(typeId: string): string {
  return `${prefix}:${typeId}:current`;
}

function read<T>(storage: Storage | null, key: string): T | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, key: string, value: unknown): void {
  if (!storage) return;
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: progress is then only kept for this visit, which is still playable.
  }
}

/** Saves a puzzle's progress and makes it the type's current puzzle. */
export function saveProgress<A>(storage: Storage | null, typeId: string, progress: SavedProgress<A>): void {
  write(storage, progressKey(typeId, progress.text), progress);
  write(storage, currentKey(typeId), progress.text);
  pruneProgress(storage, typeId);
}

/** The saved progress on this puzzle text, if any. */
export function loadProgress<A>(
  storage: Storage | null,
  typeId: string,
  text: string,
): SavedProgress<A> | null {
  const saved = read<SavedProgress<A>>(storage, progressKey(typeId, text));
  return saved && saved.text === text && saved.history ? saved : null;
}

/** The puzzle the person last had open for this type, with its progress. */
export function loadCurrent<A>(storage: Storage | null, typeId: string): SavedProgress<A> | null {
  const text = read<string>(storage, currentKey(typeId));
  return typeof text === "string" ? loadProgress<A>(storage, typeId, text) : null;
}

function pruneProgress(storage: Storage | null, typeId: string): void {
  if (!storage) return;
  const start = `${prefix}:${typeId}:p:`;
  const entries: { key: string; at: number }[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(start)) entries.push({ key, at: read<SavedProgress>(storage, key)?.savedAt ?? 0 });
  }
  if (entries.length <= keepPerType) return;
  entries.sort((a, b) => b.at - a.at);
  for (const { key } of entries.slice(keepPerType)) storage.removeItem(key);
}
