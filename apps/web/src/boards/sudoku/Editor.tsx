import { createSignal, For } from "solid-js";
import type { EditorProps } from "../types.ts";
import { newAttempt, type SudokuAttempt } from "./model.ts";
import { SudokuBoard } from "./SudokuBoard.tsx";

const sizes = [4, 6, 9, 12, 16, 25];

/** Type a new sudoku into an empty grid: the digits typed become the givens. */
export function SudokuEditor(props: EditorProps) {
  const [size, setSize] = createSignal(9);
  const blank = () => ({ size: size(), cells: new Array<number>(size() * size()).fill(0) });
  const [attempt, setAttempt] = createSignal<SudokuAttempt>(newAttempt(blank()));
  return (
    <div class="editor">
      <div class="row">
        <label for="sudoku-size">Size</label>
        <select
          id="sudoku-size"
          value={size()}
          onChange={(e) => {
            setSize(Number(e.currentTarget.value));
            setAttempt(newAttempt(blank()));
          }}
        >
          <For each={sizes}>{(n) => <option value={n}>{`${n} x ${n}`}</option>}</For>
        </select>
      </div>
      <SudokuBoard
        puzzle={blank()}
        text=""
        attempt={attempt()}
        onMove={setAttempt}
        label="New sudoku: type the givens"
      />
      <div class="row">
        <button
          type="button"
          class="primary"
          onClick={() => props.onDone({ size: size(), cells: [...attempt().v] })}
        >
          Use this puzzle
        </button>
        <button type="button" onClick={() => props.onCancel()}>
          Cancel
        </button>
      </div>
    </div>
  );
}
