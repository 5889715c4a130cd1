import { createSignal } from "solid-js";
import type { EditorProps } from "../types.ts";
import { cluesOf, type NonogramAttempt, newAttempt } from "./model.ts";
import { NonogramBoard } from "./NonogramBoard.tsx";

const clamp = (n: number) => Math.max(1, Math.min(60, Math.floor(n) || 1));

/** Draw a picture; its clues become the new puzzle. */
export function NonogramEditor(props: EditorProps) {
  const [w, setW] = createSignal(10);
  const [h, setH] = createSignal(10);
  const blank = () => ({
    rows: Array.from({ length: h() }, () => []),
    columns: Array.from({ length: w() }, () => []),
  });
  const [picture, setPicture] = createSignal<NonogramAttempt>(newAttempt(blank()));
  const resize = () => setPicture(newAttempt(blank()));
  const live = () => cluesOf(picture(), w());
  return (
    <div class="editor">
      <div class="row">
        <label for="nono-w">Width</label>
        <input
          id="nono-w"
          type="number"
          min="1"
          max="60"
          value={w()}
          onChange={(e) => {
            setW(clamp(Number(e.currentTarget.value)));
            resize();
          }}
        />
        <label for="nono-h">Height</label>
        <input
          id="nono-h"
          type="number"
          min="1"
          max="60"
          value={h()}
          onChange={(e) => {
            setH(clamp(Number(e.currentTarget.value)));
            resize();
          }}
        />
      </div>
      <NonogramBoard
        puzzle={live()}
        text=""
        attempt={picture()}
        onMove={setPicture}
        label="New nonogram: draw the picture"
      />
      <div class="row">
        <button type="button" class="primary" onClick={() => props.onDone(cluesOf(picture(), w()))}>
          Use this picture's clues
        </button>
        <button type="button" onClick={() => props.onCancel()}>
          Cancel
        </button>
      </div>
    </div>
  );
}
