import { createSignal } from "solid-js";

/**
 * The time spent on a puzzle: it runs only while told to (the timer is on, the person has not paused,
 * the tab is shown), and starts from what was saved with the puzzle's progress. `now` is injectable so
 * tests need no real time.
 */
export function createClock(now: () => number = () => performance.now()) {
  let base = 0;
  let since: number | null = null;
  // Bumped on every change that is not the passing of time, so what shows the clock re-reads it.
  const [version, setVersion] = createSignal(0);
  const bump = () => setVersion(version() + 1);

  return {
    /** Milliseconds counted so far. */
    elapsed(): number {
      version();
      return base + (since === null ? 0 : now() - since);
    },
    /** Whether it is counting. */
    running(): boolean {
      version();
      return since !== null;
    },
    /** Starts or stops counting; asking for what it already does changes nothing. */
    run(on: boolean) {
      if (on === (since !== null)) return;
      if (on) since = now();
      else {
        base += now() - since!;
        since = null;
      }
      bump();
    },
    /** Starts again from `ms` (another puzzle's saved time), still running if it was. */
    reset(ms: number) {
      base = Number.isFinite(ms) && ms > 0 ? ms : 0;
      if (since !== null) since = now();
      bump();
    },
  };
}

export type Clock = ReturnType<typeof createClock>;

/** A duration as a clock shows it: m:ss, or h:mm:ss past an hour. */
export function formatDuration(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
