import { createEffect, createMemo, createSignal, Index, on, Show } from "solid-js";
import { cellMarks } from "../grid/marks.ts";
import type { PlayBoardProps } from "../types.ts";
import {
  clueDone,
  edgeAt,
  edgeBetween,
  edgeName,
  type LatticePos,
  moveFocus,
  nextState,
  type SlitherAttempt,
  type SlitherPuzzle,
  stepEdges,
} from "./model.ts";
import { dotPath, nearestEdge, pointOnGrid, reachedDot } from "./pointer.ts";
import "./slitherlink.css";

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const stateName: Record<number, string> = { 1: "line", [-1]: "crossed", 0: "empty" };
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface Drag {
  /** The edge under the pointer when it went down: a tap cycles it. */
  edge: number;
  /** The dot the drawn path has reached. */
  dot: LatticePos | null;
  /** What the drag writes on the edges it crosses, decided by the first one: a line, or erasing. */
  value: number | null;
  moved: boolean;
}

/**
 * A slitherlink: dots, clue numbers (greyed once they have their lines), and the edges between dots. A tap
 * or click cycles the nearest edge empty -> line -> cross; a drag from dot to dot draws the loop in one move
 * (starting on a line, it erases); the right button crosses. Keyboard: arrows move along the edges, Space
 * or Enter draws or removes a line, X crosses, Backspace empties.
 */
