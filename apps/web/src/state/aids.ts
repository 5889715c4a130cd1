import { createSignal } from "solid-js";

/** The play aids a person can turn on; every one is off until they do. */
export interface PlayAids {
  /** Mark every filled cell that differs from the unique solution, as they play. */
  mistakes: boolean;
  /** Nonogram: strike out the clue of a line whose filled cells make it. */
  crossOffClues: boolean;
  /** A clock above the board, with pause. */
  timer: boolean;
}

export const noAids: PlayAids = { mistakes: false, crossOffClues: false, timer: false };

// Outside the `gridsmith:v1:` progress keys, so removing all progress keeps the person's choices.
const key = "gridsmith:aids";

function read(storage: Storage | null): PlayAids {
  try {
    const saved = JSON.parse(storage?.getItem(key) ?? "null") as Partial<Record<keyof PlayAids, unknown>>;
    if (typeof saved !== "object" || saved === null) return noAids;
    return {
      mistakes: saved.mistakes === true,
      crossOffClues: saved.crossOffClues === true,
      timer: saved.timer === true,
    };
  } catch {
    return noAids;
  }
}

/** The aids chosen in this browser (for every type), remembered in `storage` when it is there. */
export function createAids(storage: Storage | null) {
  const [aids, setAids] = createSignal<PlayAids>(read(storage));
  function set(name: keyof PlayAids, on: boolean) {
    const next = { ...aids(), [name]: on };
    setAids(next);
    try {
      storage?.setItem(key, JSON.stringify(next));
    } catch {
      // Not remembered (private window, full storage); still on for this visit.
    }
  }
  return { aids, set };
}

export type Aids = ReturnType<typeof createAids>;
