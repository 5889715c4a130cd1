import { type BoardDescription, type BoardView, borderEdges, centreEdges } from "@gridsmith/kit";
import { createComputed, Match, Show, Switch } from "solid-js";
import { createStore, reconcile } from "solid-js/store";
import type { BoardMarks } from "../boards/types.ts";
import { CellGrid } from "./CellGrid.tsx";
import { EdgeGrid } from "./EdgeGrid.tsx";
import { cellBits, edgeBits } from "./marks.ts";
import type { Player } from "./types.ts";
import { createZoom, ZoomBar } from "./ZoomBar.tsx";
import { zoomable } from "./zoom.ts";
import "./board.css";

/** The props of {@link Board}: a description, a view of the attempt, and where moves go. */
export interface BoardViewProps {
  board: BoardDescription;
  view: BoardView;
  /** Absent when the board is read-only (a preview, a step of an explanation). */
  player?: Player | undefined;
  marks?: BoardMarks | undefined;
  /** The edges the step shown changes, to highlight. */
  stepEdges?: readonly number[] | undefined;
  label: string;
  compact?: boolean | undefined;
  /** Strike out outside clues the attempt satisfies (a play aid); their labels say "done" either way. */
  crossOffClues?: boolean | undefined;
  /** Under what name this browser remembers the board's zoom (the type's id); absent: not remembered. */
  zoomKey?: string | undefined;
}

const edgeCount = (b: BoardDescription) =>
  b.input.edges === "border"
    ? borderEdges.count(b.rows, b.cols)
    : b.input.edges === "centre"
      ? centreEdges.count(b.rows, b.cols)
      : 0;

/** One line of help under a board, by what its input is. */
function help(board: BoardDescription): string {
  if (board.input.edges === "border")
    return "Tap an edge: line, cross, empty · drag from dot to dot to draw · right button or a long press crosses · arrows move along the edges · Space draws · X crosses · Backspace empties";
  const kind = board.input.cells.kind;
  const lines =
    board.input.edges === "centre" ? " · drag from cell to cell to draw a line · Shift+arrow draws" : "";
  if (kind === "digit") {
    const fill = board.input.cells.multiDigit ? "digits type numbers (1 then 2 is 12)" : "digits fill";
    return `Arrows move · ${fill}${board.input.cells.marks ? " · Shift+digit or pencil mode (Space) for pencil marks" : ""} · ${board.input.cells.multiDigit ? "Backspace takes the last digit away · Delete empties" : "Backspace empties"}${lines}`;
  }
  if (kind === "letter") return `Arrows move · letters fill · Backspace empties${lines}`;
  if (kind === "shade")
    return `Tap a cell: shaded, dotted, empty · drag to paint a run · right button or a long press dots · arrows move · Space shades · . a dot · Backspace empties${lines}`;
  if (kind === "colour")
    return `Pick a colour, tap or drag to paint · right button or a long press dots · arrows move · 1-9 paints with that colour · Space paints · . a dot · Backspace empties${lines}`;
  return `Arrows move${lines}`;
}

/**
 * The generic board: draws any board description (`BoardDescription` from the kit) with a view of the
 * attempt, and turns taps, drags and keys into moves for the player. Cells are labelled DOM elements of an
 * ARIA grid; a board played on its border edges is a lattice of dots, edges and cells (`EdgeGrid`), any
 * other a grid of cells (`CellGrid`). Each cell reads its own entries of the view, so a move updates only
 * the cells it changed, even on a 200 x 200 board.
 */
export function Board(props: BoardViewProps) {
  const [store, setStore] = createStore({
    view: {} as BoardView,
    bits: [] as number[],
    edgeBits: [] as number[],
  });
  // A copy: the store writes into what it holds, and the view may share arrays with the attempt.
  createComputed(() => setStore("view", reconcile(structuredClone(props.view))));
  createComputed(() =>
    setStore("bits", reconcile(cellBits(props.board.rows, props.board.cols, props.marks))),
  );
  createComputed(() =>
    setStore("edgeBits", reconcile(edgeBits(edgeCount(props.board), props.marks, props.stepEdges ?? []))),
  );
  const zoom = createZoom(props);
  const playable = () => !props.compact && !!props.player;
  // A board small enough to fit a phone keeps its own size and no bar (a zoom remembered from a giant
  // board of the type does not shrink it).
  const zoomBar = () => playable() && zoomable(props.board);
  const zoomed = () => zoomBar() && zoom.cellSize() !== null;
  // Digit and letter grids leave panning to the browser already (touch-action: manipulation).
  const canMove = () =>
    props.board.input.edges === "border" ||
    (props.board.input.cells.kind !== "digit" && props.board.input.cells.kind !== "letter");
  const grid = (board: BoardDescription) => ({
    board,
    view: store.view,
    bits: store.bits,
    edgeBits: store.edgeBits,
    player: props.player,
    label: props.label,
    compact: props.compact,
  });
  return (
    <div
      ref={zoom.setRoot}
      class="gb"
      classList={{
        compact: props.compact,
        moving: zoomBar() && zoom.moving(),
        zoomed: zoomed(),
        "cross-off": !!props.crossOffClues,
        [`gb-${props.board.input.cells.kind}`]: true,
        "gb-border": props.board.input.edges === "border",
      }}
      style={{
        "--rows": props.board.rows,
        "--cols": props.board.cols,
        ...(zoomed()
          ? { "--zoom-cell": `${zoom.cellSize()}px`, "--view-height": `${zoom.viewHeight()}px` }
          : {}),
      }}
      aria-hidden={props.compact ? "true" : undefined}
    >
      <Show when={zoomBar()}>
        <ZoomBar zoom={zoom} canMove={canMove()} />
      </Show>
      {/* Rebuilt for another puzzle: every cell's place and clue come from the description. */}
      <Show when={props.board} keyed>
        {(board) => (
          <Switch>
            <Match when={board.input.edges === "border"}>
              <EdgeGrid {...grid(board)} player={props.player} moving={zoom.moving()} />
            </Match>
            <Match when={true}>
              <CellGrid {...grid(board)} player={props.player} moving={zoom.moving()} />
            </Match>
          </Switch>
        )}
      </Show>
      <Show when={!props.compact && props.player}>
        <p class="board-help">{help(props.board)}</p>
      </Show>
    </div>
  );
}
