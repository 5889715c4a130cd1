import type { BoardDescription, BoardView, Move, PlayModel } from "@gridsmith/kit";
import { borderEdges, centreEdges, isMove } from "@gridsmith/kit";
import { render } from "@solidjs/testing-library";
import { createSignal } from "solid-js";
import type { BoardMarks } from "../boards/types.ts";
import { playBoard } from "./PlayBoard.tsx";

/**
 * A play model for tests over a hand-written description: the attempt is the view itself, and a move
 * writes what it says (a clue or a block cell takes none). Lets every description be played with no
 * puzzle package.
 */
export function describedPlay(board: BoardDescription): PlayModel<null, BoardView, BoardView> {
  const n = board.rows * board.cols;
  const edges =
    board.input.edges === "border"
      ? borderEdges.count(board.rows, board.cols)
      : board.input.edges === "centre"
        ? centreEdges.count(board.rows, board.cols)
        : 0;
  const fresh = (): BoardView => ({
    values: new Array(n).fill(null),
    marks: Array.from({ length: n }, () => []),
    shades: new Array(n).fill(0),
    ...(edges ? { edges: new Array(edges).fill(0) } : {}),
  });
  const apply = (a: BoardView, move: Move): BoardView => {
    const next = structuredClone(a);
    if (move.kind === "edge") next.edges![move.edge] = move.state;
    else if (board.cells[move.cell]) return a;
    else if (move.kind === "value") next.values![move.cell] = move.value;
    else if (move.kind === "shade") next.shades![move.cell] = move.shade;
    else {
      const marks = next.marks![move.cell]!;
      next.marks![move.cell] = marks.includes(move.digit)
        ? marks.filter((d) => d !== move.digit)
        : [...marks, move.digit].sort((x, y) => x - y);
    }
    return next;
  };
  return {
    newAttempt: fresh,
    readAttempt: (_p, saved) => (saved as BoardView) ?? null,
    applyStep: (_p, a, step) => (isMove(step) ? apply(a, step) : a),
    isComplete: () => false,
    mistakes: () => [],
    toSolution: (_p, a) => a,
    fromSolution: (_p, s) => s,
    progress: () => ({ filled: 0, total: n }),
    board: () => board,
    view: (_p, a) => a,
  };
}

/**
 * Renders the generic board for a play model as the page does: moves go back into the attempt as the
 * history would put them. Returns the attempt, the moves made (a drag must be one) and a setter for marks.
 */
export function renderPlay<P, A>(
  play: PlayModel<P, unknown, A>,
  puzzle: P,
  label = "Test puzzle",
  editable = true,
) {
  const [attempt, setAttempt] = createSignal<A>(play.newAttempt(puzzle));
  const [marks, setMarks] = createSignal<BoardMarks | undefined>(undefined);
  let moves = 0;
  const Board = playBoard(play);
  render(() => (
    <Board
      puzzle={puzzle}
      text=""
      attempt={attempt()}
      {...(editable
        ? {
            onMove: (next: unknown) => {
              moves++;
              setAttempt(() => next as A);
            },
          }
        : {})}
      marks={marks()}
      label={label}
    />
  ));
  return { attempt, moves: () => moves, setMarks, setAttempt };
}
