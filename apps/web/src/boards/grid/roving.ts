import { type Accessor, createSignal } from "solid-js";

/** A cell position, 0-based. */
export interface Pos {
  row: number;
  col: number;
}

/**
 * Keyboard focus inside a grid, the ARIA "roving tabindex" way: one cell is in the tab order, arrows move
 * between cells, Home/End go to the ends of the row (with Ctrl, of the grid). Cells register their element
 * so moving also moves DOM focus.
 */
export function createRoving(rows: Accessor<number>, cols: Accessor<number>) {
  const [pos, setPos] = createSignal<Pos>({ row: 0, col: 0 });
  const elements = new Map<string, HTMLElement>();
  const key = (row: number, col: number) => `${row},${col}`;

  function moveTo(row: number, col: number, focus = true) {
    const r = Math.max(0, Math.min(rows() - 1, row));
    const c = Math.max(0, Math.min(cols() - 1, col));
    setPos({ row: r, col: c });
    if (focus) elements.get(key(r, c))?.focus();
  }

  /** Handles a navigation key; returns whether it did (then the event is consumed). */
  function navigate(event: KeyboardEvent): boolean {
    const { row, col } = pos();
    const ctrl = event.ctrlKey || event.metaKey;
    switch (event.key) {
      case "ArrowUp":
        moveTo(row - 1, col);
        break;
      case "ArrowDown":
        moveTo(row + 1, col);
        break;
      case "ArrowLeft":
        moveTo(row, col - 1);
        break;
      case "ArrowRight":
        moveTo(row, col + 1);
        break;
      case "Home":
        moveTo(ctrl ? 0 : row, 0);
        break;
      case "End":
        moveTo(ctrl ? rows() - 1 : row, cols() - 1);
        break;
      default:
        return false;
    }
    event.preventDefault();
    return true;
  }

  return {
    pos,
    moveTo,
    navigate,
    /** Whether this cell is the one in the tab order. */
    isAt: (row: number, col: number) => pos().row === row && pos().col === col,
    /** A ref callback for the cell at (row, col). */
    register: (row: number, col: number) => (el: HTMLElement) => elements.set(key(row, col), el),
  };
}

export type Roving = ReturnType<typeof createRoving>;
