import type { BoardDescription, BoardView, Move } from "@gridsmith/kit";

/** Where a board's moves go: the play model carries them out on the attempt. */
export interface Player {
  /** Carries out moves now, as one move of the history (one undo step). */
  play(moves: Move[]): void;
  /**
   * A stroke's moves (a drag): shown at once, kept as a draft until {@link end}. `restart` drops what the
   * stroke drew so far first (a long press that turns a tap into a dot).
   */
  draw(moves: Move[], restart?: boolean): void;
  /** The stroke is done: what it drew becomes one move. */
  end(): void;
}

/** The props of the grids that draw a board description. */
export interface GridProps {
  board: BoardDescription;
  /** The view of the attempt, with a stroke's draft carried out (a store: each cell reads its own entries). */
  view: BoardView;
  /** Each cell's marks as bits (`marks.ts`). */
  bits: number[];
  /** Each edge's marks as bits, for boards played on their edges. */
  edgeBits: number[];
  /** Absent when the board is read-only (a preview, a step of an explanation). */
  player?: Player | undefined;
  label: string;
  compact?: boolean | undefined;
  /** Move mode (the zoom bar's Move): a finger pans and pinches the page, so taps and drags play nothing. */
  moving?: boolean | undefined;
}
