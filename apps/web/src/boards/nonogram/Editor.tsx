import { createSignal } from "solid-js";
import { NumberField } from "../../components/NumberField.tsx";
import type { EditorProps } from "../types.ts";
import { cluesOf, type NonogramAttempt, newAttempt } from "./model.ts";
import { NonogramBoard } from "./NonogramBoard.tsx";

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
        <NumberField
          id="nono-w"
          label="Width"
          value={w()}
          min={1}
          max={60}
          onChange={(n) => {
            setW(n);
            resize();
          }}
        />
        <NumberField
          id="nono-h"
          label="Height"
          value={h()}
          min={1}
          max={60}
          onChange={(n) => {
            setH(n);
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
