import { createEffect, createSignal, onCleanup } from "solid-js";
import { type Clock, formatDuration } from "../state/clock.ts";

export interface TimerProps {
  clock: Clock;
  /** Paused by the person (the page then hides the board). */
  paused: boolean;
  onPause(paused: boolean): void;
}

/**
 * The time played on this puzzle, with Pause and Resume. It counts only while the tab is shown: a hidden
 * tab stops it and showing the tab again starts it, unless the person paused it.
 */
export function Timer(props: TimerProps) {
  const [hidden, setHidden] = createSignal(document.visibilityState === "hidden");
  const [now, setNow] = createSignal(0);
  const onVisibility = () => setHidden(document.visibilityState === "hidden");
  document.addEventListener("visibilitychange", onVisibility);
  // Re-reads the clock for the display; the clock itself counts from timestamps, not from these ticks.
  const tick = setInterval(() => setNow(now() + 1), 500);
  onCleanup(() => {
    document.removeEventListener("visibilitychange", onVisibility);
    clearInterval(tick);
    props.clock.run(false);
  });
  createEffect(() => props.clock.run(!props.paused && !hidden()));
  const shown = () => {
    now();
    return formatDuration(props.clock.elapsed());
  };
  const state = () => (props.paused ? "paused" : hidden() ? "paused while the tab is hidden" : "running");
  return (
    <fieldset class="timer">
      <legend class="visually-hidden">Timer</legend>
      <span class="timer-time" data-state={props.paused || hidden() ? "paused" : "running"}>
        <span class="visually-hidden">Time played: </span>
        {shown()}
        <span class="visually-hidden">, {state()}</span>
      </span>
      <button type="button" onClick={() => props.onPause(!props.paused)}>
        {props.paused ? "Resume" : "Pause"}
      </button>
    </fieldset>
  );
}
