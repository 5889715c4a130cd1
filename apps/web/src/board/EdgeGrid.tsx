import { createSignal, Index, onCleanup, Show } from "solid-js";
import { longPressMs } from "./cell-strokes.ts";
import { dotPath, nearestEdge, pointOnGrid, reachedDot } from "./dots.ts";
import { borderEdgeName, lattice, type Pos, range } from "./geometry.ts";
import { blockLabel, cellLabel, edgeLabel } from "./labels.ts";
import { BECAUSE, HINT, MISTAKE } from "./marks.ts";
import type { GridProps } from "./types.ts";

interface Drag {
  /** The edge nearest the pointer when it went down: a tap cycles it. */
  edge: number;
  /** The dot the drawn path has reached. */
  dot: Pos | null;
  /** What the drag writes on the edges it passes, decided by the first: a line, or erasing. */
  value: 0 | 1 | null;
  moved: boolean;
  timer?: ReturnType<typeof setTimeout>;
  pressed?: boolean;
}

/**
 * A board played on its border edges (slitherlink): dots, the cells with their clues (a number greyed once
 * as many lines are around it), and the edges. A tap cycles the nearest edge empty, line, cross (so a finger
 * need not hit a thin line); the right button or a long press crosses; a drag from dot to dot draws the
 * lines along its path in one move (starting on a line, it erases). Keyboard: arrows move along the edges,
 * Space or Enter draws, X crosses, Backspace empties.
 */
