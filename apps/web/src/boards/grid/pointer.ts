import { createSignal } from "solid-js";
import type { Pos } from "./roving.ts";

/**
 * The cell (an element with `data-row` and `data-col`) under a pointer. During a drag the pointer is
 * captured, so the event's target stays the first cell: the point is looked up instead (jsdom has no
 * `elementFromPoint`, so tests fall back to the target).
 */
export function cellFromPointer(event: PointerEvent): Pos | null {
  const hit = document.elementFromPoint?.(event.clientX, event.clientY) ?? (event.target as Element | null);
  const el = (hit ?? (event.target as Element))?.closest?.("[data-row]") as HTMLElement | null;
  if (!el) return null;
  return { row: Number(el.dataset.row), col: Number(el.dataset.col) };
}

/** The cells from (r0, c0) to (r1, c1) along one line, both ends included. */
export function lineBetween(r0: number, c0: number, r1: number, c1: number): Pos[] {
  const cells = [];
  const steps = Math.max(Math.abs(r1 - r0), Math.abs(c1 - c0));
  for (let k = 0; k <= steps; k++) {
    cells.push({
      row: r0 + Math.round(((r1 - r0) * k) / (steps || 1)),
      col: c0 + Math.round(((c1 - c0) * k) / (steps || 1)),
    });
  }
  return cells;
}

/** How a board paints cells with a pointer: what a stroke does where it starts and as it goes on. */
export interface PaintStroke<A> {
  attempt(): A;
  /** Whether strokes are taken (not on a read-only or compact board). */
  enabled(): boolean;
  /** A stroke starts on a cell: the draft it makes (the attempt with that cell painted), or null to ignore it. */
  start(at: Pos, event: PointerEvent): A | null;
  /** The pointer is over `at`: the draft from here. */
  extend(at: Pos, draft: A): A;
  /** The stroke is done: one move for all it painted. */
  commit(next: A): void;
}

/**
 * Paints cells by mouse, pen or touch alike (pointer events): a stroke shows a draft while the pointer is
 * down and becomes one move (one undo step) when it comes up. Returns the attempt to show and the grid
 * element's handlers.
 */
export function createPaintStroke<A>(stroke: PaintStroke<A>) {
  const [draft, setDraft] = createSignal<{ value: A } | null>(null);
  const finish = () => {
    const painted = draft();
    setDraft(null);
    if (painted && painted.value !== stroke.attempt()) stroke.commit(painted.value);
  };
  return {
    shown: (): A => (draft() ?? { value: stroke.attempt() }).value,
    handlers: {
      onPointerDown(event: PointerEvent) {
        if (!stroke.enabled()) return;
        const el = (event.target as Element).closest("[data-row]") as HTMLElement | null;
        if (!el) return;
        event.preventDefault();
        const started = stroke.start({ row: Number(el.dataset.row), col: Number(el.dataset.col) }, event);
        if (started === null) return;
        setDraft({ value: started });
        (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event: PointerEvent) {
        const current = draft();
        const at = current && cellFromPointer(event);
        if (current && at) setDraft({ value: stroke.extend(at, current.value) });
      },
      onPointerUp: finish,
      onPointerCancel: finish,
      // The right button paints (crosses, dots) instead of opening the menu.
      onContextMenu: (event: MouseEvent) => stroke.enabled() && event.preventDefault(),
    },
  };
}
