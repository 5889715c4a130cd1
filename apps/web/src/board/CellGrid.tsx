import type { CellInput } from "@gridsmith/kit";
import { isTypedNumber } from "@gridsmith/kit/digit-play";
import { For, Index, Show } from "solid-js";
import { createCellGridState } from "./cell-grid-state.ts";
import { createCellKeys } from "./cell-keys.ts";
import { createCellStrokes } from "./cell-strokes.ts";
import { gridCell } from "./cell-view.tsx";
import { DigitPad } from "./DigitPad.tsx";
import { BoardDots, PointClues } from "./GridOverlays.tsx";
import { range } from "./geometry.ts";
import { OutsideColumnClues, OutsideRowClue } from "./OutsideClues.tsx";
import type { GridProps } from "./types.ts";

type DigitInput = Extract<CellInput, { kind: "digit" }>;

/**
 * The digit pad of a board whose numbers are typed digit by digit: the keys 1-9 (those that type a number
 * alone) and 0 (when numbers reach 10), then the values with a symbol of their own (Nanro's `x`).
 */
function numberPad(k: DigitInput) {
  const digits = range(10).filter((d) => (d === 0 ? k.max >= 10 : isTypedNumber(k, d)));
  const values = (k.symbols ?? []).flatMap((_, j) => (isTypedNumber(k, k.min + j) ? [] : [k.min + j]));
  return { digits: [...digits.filter((d) => d > 0), ...digits.filter((d) => d === 0)], values };
}

/**
 * A board of cells (every description not played on its border edges): digits and pencil marks, letters,
 * shading and dots, colours, centre lines; clues, blocks with diagonal clues, circles, arrows, regions,
 * cages, guides and outside clues. Keyboard: arrows move (over blocks), Home/End; digit keys type (Shift or
 * pencil mode, Space, for pencil marks), Space shades, `.` or X dots, Delete or Backspace empties (Backspace on a
 * number typed digit by digit takes its last digit away),
 * Shift+arrow draws a centre line (`cell-keys.ts`). Pointer: a tap selects a digit cell, cycles a shade cell
 * (shaded, dotted, empty; right button or a long press dots) and a drag paints what the first cell became
 * along its path, or draws centre lines along it; a stroke is one move (`cell-strokes.ts`). Each cell is
 * drawn by `cell-view.tsx`.
 */
export function CellGrid(props: GridProps) {
  const s = createCellGridState(props);
  const { board, rows, cols, kind, readOnly, colours, colour, setColour, pencil, setPencil } = s;
  const keys = createCellKeys(s);
  const strokes = createCellStrokes(s);

  return (
    <>
      <Show when={!props.compact && !readOnly() && colours().length > 0}>
        <fieldset class="gb-tools">
          <legend class="visually-hidden">Colour</legend>
          <For each={colours()}>
            {(c, k) => (
              <button type="button" aria-pressed={colour() === k() + 1} onClick={() => setColour(k() + 1)}>
                <span class="gb-swatch" style={{ "background-color": c }} aria-hidden="true" />
                Colour {k() + 1}
              </button>
            )}
          </For>
        </fieldset>
      </Show>
      {/* The view a zoomed board scrolls in (board.css). */}
      <div class="gb-view">
        {/* biome-ignore lint/a11y/useSemanticElements: a puzzle grid is the ARIA grid widget, laid out with CSS grid. */}
        <div
          role="grid"
          class="gb-grid"
          classList={{ "with-outside": !!s.outside(), lines: s.centre() }}
          aria-label={props.label}
          aria-readonly={readOnly() ? "true" : undefined}
          aria-rowcount={s.outside() ? rows() + 1 : undefined}
          aria-colcount={s.outside() ? cols() + 1 : undefined}
          onKeyDown={keys.onKeyDown}
          onPointerDown={strokes.onPointerDown}
          onPointerMove={strokes.onPointerMove}
          onPointerUp={strokes.onPointerUp}
          onPointerCancel={strokes.onPointerUp}
          onContextMenu={(e) => !readOnly() && !s.typed() && e.preventDefault()}
        >
          <OutsideColumnClues state={s} />
          <Show when={board().points}>{(points) => <PointClues points={points()} cols={cols()} />}</Show>
          <Show when={board().dots}>{(dots) => <BoardDots dots={dots()} />}</Show>
          <Index each={range(rows())}>
            {(row) => (
              // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: focus is on the cells.
              <div role="row" class="gb-row">
                <OutsideRowClue state={s} row={row()} />
                <Index each={range(cols())}>{(col) => gridCell(s, row() * cols() + col())}</Index>
              </div>
            )}
          </Index>
        </div>
      </div>
      <Show when={!props.compact && !readOnly() && kind().kind === "digit" ? (kind() as DigitInput) : null}>
        {(k) => (
          <DigitPad
            {...(k().multiDigit ? numberPad(k()) : { digits: s.markDigits() })}
            symbol={s.symbol}
            pencil={pencil()}
            onDigit={(d) => (k().multiDigit ? keys.typeKey : keys.enter)(d, k().marks && pencil())}
            onValue={(v) => keys.enter(v, k().marks && pencil())}
            onErase={() => props.player?.play(keys.clear(s.selected()))}
            {...(k().multiDigit ? { onBackspace: keys.backspace } : {})}
            onPencil={() => setPencil(!pencil())}
            {...(k().marks ? {} : { noPencil: true })}
            afterEntry={() => s.moveTo(s.selected())}
          />
        )}
      </Show>
    </>
  );
}
