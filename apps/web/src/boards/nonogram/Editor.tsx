import type { PlayModel } from "@gridsmith/kit";
import { createSignal } from "solid-js";
import { NumberField } from "../../components/NumberField.tsx";
import type { EditorProps } from "../types.ts";
import { cluesOf, type NonogramAttempt, type NonogramPuzzle } from "./model.ts";
import { NonogramBoard } from "./NonogramBoard.tsx";

/** Draw a picture (on the board, with the package's play model); its clues become the new puzzle. */
export function NonogramEditor(
  props: EditorProps & { play: PlayModel<NonogramPuzzle, string[], NonogramAttempt, unknown> },
) {
  const newAttempt = (p: NonogramPuzzle) => props.play.newAttempt(p);
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
        play={props.play}
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
