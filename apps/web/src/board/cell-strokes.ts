import { cellAt, type Move } from "@gridsmith/kit";
import { onCleanup } from "solid-js";
import type { CellGridState } from "./cell-grid-state.ts";
import { dotPath } from "./dots.ts";
import { centreEdgeToward, lineBetween, type Pos } from "./geometry.ts";

/** How long a finger stays on a cell for a long press (the right button's dot or cross). */
export const longPressMs = 500;

/**
 * The cell grid's pointer strokes: a tap cycles a shade cell (shaded, dotted, empty; right button or a long
 * press dots) and a drag paints what the first cell became along its path, or draws centre lines along it; a
 * stroke is one move. Digit and letter cells are selected by their click instead.
 */
export function createCellStrokes(s: CellGridState) {
  const { props, board, rows, cols, kind, centre, colour } = s;
  let stroke: {
    last: Pos;
    shade: number | null;
    line: number | null;
    moved: boolean;
    timer?: ReturnType<typeof setTimeout>;
  } | null = null;
  const cellOfTarget = (target: EventTarget | null): number | null => {
    const el = (target as Element | null)?.closest?.("[data-cell]") as HTMLElement | null;
    return el ? Number(el.dataset.cell) : null;
  };
  const cellOfPoint = (event: PointerEvent) =>
    cellOfTarget(document.elementFromPoint?.(event.clientX, event.clientY) ?? event.target);

  function startShade(i: number, event: PointerEvent): number {
    const k = kind();
    const now = props.view.shades?.[i] ?? 0;
    if (event.button === 2) return now === -1 ? 0 : -1;
    // A stroke that starts on a clue paints shading: the clue itself never changes.
    if (board().cells[i]) return k.kind === "colour" ? colour() : 1;
    if (k.kind === "colour") return now === colour() ? 0 : colour();
    return now === 0 ? 1 : now === 1 ? -1 : 0;
  }

  function onPointerDown(event: PointerEvent) {
    if (s.readOnly() || props.compact || props.moving) return;
    const i = cellOfTarget(event.target);
    if (i === null) return;
    const shading = kind().kind === "shade" || kind().kind === "colour";
    if (!shading && !centre()) return; // digit and letter cells are selected by their click
    event.preventDefault();
    s.moveTo(i);
    const at = cellAt(i, cols());
    stroke = { last: at, shade: null, line: null, moved: false };
    if (shading) {
      const before = props.view.shades?.[i] ?? 0;
      stroke.shade = startShade(i, event);
      props.player?.draw([{ kind: "shade", cell: i, shade: stroke.shade }], true);
      if (event.pointerType === "touch" && event.button !== 2) {
        // A long press is the right button: it dots the cell instead.
        const held = stroke;
        held.timer = setTimeout(() => {
          if (stroke !== held || held.moved) return;
          held.shade = before === -1 ? 0 : -1;
          props.player?.draw([{ kind: "shade", cell: i, shade: held.shade }], true);
          navigator.vibrate?.(20);
        }, longPressMs);
      }
    }
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent) {
    if (!stroke) return;
    const i = cellOfPoint(event);
    if (i === null) return;
    const at = cellAt(i, cols());
    if (at.row === stroke.last.row && at.col === stroke.last.col) return;
    const from = stroke.last;
    stroke.last = at;
    stroke.moved = true;
    const moves: Move[] = [];
    if (stroke.shade !== null) {
      for (const p of lineBetween(from, at))
        moves.push({ kind: "shade", cell: p.row * cols() + p.col, shade: stroke.shade });
    } else if (centre()) {
      let prev = from;
      for (const p of dotPath(from, at)) {
        const e = centreEdgeToward(
          rows(),
          cols(),
          prev.row * cols() + prev.col,
          p.row - prev.row,
          p.col - prev.col,
        );
        if (e >= 0) {
          stroke.line ??= s.nextLine(props.view.edges?.[e] ?? 0);
          moves.push({ kind: "edge", edge: e, state: stroke.line as 0 | 1 | 2 });
        }
        prev = p;
      }
    }
    if (moves.length) props.player?.draw(moves);
  }

  function onPointerUp() {
    if (!stroke) return;
    clearTimeout(stroke.timer);
    stroke = null;
    props.player?.end();
  }
  onCleanup(() => clearTimeout(stroke?.timer));

  return { onPointerDown, onPointerMove, onPointerUp };
}
