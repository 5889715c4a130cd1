import { createSignal, Index } from "solid-js";
import { SizeFields } from "../../components/SizeFields.tsx";
import { EditorButtons } from "../editors/EditorButtons.tsx";
import type { EditorProps } from "../types.ts";

/**
 * Draw a framework (click or Space turns a square into a cell and back, a letter makes it a given) and list
 * the words; the result is a crosspatch puzzle.
 */
export function CrosspatchEditor(props: EditorProps) {
  const [rows, setRows] = createSignal(7);
  const [cols, setCols] = createSignal(7);
  // " " no cell, "#" empty cell, else a given letter.
  const [grid, setGrid] = createSignal<string[][]>(blank(7, 7));
  const [words, setWords] = createSignal("");

  function blank(r: number, c: number) {
    return Array.from({ length: r }, () => new Array<string>(c).fill(" "));
  }
  function set(r: number, c: number, ch: string) {
    setGrid(grid().map((row, i) => (i === r ? row.map((x, j) => (j === c ? ch : x)) : row)));
  }
  function onKey(event: KeyboardEvent, r: number, c: number) {
    const here = grid()[r]![c]!;
    const moveTo = (rr: number, cc: number) =>
      (document.getElementById(`cp-edit-${rr}-${cc}`) as HTMLElement | null)?.focus();
    const arrows: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const d = arrows[event.key];
    if (d) moveTo(r + d[0], c + d[1]);
    else if (event.key === " ") set(r, c, here === " " ? "#" : " ");
    else if (event.key === "Backspace" || event.key === "Delete") set(r, c, here === " " ? " " : "#");
    else if ([...event.key].length === 1 && /\p{L}|\p{N}/u.test(event.key))
      set(r, c, event.key.toUpperCase());
    else return;
    event.preventDefault();
  }
  function done() {
    const framework = grid().map((row) => row.join("").replace(/\s+$/, ""));
    while (framework.length > 0 && framework[framework.length - 1] === "") framework.pop();
    props.onDone({ grid: framework, words: words().toUpperCase().split(/\s+/).filter(Boolean) });
  }
  return (
    <div class="editor">
      <div class="row">
        <SizeFields
          id="cp"
          rows={rows()}
          cols={cols()}
          min={2}
          max={25}
          onChange={(r, c) => {
            setRows(r);
            setCols(c);
            setGrid(blank(r, c));
          }}
        />
      </div>
      <div class="crosspatch" style={{ "--rows": rows(), "--cols": cols() }}>
        {/* biome-ignore lint/a11y/useSemanticElements: a puzzle grid is the ARIA grid widget, laid out with CSS grid. */}
        <div role="grid" class="cp-grid" aria-label="New crosspatch framework">
          <Index each={grid()}>
            {(row, r) => (
              // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: focus is on the cells.
              <div role="row" class="cp-row">
                <Index each={row()}>
                  {(ch, c) => (
                    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: an ARIA grid laid out with CSS; Solid's lowercase tabindex makes each cell focusable, which the rule does not see.
                    <div
                      id={`cp-edit-${r}-${c}`}
                      role="gridcell"
                      tabindex="0"
                      class={ch() === " " ? "cp-none cp-edit-off" : "cp-cell given"}
                      aria-label={`Row ${r + 1}, column ${c + 1}, ${ch() === " " ? "no cell" : ch() === "#" ? "empty cell" : `given ${ch()}`}`}
                      onClick={() => set(r, c, ch() === " " ? "#" : " ")}
                      onKeyDown={(e) => onKey(e, r, c)}
                    >
                      {ch() === "#" || ch() === " " ? "" : ch()}
                    </div>
                  )}
                </Index>
              </div>
            )}
          </Index>
        </div>
      </div>
      <label for="cp-words-edit">Words, separated by spaces or lines</label>
      <textarea
        id="cp-words-edit"
        rows={3}
        value={words()}
        onInput={(e) => setWords(e.currentTarget.value)}
      />
      <EditorButtons onUse={done} onCancel={() => props.onCancel()} />
    </div>
  );
}
