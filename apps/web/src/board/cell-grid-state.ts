import { cellAt, nextLineState } from "@gridsmith/kit";
import { createMemo, createSelector, createSignal } from "solid-js";
import { cagesOf, centreEdgeToward, isOpen, peersOf, range, rulesOf, runsOf, symbolOf } from "./geometry.ts";
import type { GridProps } from "./types.ts";

/** The centre lines' directions from a cell: up, down, left, right. */
export const directions: [number, number][] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

/**
 * What the cell grid's parts share: the board and what is derived from it once, the selected cell, the
 * pencil and colour modes, and the cells' elements (for focus). Made once per grid, in its component.
 */
export function createCellGridState(props: GridProps) {
  const board = () => props.board;
  const rows = () => board().rows;
  const cols = () => board().cols;
  const kind = () => board().input.cells;
  const typed = () => kind().kind === "digit" || kind().kind === "letter";
  /** How a value is written: the input's symbols (Easy as ABC's letters), else digits 1-9 then letters. */
  const symbol = (value: number | string) => symbolOf(kind())(value);
  const centre = () => board().input.edges === "centre";
  /** What a tap or drag makes of a centre line: drawn or not, or none, one, two on a board of double lines. */
  const nextLine = (state: number) => nextLineState(state, board().input.maxLines ?? 1);
  const readOnly = () => !props.player;
  const rules = createMemo(() => rulesOf(board()));
  const cages = createMemo(() => cagesOf(board()));
  const diagonal = createMemo(() =>
    board().cells.some((c) => c?.across !== undefined || c?.down !== undefined),
  );
  const sums = createMemo(() =>
    diagonal() ? board().cells.map((c, i) => (c?.block ? undefined : runsOf(board(), i))) : [],
  );
  const first = () => {
    return Math.max(
      0,
      board().cells.findIndex((c) => !c?.block),
    );
  };
  const [selected, setSelected] = createSignal(first());
  const isSelected = createSelector(selected);
  const [pencil, setPencil] = createSignal(false);
  const [colour, setColour] = createSignal(1);
  const elements: HTMLElement[] = [];
  const showPeers = () => typed() && !props.compact;
  const peers = createMemo(() => (showPeers() ? peersOf(board(), selected()) : new Set<number>()));
  /** What a cell shows, as text, so a given "4" and a typed 4 are the same digit. */
  const valueAt = (i: number): string | null => {
    const v = props.view.values?.[i];
    return board().cells[i]?.text ?? (v === null || v === undefined ? null : symbol(v));
  };
  const selectedValue = () => (showPeers() ? valueAt(selected()) : null);

  function moveTo(i: number, focus = true) {
    if (i !== selected()) setTyping(null);
    setSelected(i);
    if (focus) elements[i]?.focus();
  }

  /** The next open cell from `i` by (dr, dc), or null at the border. */
  function nextOpen(i: number, dr: number, dc: number): number | null {
    const { row, col } = cellAt(i, cols());
    for (let r = row + dr, c = col + dc; r >= 0 && c >= 0 && r < rows() && c < cols(); r += dr, c += dc)
      if (isOpen(board(), r * cols() + c)) return r * cols() + c;
    return null;
  }

  /** The centre lines at cell `i`, by side (up, down, left, right): 1 a line, -1 crossed, 0 neither. */
  const linesAt = (i: number): number[] =>
    directions.map(([dr, dc]) => {
      const e = centreEdgeToward(rows(), cols(), i, dr, dc);
      return e < 0 ? 0 : (props.view.edges?.[e] ?? 0);
    });

  /** The pencil marks a cell can hold: the digits, up to `markMax` where the numbers run past it. */
  const markDigits = () => {
    const k = kind();
    return k.kind === "digit"
      ? range(Math.min(k.max, k.markMax ?? k.max) - k.min + 1).map((d) => d + k.min)
      : [];
  };
  /**
   * The number the last digit key typed, and into which cell (a pencil mark or the value), so the next digit
   * joins it (1 then 2 types 12) while the cell stays chosen; null after any other key or a move elsewhere.
   */
  const [typing, setTyping] = createSignal<{ cell: number; value: number; mark: boolean } | null>(null);
  const colours = () => {
    const k = kind();
    return k.kind === "colour" ? k.colours : [];
  };
  const outside = () => board().outside;

  return {
    props,
    board,
    rows,
    cols,
    kind,
    typed,
    symbol,
    centre,
    nextLine,
    readOnly,
    rules,
    cages,
    diagonal,
    sums,
    selected,
    setSelected,
    isSelected,
    pencil,
    setPencil,
    colour,
    setColour,
    elements,
    showPeers,
    peers,
    valueAt,
    selectedValue,
    moveTo,
    nextOpen,
    linesAt,
    markDigits,
    typing,
    setTyping,
    colours,
    outside,
  };
}

/** One cell grid's shared state (see {@link createCellGridState}). */
export type CellGridState = ReturnType<typeof createCellGridState>;