export function EdgeGrid(props: GridProps) {
  const rows = () => props.board.rows;
  const cols = () => props.board.cols;
  const [focus, setFocus] = createSignal<Pos>({ row: 0, col: 1 });
  const edges = new Map<number, HTMLElement>();
  let gridEl: HTMLDivElement | undefined;
  let drag: Drag | null = null;
  const readOnly = () => !props.player;
  const state = (e: number) => props.view.edges?.[e] ?? 0;
  const set = (e: number, value: number): void =>
    props.player?.play([{ kind: "edge", edge: e, state: value as -1 | 0 | 1 }]);

  function moveTo(pos: Pos) {
    setFocus(pos);
    edges.get(lattice.edgeAt(rows(), cols(), pos))?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const to = lattice.step(rows(), cols(), focus(), event.key);
    if (to) moveTo(to);
    if (to || event.key.startsWith("Arrow")) {
      event.preventDefault();
      return;
    }
    if (readOnly() || event.ctrlKey || event.metaKey || event.altKey) return;
    const e = lattice.edgeAt(rows(), cols(), focus());
    const key = event.key.toLowerCase();
    if (key === " " || key === "enter") set(e, state(e) === 1 ? 0 : 1);
    else if (key === "x") set(e, state(e) === -1 ? 0 : -1);
    else if (key === "backspace" || key === "delete") set(e, 0);
    else return;
    event.preventDefault();
  }

  function pointAt(event: PointerEvent) {
    if (!gridEl) return null;
    const dot = gridEl.querySelector(".gb-dot")?.getBoundingClientRect().width ?? 0;
    return pointOnGrid(gridEl.getBoundingClientRect(), dot, cols(), rows(), event.clientX, event.clientY);
  }

  /** The edge a pointer event names: the piece under it (tests, and a precise hit), else the nearest. */
  function edgeOf(event: PointerEvent): { edge: number; point: ReturnType<typeof pointAt> } | null {
    const point = pointAt(event);
    const piece = (event.target as HTMLElement | null)?.closest?.("[data-edge]") as HTMLElement | null;
    if (piece && !point) return { edge: Number(piece.dataset.edge), point };
    if (!point) return null;
    return { edge: lattice.edgeAt(rows(), cols(), nearestEdge(point, cols(), rows())), point };
  }

  function onPointerDown(event: PointerEvent) {
    if (readOnly() || props.compact || props.moving) return;
    const hit = edgeOf(event);
    if (!hit || hit.edge < 0) return;
    event.preventDefault();
    const { edge, point } = hit;
    moveTo(lattice.of(rows(), cols(), edge));
    if (event.button === 2) {
      set(edge, state(edge) === -1 ? 0 : -1);
      return;
    }
    const d: Drag = { edge, dot: point && reachedDot(point, cols(), rows(), 0.5), value: null, moved: false };
    drag = d;
    if (event.pointerType === "touch")
      d.timer = setTimeout(() => {
        if (drag !== d || d.moved) return;
        d.pressed = true;
        set(edge, state(edge) === -1 ? 0 : -1);
      }, longPressMs);
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent) {
    const point = drag && !drag.pressed && pointAt(event);
    if (!drag || !point) return;
    const dot = reachedDot(point, cols(), rows());
    if (!dot || (drag.dot && dot.row === drag.dot.row && dot.col === drag.dot.col)) return;
    if (!drag.dot) {
      drag.dot = dot;
      return;
    }
    let from = drag.dot;
    const moves = [];
    for (const to of dotPath(from, dot)) {
      const e = lattice.between(rows(), cols(), from, to);
      if (e >= 0) {
        drag.value ??= state(e) === 1 ? 0 : 1;
        moves.push({ kind: "edge" as const, edge: e, state: drag.value });
      }
      from = to;
    }
    drag.dot = dot;
    drag.moved = true;
    clearTimeout(drag.timer);
    props.player?.draw(moves);
  }

  function onPointerUp() {
    const done = drag;
    drag = null;
    if (!done) return;
    clearTimeout(done.timer);
    if (done.moved) props.player?.end();
    else if (!done.pressed) {
      const now = state(done.edge);
      set(done.edge, now === 0 ? 1 : now === 1 ? -1 : 0);
    }
  }
  onCleanup(() => clearTimeout(drag?.timer));

  /** Whether the play model says the clue in cell (r, c) is satisfied. */
  const clueDone = (r: number, c: number) => !!props.view.doneCells?.[r * cols() + c];

  /** The board's dots by their half-cell place, which is a piece's place on the lattice. */
  const dotAt = new Map((props.board.dots ?? []).map((d) => [`${d.row},${d.col}`, d.colour]));
  /** A clue dot drawn over the piece at (row, col), if the board has one there (Tentaisho's galaxy centres). */
  const boardDot = (row: number, col: number) => {
    const colour = dotAt.get(`${row},${col}`);
    return colour ? <span class={`gb-board-dot ${colour}`} aria-hidden="true" /> : null;
  };

  function piece(row: number, col: number) {
    if (row % 2 === 0 && col % 2 === 0)
      return (
        <span class="gb-dot" classList={{ "has-dot": dotAt.has(`${row},${col}`) }} aria-hidden="true">
          {boardDot(row, col)}
        </span>
      );
    if (row % 2 === 1 && col % 2 === 1) {
      const r = (row - 1) / 2;
      const c = (col - 1) / 2;
      const i = r * cols() + c;
      const clue = props.board.cells[i];
      const bits = () => props.bits[i] ?? 0;
      return (
        // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: clues are read, not focused; the edges take focus.
        <div
          role="gridcell"
          class="gb-cell lattice-cell"
          aria-label={
            props.compact
              ? undefined
              : clue?.block
                ? blockLabel(clue)
                : cellLabel(props.board, props.view, i, bits(), { done: clueDone(r, c) })
          }
          classList={{
            block: !!clue?.block,
            number: !!clue?.text,
            "has-dot": dotAt.has(`${row},${col}`),
            done: clueDone(r, c),
            mistake: !!(bits() & MISTAKE),
            hint: !!(bits() & HINT),
            because: !!(bits() & BECAUSE),
          }}
          style={clue?.colour ? { "background-color": clue.colour } : undefined}
          data-cell={i}
        >
          <Show when={clue?.text}>
            <span class="digit" aria-hidden="true">
              {clue?.text}
            </span>
          </Show>
          {boardDot(row, col)}
        </div>
      );
    }
    const e = lattice.edgeAt(rows(), cols(), { row, col });
    const at = () => focus().row === row && focus().col === col;
    const bits = () => props.edgeBits[e] ?? 0;
    return (
      // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: the grid handles keys and pointers for its edges, which roving tabindex makes focusable.
      <div
        role="gridcell"
        ref={(el) => edges.set(e, el)}
        tabindex={!props.compact && at() ? 0 : -1}
        aria-label={
          props.compact ? undefined : edgeLabel(borderEdgeName(rows(), cols(), e), state(e), bits())
        }
        aria-selected={!props.compact && at()}
        data-edge={e}
        class="gb-edge"
        classList={{
          h: row % 2 === 0,
          v: row % 2 === 1,
          "has-dot": dotAt.has(`${row},${col}`),
          line: state(e) === 1,
          cross: state(e) === -1,
          hint: !!(bits() & HINT),
          mistake: !!(bits() & MISTAKE),
        }}
        onFocus={() => setFocus({ row, col })}
      >
        {boardDot(row, col)}
      </div>
    );
  }

  return (
    // The view a zoomed board scrolls in (board.css).
    <div class="gb-view">
      {/* biome-ignore lint/a11y/useSemanticElements: a puzzle grid is the ARIA grid widget, laid out with CSS grid. */}
      <div
        role="grid"
        ref={gridEl}
        class="gb-lattice"
        aria-label={props.label}
        aria-readonly={readOnly() ? "true" : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onContextMenu={(e) => !readOnly() && e.preventDefault()}
      >
        <Index each={range(2 * rows() + 1)}>
          {(row) => (
            // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: focus is on the edges.
            <div role="row" class="gb-row">
              <Index each={range(2 * cols() + 1)}>{(col) => piece(row(), col())}</Index>
            </div>
          )}
        </Index>
      </div>
    </div>
  );
}
