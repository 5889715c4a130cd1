import { hintInput, type PlayModel, type Step } from "@gridsmith/kit";
import { type Component, createComponent, mergeProps } from "solid-js";
import type { BoardModule, EditorProps, PlayBoardProps } from "./types.ts";

/** The site's own parts of a board whose play model is its type's: the component and the page's extras. */
export interface BoardParts<Puzzle, Attempt, Solution, Deduction>
  extends Pick<BoardModule<Puzzle, Attempt, Solution>, "aids"> {
  Board: Component<PlayBoardProps<Puzzle, Attempt, Deduction>>;
  /** A grid to type a new puzzle into, given the play model too (it may draw with the board). */
  Editor?: Component<EditorProps & { play: PlayModel<Puzzle, Solution, Attempt, Deduction> }>;
}

/**
 * The board module of a type, from the type's play model (the attempt, moves, hints, mistakes, progress) and
 * the site's parts of its board, which are given the play model as their `play` prop.
 */
export function playBoard<Puzzle, Solution, Attempt, Deduction>(
  play: PlayModel<Puzzle, Solution, Attempt, Deduction>,
  parts: BoardParts<Puzzle, Attempt, Solution, Deduction>,
): BoardModule<Puzzle, Attempt, Solution> {
  const { Board, Editor, ...extras } = parts;
  return {
    ...extras,
    Board: (props) => createComponent(Board, mergeProps(props, { play })),
    ...(Editor
      ? { Editor: (props: EditorProps) => createComponent(Editor, mergeProps(props, { play })) }
      : {}),
    newAttempt: (puzzle) => play.newAttempt(puzzle),
    restore: (puzzle, saved) => play.readAttempt(puzzle, saved),
    toSolution: (puzzle, attempt) => play.toSolution(puzzle, attempt),
    hintInput: (puzzle, attempt) => hintInput(play, puzzle, attempt),
    withSolution: (puzzle, solution) => play.fromSolution(puzzle, solution),
    // A hint or an explanation step of this type: its deductions are the type's own.
    applyStep: (puzzle, attempt, step) => play.applyStep(puzzle, attempt, step as Step<Deduction>),
    isComplete: (puzzle, attempt) => play.isComplete(puzzle, attempt),
    progress: (puzzle, attempt) => play.progress(puzzle, attempt),
    mistakes: (puzzle, attempt, solution) => play.mistakes(puzzle, attempt, solution),
    ...(play.fillCandidates
      ? { fillCandidates: (puzzle: Puzzle, attempt: Attempt) => play.fillCandidates!(puzzle, attempt) }
      : {}),
  };
}

/**
 * A board module made once its type is loaded (`boardFor(type.play)`), and its component alone for the home
 * page's preview, which loads no puzzle package.
 */
export interface PlayBoardModule {
  // biome-ignore lint/suspicious/noExplicitAny: boards are looked up by id, so their type parameters vary.
  Board: Component<PlayBoardProps<any, any>>;
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  boardFor(play: PlayModel<any, any, any, any>): BoardModule<any, any, any>;
}
