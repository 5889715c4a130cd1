import { createMemo, createSignal, For, Index, Show } from "solid-js";
import { SizeFields } from "../../components/SizeFields.tsx";
import { createRoving } from "../grid/roving.ts";
import type { AnyPlay, PlayEditorProps } from "../types.ts";
import { EditorButtons } from "./EditorButtons.tsx";
import "../../board/digit-pad.css";
import "./kakuro-editor.css";
import { range } from "../../board/geometry.ts";

/**
 * A kakuro as a setter draws it: a filled grid, row by row, -1 for a black cell, 0 for a white cell not
 * filled yet, 1-9 a white cell's digit (the kakuro package's `Drawing`).
 */
export interface Drawing {
  rows: number;
  cols: number;
  cells: number[];
}

export const BLACK = -1;

/** A grid with its top row and left column black (where the clues go), white elsewhere. */
export function blankDrawing(rows: number, cols: number): Drawing {
  const cells = Array.from({ length: rows * cols }, (_, i) => (i < cols || i % cols === 0 ? BLACK : 0));
  return { rows, cols, cells };
}

/** Kakuro's play model, with the puzzle a drawing makes (the package's `KakuroPlay.fromDrawing`). */
export type KakuroPlay = AnyPlay & { fromDrawing(drawing: Drawing): { puzzle: unknown; problems: string[] } };

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const SIDE = { min: 3, max: 15 };
const clamp = (n: number) => Math.max(SIDE.min, Math.min(SIDE.max, Math.round(n) || SIDE.min));

/**
 * Draw a new kakuro as setters do: black cells and a filled grid; the clues are the sums of the digits, so
 * the puzzle has that solution (whether it is the only one is for the setter tools to say). Digits fill a
 * cell, `#` or Space turns it black or white, Backspace empties it; a pad does the same by touch.
 */
export function KakuroEditor(props: PlayEditorProps) {
  const play = props.play as KakuroPlay;
  const [drawing, setDrawing] = createSignal<Drawing>(blankDrawing(6, 6));
  const rows = () => drawing().rows;
  const cols = () => drawing().cols;
  const nav = createRoving(rows, cols);
  const made = createMemo(() => play.fromDrawing(drawing()));
  const clues = createMemo(() => play.board(made().puzzle).cells);
  const selected = () => nav.pos().row * cols() + nav.pos().col;
  // Start inside the clue border, where the digits go.
  nav.moveTo(1, 1, false);

  function resize(r: number, c: number) {
    setDrawing(blankDrawing(clamp(r), clamp(c)));
    nav.moveTo(1, 1, false);
  }

  function put(value: number) {
    const d = drawing();
    const i = selected();
    if (d.cells[i] === value) return;
    const cells = [...d.cells];
    cells[i] = value;
    setDrawing({ ...d, cells });
  }

  const toggleBlack = () => put(drawing().cells[selected()] === BLACK ? 0 : BLACK);

  function onKeyDown(event: KeyboardEvent) {
    if (nav.navigate(event) || event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^[1-9]$/.test(event.key)) put(Number(event.key));
    else if (event.key === "#" || event.key === " ") toggleBlack();
    else if (event.key === "Backspace" || event.key === "Delete" || event.key === "0") put(0);
    else return;
    event.preventDefault();
  }

  /** After a pad button, the focus goes back to the cell so keys keep working. */
  const fromPad = (act: () => void) => () => {
    act();
    nav.moveTo(nav.pos().row, nav.pos().col);
  };

  const clueOf = (i: number) => clues()[i] ?? {};

  function describe(i: number, row: number, col: number): string {
    const v = drawing().cells[i]!;
    const where = `Row ${row + 1}, column ${col + 1}`;
    if (v !== BLACK) return `${where}, ${v || "empty"}`;
    const { down, across } = clueOf(i);
    const clues = [down === undefined ? "" : `down ${down}`, across === undefined ? "" : `across ${across}`];
    return [where, "black", ...clues.filter(Boolean)].join(", ");
  }

  return (
    <div class="editor kakuro-editor">
      <div class="row">
        <SizeFields id="kakuro" rows={rows()} cols={cols()} min={SIDE.min} max={SIDE.max} onChange={resize} />
      </div>
      <div class="kakuro" style={{ "--rows": rows(), "--cols": cols() }}>
        {/* biome-ignore lint/a11y/useSemanticElements: a puzzle grid is the ARIA grid widget, laid out with CSS grid. */}
        <div role="grid" class="kakuro-grid" aria-label="New kakuro: draw it filled in" onKeyDown={onKeyDown}>
          <Index each={range(rows())}>
            {(row) => (
              // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: focus is on the cells.
              <div role="row" class="kakuro-row">
                <Index each={range(cols())}>
                  {(col) => {
                    const i = () => row() * cols() + col();
                    const black = () => drawing().cells[i()] === BLACK;
                    return (
                      // biome-ignore lint/a11y/useSemanticElements lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the grid handles keys for all its cells, which roving tabindex makes focusable.
                      <div
                        role="gridcell"
                        ref={nav.register(row(), col())}
                        tabindex={nav.isAt(row(), col()) ? 0 : -1}
                        aria-label={describe(i(), row(), col())}
                        aria-selected={nav.isAt(row(), col())}
                        class="kakuro-cell"
                        classList={{
                          block: black(),
                          white: !black(),
                          entered: !black(),
                          clued: black() && (clueOf(i()).down ?? clueOf(i()).across) !== undefined,
                          selected: nav.isAt(row(), col()),
                        }}
                        onClick={() => nav.moveTo(row(), col())}
                      >
                        <Show
                          when={black()}
                          fallback={<span class="digit">{drawing().cells[i()] || ""}</span>}
                        >
                          <Show when={clueOf(i()).down !== undefined}>
                            <span class="clue down" aria-hidden="true" data-clue={clueOf(i()).down} />
                          </Show>
                          <Show when={clueOf(i()).across !== undefined}>
                            <span class="clue across" aria-hidden="true" data-clue={clueOf(i()).across} />
                          </Show>
                        </Show>
                      </div>
                    );
                  }}
                </Index>
              </div>
            )}
          </Index>
        </div>
        <fieldset class="digit-pad">
          <legend class="visually-hidden">Draw</legend>
          <For each={DIGITS}>
            {(d) => (
              <button type="button" aria-label={`Digit ${d}`} onClick={fromPad(() => put(d))}>
                {d}
              </button>
            )}
          </For>
          <button type="button" onClick={fromPad(toggleBlack)}>
            Black
          </button>
          <button type="button" onClick={fromPad(() => put(0))}>
            Erase
          </button>
        </fieldset>
        <p class="board-help">
          Arrows move · digits fill · # or Space makes a cell black or white · Backspace empties
        </p>
      </div>
      <Show when={made().problems.length > 0}>
        <ul class="editor-problems" aria-label="Still to do">
          <For each={made().problems.slice(0, 3)}>{(p) => <li>{p}</li>}</For>
        </ul>
      </Show>
      <EditorButtons
        disabled={made().problems.length > 0}
        onUse={() => props.onDone(made().puzzle)}
        onCancel={() => props.onCancel()}
      />
    </div>
  );
}
