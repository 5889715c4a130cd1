import type { BoardDescription, BoardView, Move, PlayModel, Step } from "@gridsmith/kit";
import { type Component, createMemo } from "solid-js";
import type { BoardAids, BoardMarks, BoardModule, EditorProps, ParamField } from "./types.ts";

/** A type's play model, whatever its puzzle, solution, attempt and deduction. */
// biome-ignore lint/suspicious/noExplicitAny: boards are fed from the play model of any type.
export type AnyPlay = PlayModel<any, any, any, any>;

/**
 * The props of a board drawn from a type's play model: the board's description and a view of the attempt
 * (from `play.board` and `play.view`, or from the manifest for the home page's preview), and `onMove` to
 * make a move in the board's terms. Read-only without `onMove`.
 */
export interface PlayViewProps {
  board: BoardDescription;
  view: BoardView;
  onMove?: (move: Move) => void;
  marks?: BoardMarks;
  /** Accessible name of the grid, e.g. "Sudoku puzzle". */
  label: string;
  /** A small, read-only rendering for the home page. */
  compact?: boolean;
  aids?: BoardAids;
}

/** A board editor fed from the type's play model (to draw the puzzle it is making). */
export type PlayEditorProps = EditorProps & { play: AnyPlay };

/**
 * What the site adds to a type's play model to play it on its own board: the board's view, and a puzzle
 * editor and a generate form where the type has them. Everything else comes from the play model.
 */
export interface PlayBoard {
  View: Component<PlayViewProps>;
  Editor?: Component<PlayEditorProps>;
  generator?: { fields: ParamField[]; params(values: Record<string, string | number>): unknown };
  aids?: BoardModule["aids"];
}

/**
 * A type's board made from its play model: the attempt, moves, steps, checks and progress are the play
 * model's; the view draws `play.board(puzzle)` and `play.view(puzzle, attempt)`, and its moves go through
 * `play.applyStep` (a move that changes nothing records nothing).
 */
export function boardFromPlay(play: AnyPlay, parts: PlayBoard): BoardModule {
  const { View, Editor } = parts;
  return {
    Board(props) {
      const board = createMemo(() => play.board(props.puzzle));
      const view = createMemo(() => play.view(props.puzzle, props.attempt));
      const move = (m: Move) => {
        const next = play.applyStep(props.puzzle, props.attempt, m);
        if (next !== props.attempt) props.onMove?.(next);
      };
      return (
        <View
          board={board()}
          view={view()}
          onMove={props.onMove ? move : undefined}
          marks={props.marks}
          label={props.label}
          compact={props.compact}
          aids={props.aids}
        />
      );
    },
    newAttempt: (puzzle) => play.newAttempt(puzzle),
    restore: (puzzle, saved) => play.readAttempt(puzzle, saved),
    toSolution: (puzzle, attempt) => play.toSolution(puzzle, attempt),
    withSolution: (puzzle, solution) => play.fromSolution(puzzle, solution),
    applyStep: (puzzle, attempt, step: Step) => play.applyStep(puzzle, attempt, step),
    isComplete: (puzzle, attempt) => play.isComplete(puzzle, attempt),
    progress: (puzzle, attempt) => play.progress(puzzle, attempt),
    mistakes: (puzzle, attempt, solution) => play.mistakes(puzzle, attempt, solution),
    ...(play.fillCandidates
      ? { fillCandidates: (puzzle: unknown, attempt: unknown) => play.fillCandidates!(puzzle, attempt) }
      : {}),
    ...(Editor ? { Editor: (props: EditorProps) => <Editor {...props} play={play} /> } : {}),
    ...(parts.generator ? { generator: parts.generator } : {}),
    ...(parts.aids ? { aids: parts.aids } : {}),
  };
}
