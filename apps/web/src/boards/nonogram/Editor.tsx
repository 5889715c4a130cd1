import type { PlayModel } from "@gridsmith/kit";
import { createSignal } from "solid-js";
import { SizeFields } from "../../components/SizeFields.tsx";
import { EditorButtons } from "../editors/EditorButtons.tsx";
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
        <SizeFields
          id="nono"
          rows={h()}
          cols={w()}
          min={1}
          max={60}
          widthFirst
          onChange={(r, c) => {
            setH(r);
            setW(c);
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
      <EditorButtons
        label="Use this picture's clues"
        onUse={() => props.onDone(cluesOf(picture(), w()))}
        onCancel={() => props.onCancel()}
      />
    </div>
  );
}
