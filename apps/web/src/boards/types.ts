import type { PlayModel, Problem, Step } from "@gridsmith/kit";
import type { Component } from "solid-js";

/** What a board highlights on top of the player's attempt. */
export interface BoardMarks {
  /** Mistakes found by Check, or problems of the puzzle itself; boards mark the cells, lines and slots named. */
  problems: readonly Problem[];
  /** A hint or a step of an explanation: `cells` are changed by it, `because` justifies it. */
  step: Step | null;
}

/** The props every board component takes. */
export interface BoardProps<Puzzle = unknown, Attempt = unknown> {
  puzzle: Puzzle;
  /** The puzzle in its canonical text, for boards that show text (the generic board). */
  text: string;
  attempt: Attempt;
  /** Records a move (undoable). Absent when the board is read-only: a preview, or a step of an explanation. */
  onMove?: (next: Attempt) => void;
  marks?: BoardMarks;
  /** Accessible name of the grid, e.g. "Sudoku puzzle". */
  label: string;
  /** The package's `solutionToText`, for boards that show a solution as text (the generic board). */
  solutionToText?: (solution: unknown) => string;
  /** A small, read-only rendering for the home page. */
  compact?: boolean;
  /** Play aids the person turned on that the board draws itself; absent or false: off. */
  aids?: BoardAids;
}

/**
 * Props of a board played through its type's play model (`PuzzleType.play`): its moves go through
 * `play.applyStep`, and what it strikes out or greys through `play.view`.
 */
export interface PlayBoardProps<Puzzle = unknown, Attempt = unknown, Deduction = unknown>
  extends BoardProps<Puzzle, Attempt> {
  /** The type's play model; absent on a board that is only shown (the home page's preview). */
  // biome-ignore lint/suspicious/noExplicitAny: a board reads attempts, never solutions.
  play?: PlayModel<Puzzle, any, Attempt, Deduction>;
}

/** Play aids drawn by a board (mistakes as you go reach it through `marks`, like Check's). */
export interface BoardAids {
  /** Nonogram: strike out the clue of a line whose filled cells already make it. */
  crossOffClues?: boolean;
}

/** Props of a board's puzzle editor: a way to type a new puzzle into a grid. */
export interface EditorProps {
  /** Called with the new puzzle, as the package's puzzle value (the page writes it in the default format). */
  onDone(puzzle: unknown): void;
  onCancel(): void;
}

/**
 * How the site plays one puzzle type. A type without one gets the generic board, which still reads,
 * solves, checks and exports, with text in place of a grid.
 *
 * The attempt is the board's own JSON value (digits and pencil marks, painted cells, placed words): it is
 * what undo, localStorage and shared links keep, so it must survive `JSON.stringify`.
 */
export interface BoardModule<Puzzle = unknown, Attempt = unknown, Solution = unknown> {
  Board: Component<BoardProps<Puzzle, Attempt>>;
  /** The attempt of a player who has not started. */
  newAttempt(puzzle: Puzzle): Attempt;
  /** A saved or shared attempt if it fits this puzzle, else null (it was for another puzzle, or damaged). */
  restore(puzzle: Puzzle, saved: unknown): Attempt | null;
  /** The attempt as the package's `Partial<Solution>`, for `check` (and `hint` when there is no `hintInput`). */
  toSolution(puzzle: Puzzle, attempt: Attempt): unknown;
  /** What the type's `hint` reads of the attempt, where it keeps more than `toSolution` (cells decided empty). */
  hintInput?(puzzle: Puzzle, attempt: Attempt): unknown;
  /** An attempt that shows a solution the solver found. */
  withSolution(puzzle: Puzzle, solution: Solution, attempt: Attempt): Attempt;
  /** The attempt after a hint or an explanation step is carried out; absent when the board cannot. */
  applyStep?(puzzle: Puzzle, attempt: Attempt, step: Step): Attempt;
  /**
   * "Show mistakes as you go": every filled cell (edge, letter) of the attempt that differs from the
   * puzzle's unique solution, one problem each, so the board marks them as it marks Check's. Boards that
   * hold a value per cell implement it; without it the aid is not offered.
   */
  mistakes?(puzzle: Puzzle, attempt: Attempt, solution: Solution): Problem[];
  /** The aids of `BoardAids` this board draws, offered on its page. */
  aids?: readonly (keyof BoardAids)[];
  /** "Fill candidates": every empty cell's pencil marks set to what its peers allow; absent when the board has none. */
  fillCandidates?(puzzle: Puzzle, attempt: Attempt): Attempt;
  /** Whether every cell or slot is filled (then Check says "solved" when it finds no mistake). */
  isComplete?(puzzle: Puzzle, attempt: Attempt): boolean;
  /**
   * Cells filled of how many, for the list of recent puzzles. Absent: the cells of the attempt that differ
   * from `newAttempt` (right when the attempt holds one value per cell; see `state/summary.ts`).
   */
  progress?(puzzle: Puzzle, attempt: Attempt): { filled: number; total: number };
  /** A grid to type a new puzzle into. */
  Editor?: Component<EditorProps>;
}

/** A type's play model, whatever its puzzle, solution, attempt and deduction. */
// biome-ignore lint/suspicious/noExplicitAny: boards are fed from the play model of any type.
export type AnyPlay = PlayModel<any, any, any, any>;

/** A grid editor's props on a board drawn from the type's play model (it draws the puzzle it is making). */
export type PlayEditorProps = EditorProps & { play: AnyPlay };
