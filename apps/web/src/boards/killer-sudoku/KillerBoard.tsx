import type { BoardDescription } from "@gridsmith/kit";
import { createMemo } from "solid-js";
import type { PlayViewProps } from "../play-view.tsx";
import { type CellDecoration, SudokuBoard } from "../sudoku/SudokuBoard.tsx";
import "./killer.css";

/**
 * What each cell shows of its cage: a dashed line on every side that borders another cage or the grid's
 * edge, the sum in the cage's first cell (the top one, leftmost of the top row), and the cage in words.
 */
export function cageDecorations(board: BoardDescription): CellDecoration[] {
  const { rows, cols } = board;
  const cages = board.cages ?? [];
  const cageOf = new Array<number>(rows * cols).fill(-1);
  cages.forEach((cage, k) => {
    for (const i of cage.cells) cageOf[i] = k;
  });
  const first = new Map(cages.map((cage, k) => [Math.min(...cage.cells), k]));
  return cageOf.map((k, i) => {
    if (k < 0) return {};
    const row = Math.floor(i / cols);
    const col = i % cols;
    const other = (r: number, c: number) =>
      r < 0 || c < 0 || r >= rows || c >= cols || cageOf[r * cols + c] !== k;
    const cage = cages[k]!;
    const sum = cage.sum === undefined ? "" : String(cage.sum);
    return {
      classes: {
        cage: true,
        "cage-top": other(row - 1, col),
        "cage-bottom": other(row + 1, col),
        "cage-left": other(row, col - 1),
        "cage-right": other(row, col + 1),
      },
      corner: first.get(i) === k && sum ? sum : undefined,
      label: sum ? `cage of ${cage.cells.length} adding to ${sum}` : `cage of ${cage.cells.length}`,
    };
  });
}

/**
 * A killer sudoku: the sudoku board (keys, pencil marks, digit pad, highlights), with each cage drawn as a
 * dashed outline inside its cells and its sum in its first cell.
 */
export function KillerBoard(props: PlayViewProps) {
  const decorations = createMemo(() => cageDecorations(props.board));
  return (
    <div class="killer">
      <SudokuBoard
        board={props.board}
        view={props.view}
        onMove={props.onMove}
        marks={props.marks}
        label={props.label}
        compact={props.compact}
        decorate={(i) => decorations()[i] ?? {}}
      />
    </div>
  );
}
