import { createMemo } from "solid-js";
import { SudokuBoard } from "../sudoku/SudokuBoard.tsx";
import type { BoardProps } from "../types.ts";
import { asSudoku, cageDecorations, type KillerAttempt, type KillerPuzzle } from "./model.ts";
import "./killer.css";

/**
 * A killer sudoku: the sudoku board (keys, pencil marks, digit pad, highlights), with each cage drawn as a
 * dashed outline inside its cells and its sum in its first cell.
 */
export function KillerBoard(props: BoardProps<KillerPuzzle, KillerAttempt>) {
  const decorations = createMemo(() => cageDecorations(props.puzzle));
  const puzzle = createMemo(() => asSudoku(props.puzzle));
  return (
    <div class="killer">
      <SudokuBoard
        puzzle={puzzle()}
        text={props.text}
        attempt={props.attempt}
        onMove={props.onMove}
        marks={props.marks}
        label={props.label}
        compact={props.compact}
        decorate={(i) => decorations()[i] ?? {}}
      />
    </div>
  );
}
