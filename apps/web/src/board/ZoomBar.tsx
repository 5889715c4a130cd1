import type { BoardDescription } from "@gridsmith/kit";
import { createMemo, createSignal, onCleanup, onMount, Show } from "solid-js";
import { browserStorage } from "../state/storage.ts";
import {
  fitCellSize,
  largestCell,
  layoutOf,
  readZoom,
  saveZoom,
  smallestCell,
  type Zoom,
  zoomIn,
  zoomOut,
} from "./zoom.ts";

/** Room kept free under a fitted board in the window's height (px): the page's margin around the board. */
const fitMargin = 12;
/** The least height of a zoomed board's view (px). */
const smallestView = 120;

/**
 * A board's zoom and its move mode. `zoomKey` (the type's id) remembers the zoom in this browser for the
 * type's boards; without it the zoom lasts as long as the board. `root` is the board's box, whose width is
 * the room the board has.
 */
export function createZoom(props: { board: BoardDescription; zoomKey?: string | undefined }) {
  const storage = browserStorage();
  const [zoom, setZoom] = createSignal<Zoom | null>(props.zoomKey ? readZoom(storage, props.zoomKey) : null);
  const [moving, setMoving] = createSignal(false);
  const [room, setRoom] = createSignal(
    { width: 0, height: 0 },
    { equals: (a, b) => a.width === b.width && a.height === b.height },
  );
  let root: HTMLElement | undefined;
  let bar: HTMLElement | undefined;
  const layout = createMemo(() => layoutOf(props.board));

  function measure() {
    if (!root) return;
    // A window too short for the bar still leaves the board a few rows.
    const height = Math.max(
      smallestView,
      document.documentElement.clientHeight - (bar?.offsetHeight ?? 0) - fitMargin,
    );
    setRoom({ width: root.clientWidth, height });
  }
  /** The cell size the zoom asks for (px), or null for the board's own. */
  const cellSize = (): number | null => {
    const z = zoom();
    if (z !== "fit") return z;
    const { width, height } = room();
    return width > 0 ? fitCellSize(layout(), width, height) : null;
  };
  /** The cell size drawn now: asked for, else measured on the board (its own size from `board.css`). */
  const drawnCell = () =>
    cellSize() ?? root?.querySelector(".gb-cell")?.getBoundingClientRect().width ?? smallestCell;

  function set(next: Zoom) {
    if (next === "fit") measure();
    setZoom(next);
    if (props.zoomKey) saveZoom(storage, props.zoomKey, next);
  }

  onMount(() => {
    measure();
    window.addEventListener("resize", measure);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    if (root) observer?.observe(root);
    onCleanup(() => {
      window.removeEventListener("resize", measure);
      observer?.disconnect();
    });
  });

  return {
    zoom,
    cellSize,
    /** The most height a zoomed board's view takes (px): the window's, less the bar's and a margin. */
    viewHeight: () => room().height,
    moving,
    setMoving,
    zoomIn: () => set(zoomIn(drawnCell())),
    zoomOut: () => set(zoomOut(drawnCell())),
    fit: () => set("fit"),
    canZoomIn: () => (cellSize() ?? 0) < largestCell,
    canZoomOut: () => (cellSize() ?? largestCell) > smallestCell,
    setRoot: (el: HTMLElement) => {
      root = el;
    },
    setBar: (el: HTMLElement) => {
      bar = el;
    },
  };
}

export type BoardZoom = ReturnType<typeof createZoom>;

/**
 * The board's zoom controls: − and + step the cell size, Fit fits the whole board in the width it has and
 * the window's height. Move (on boards a finger draws on) lets a finger pan and pinch the page instead,
 * taps doing nothing, so a board larger than the screen can be moved about on a phone.
 */
export function ZoomBar(props: { zoom: BoardZoom; canMove: boolean }) {
  const z = props.zoom;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset.
    <div class="gb-zoom" role="group" aria-label="Board size" ref={z.setBar}>
      <button type="button" aria-label="Zoom out" onClick={z.zoomOut} disabled={!z.canZoomOut()}>
        −
      </button>
      <button type="button" aria-label="Zoom in" onClick={z.zoomIn} disabled={!z.canZoomIn()}>
        +
      </button>
      <button
        type="button"
        aria-label="Fit the board to the screen"
        aria-pressed={z.zoom() === "fit"}
        onClick={z.fit}
      >
        Fit
      </button>
      <Show when={props.canMove}>
        <button
          type="button"
          aria-label="Move the board"
          aria-pressed={z.moving()}
          title="A finger pans and pinches the board; taps do nothing"
          onClick={() => z.setMoving(!z.moving())}
        >
          Move
        </button>
      </Show>
    </div>
  );
}