export function SlitherlinkBoard(props: PlayBoardProps<SlitherPuzzle, SlitherAttempt>) {
  const w = () => props.puzzle.width;
  const h = () => props.puzzle.height;
  const [focus, setFocus] = createSignal<LatticePos>({ row: 0, col: 1 });
  const [draft, setDraft] = createSignal<SlitherAttempt | null>(null);
  const edges = new Map<number, HTMLElement>();
  let gridEl: HTMLDivElement | undefined;
  let drag: Drag | null = null;
  const readOnly = () => !props.onMove || !props.play;
  const shown = () => draft() ?? props.attempt;
  const marks = createMemo(() => cellMarks(h(), w(), props.marks));
  const hinted = createMemo(() => stepEdges(props.play, props.puzzle, props.marks?.step));
  // Mistakes shown as you go name their edges (the play model's `mistakes`); Check's name only cells.
  const wrong = createMemo(() => new Set((props.marks?.problems ?? []).flatMap((p) => p.edges ?? [])));

  /** The attempt with edges set (`edge` moves of the package's play model). */
  function setEdges(a: SlitherAttempt, list: readonly number[], state: number): SlitherAttempt {
    return list.reduce(
      (next, edge) =>
        props.play && edge >= 0
          ? props.play.applyStep(props.puzzle, next, { kind: "edge", edge, state: state as -1 | 0 | 1 })
          : next,
      a,
    );
  }
  const focusedEdge = () => edgeAt(props.puzzle, focus());
  // A puzzle of another size may not have the focused edge (refs of the new pieces replace the old ones).
  createEffect(on([w, h], () => setFocus({ row: 0, col: 1 }), { defer: true }));

  function play(next: SlitherAttempt) {
    if (next !== props.attempt) props.onMove?.(next);
  }

  function moveTo(pos: LatticePos) {
    setFocus(pos);
    edges.get(edgeAt(props.puzzle, pos))?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const to = moveFocus(props.puzzle, focus(), event.key);
    if (to) moveTo(to);
    if (to || event.key.startsWith("Arrow")) {
      event.preventDefault();
      return;
    }
    if (readOnly() || event.ctrlKey || event.metaKey || event.altKey) return;
    const e = focusedEdge();
    const now = props.attempt[e] ?? 0;
    const key = event.key.toLowerCase();
    if (key === " " || key === "enter") play(setEdges(props.attempt, [e], now === 1 ? 0 : 1));
    else if (key === "x") play(setEdges(props.attempt, [e], now === -1 ? 0 : -1));
    else if (key === "backspace" || key === "delete") play(setEdges(props.attempt, [e], 0));
    else return;
    event.preventDefault();
  }

  function pointAt(event: PointerEvent) {
    if (!gridEl) return null;
    const dot = gridEl.querySelector(".sl-dot")?.getBoundingClientRect().width ?? 0;
    return pointOnGrid(gridEl.getBoundingClientRect(), dot, w(), h(), event.clientX, event.clientY);
  }

  function onPointerDown(event: PointerEvent) {
    if (readOnly() || props.compact) return;
    const point = pointAt(event);
    if (!point) return;
    event.preventDefault();
    const pos = nearestEdge(point, w(), h());
    moveTo(pos);
    const edge = edgeAt(props.puzzle, pos);
    if (event.button === 2) {
      play(setEdges(props.attempt, [edge], props.attempt[edge] === -1 ? 0 : -1));
      return;
    }
    drag = { edge, dot: reachedDot(point, w(), h(), 0.5), value: null, moved: false };
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent) {
    const point = drag && pointAt(event);
    if (!drag || !point) return;
    const dot = reachedDot(point, w(), h());
    if (!dot || (drag.dot && dot.row === drag.dot.row && dot.col === drag.dot.col)) return;
    if (!drag.dot) {
      drag.dot = dot;
      return;
    }
    let next = draft() ?? props.attempt;
    let from = drag.dot;
    for (const to of dotPath(from, dot)) {
      const e = edgeBetween(props.puzzle, from, to);
      drag.value ??= props.attempt[e] === 1 ? 0 : 1;
      next = setEdges(next, [e], drag.value);
      from = to;
    }
    drag.dot = dot;
    drag.moved = true;
    setDraft(next);
  }

  function onPointerUp() {
    const done = drag;
    const drawn = draft();
    drag = null;
    setDraft(null);
    if (!done) return;
    if (done.moved) {
      if (drawn) play(drawn);
    } else play(setEdges(props.attempt, [done.edge], nextState(props.attempt[done.edge] ?? 0)));
  }

  function describeEdge(e: number): string {
    const parts = [
      capital(edgeName(props.puzzle, e).replace(/^the /, "")),
      stateName[shown()[e] ?? 0] ?? "empty",
    ];
    if (wrong().has(e)) parts.push("mistake");
    if (hinted().has(e)) parts.push("hint");
    return parts.join(", ");
  }

  function describeCell(row: number, col: number): string {
    const clue = props.puzzle.clues[row * w() + col] ?? -1;
    const key = `${row},${col}`;
    const parts = [`Row ${row + 1}, column ${col + 1}`, clue >= 0 ? `clue ${clue}` : "no clue"];
    if (clueDone(props.puzzle, shown(), row, col)) parts.push("done");
    if (marks().mistakes.has(key)) parts.push("mistake");
    return parts.join(", ");
  }

  function piece(row: number, col: number) {
    if (row % 2 === 0 && col % 2 === 0) return <span class="sl-dot" aria-hidden="true" />;
    if (row % 2 === 1 && col % 2 === 1) {
      const r = (row - 1) / 2;
      const c = (col - 1) / 2;
      const key = `${r},${c}`;
      const clue = () => props.puzzle.clues[r * w() + c] ?? -1;
      return (
        // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: clues are read, not focused; the edges take focus.
        <div
          role="gridcell"
          class="sl-cell"
          aria-label={props.compact ? undefined : describeCell(r, c)}
          classList={{
            done: clueDone(props.puzzle, shown(), r, c),
            mistake: marks().mistakes.has(key),
            "hint-cell": marks().step.has(key),
            because: marks().because.has(key),
          }}
        >
          <Show when={clue() >= 0}>
            <span aria-hidden="true">{clue()}</span>
          </Show>
        </div>
      );
    }
    const e = edgeAt(props.puzzle, { row, col });
    const at = () => focus().row === row && focus().col === col;
    return (
      // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: the grid handles keys and pointers for its edges, which roving tabindex makes focusable.
      <div
        role="gridcell"
        ref={(el) => edges.set(e, el)}
        tabindex={!props.compact && at() ? 0 : -1}
        aria-label={props.compact ? undefined : describeEdge(e)}
        aria-selected={!props.compact && at()}
        data-edge={e}
        class="sl-edge"
        classList={{
          h: row % 2 === 0,
          v: row % 2 === 1,
          line: shown()[e] === 1,
          cross: shown()[e] === -1,
          hint: hinted().has(e),
          mistake: wrong().has(e),
        }}
        onFocus={() => setFocus({ row, col })}
      />
    );
  }

  return (
    <div
      class="slither"
      classList={{ compact: props.compact }}
      style={{ "--w": w(), "--h": h() }}
      aria-hidden={props.compact ? "true" : undefined}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a puzzle grid is the ARIA grid widget, laid out with CSS grid. */}
      <div
        role="grid"
        ref={gridEl}
        class="sl-grid"
        aria-label={props.label}
        aria-readonly={readOnly() ? "true" : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onContextMenu={(e) => !readOnly() && e.preventDefault()}
      >
        {/* Rebuilt when the size changes: each piece's edge number depends on the width. */}
        <Show when={`${w()}x${h()}`} keyed>
          <Index each={range(2 * h() + 1)}>
            {(row) => (
              // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: focus is on the edges.
              <div role="row" class="sl-row">
                <Index each={range(2 * w() + 1)}>{(col) => piece(row(), col())}</Index>
              </div>
            )}
          </Index>
        </Show>
      </div>
      <Show when={!props.compact && !readOnly()}>
        <p class="board-help">
          Tap an edge: line, cross, empty · drag from dot to dot to draw · right button crosses · arrows move
          along the edges · Space draws · X crosses · Backspace empties
        </p>
      </Show>
    </div>
  );
}
