import type { Move } from "@gridsmith/kit";
import { createMemo, createSignal, For } from "solid-js";
import { Board } from "../../board/Board.tsx";
import type { PlayEditorProps } from "../types.ts";
import { EditorButtons } from "./EditorButtons.tsx";

const sizes = [4, 6, 9, 12, 16, 25];

/** A sudoku attempt as the play model keeps it: the digits typed, and pencil marks (unused here). */
interface Typed {
  v: number[];
}

/** Type a new sudoku into an empty grid: the digits typed become the givens. */
export function SudokuEditor(props: PlayEditorProps) {
  const [size, setSize] = createSignal(9);
  const blank = createMemo(() => ({ size: size(), cells: new Array<number>(size() * size()).fill(0) }));
  const [attempt, setAttempt] = createSignal<Typed>(props.play.newAttempt(blank()));
  const board = createMemo(() => props.play.board(blank()));
  return (
    <div class="editor">
      <div class="row">
        <label for="sudoku-size">Size</label>
        <select
          id="sudoku-size"
          value={size()}
          onChange={(e) => {
            setSize(Number(e.currentTarget.value));
            setAttempt(props.play.newAttempt(blank()));
          }}
        >
          <For each={sizes}>{(n) => <option value={n}>{`${n} x ${n}`}</option>}</For>
        </select>
      </div>
      <Board
        board={board()}
        view={props.play.view(blank(), attempt())}
        player={{
          play: (moves: Move[]) =>
            setAttempt(moves.reduce((a, move) => props.play.applyStep(blank(), a, move), attempt())),
          draw: () => {},
          end: () => {},
        }}
        label="New sudoku: type the givens"
      />
      <EditorButtons
        onUse={() => props.onDone({ size: size(), cells: [...attempt().v] })}
        onCancel={() => props.onCancel()}
      />
    </div>
  );
}
