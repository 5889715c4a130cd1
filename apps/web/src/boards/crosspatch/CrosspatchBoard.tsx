import type { PlaceWord } from "@gridsmith/catalog";
import { createMemo, createSignal, Index, Show } from "solid-js";
import { cellKeys, cellMarks } from "../grid/marks.ts";
import type { PlayBoardProps } from "../types.ts";
import {
  type CrosspatchAttempt,
  type CrosspatchPuzzle,
  clearedCells,
  crossedOff,
  letterAt,
  shapeOf,
  wordIn,
} from "./model.ts";
import { WordList } from "./WordList.tsx";
import "./crosspatch.css";
import { range } from "../../board/geometry.ts";

/**
 * A crosspatch: type letters along the selected slot (they advance), or pick a word from the list, which
 * crosses words off as they are placed. Arrows move between cells, Tab to the next slot, Space turns
 * between across and down; clicking a selected cell turns too.
 */
export function CrosspatchBoard(props: PlayBoardProps<CrosspatchPuzzle, CrosspatchAttempt, PlaceWord>) {
  const shape = createMemo(() => shapeOf(props.puzzle));
  const firstCell = () => shape().slots[0]?.cells[0] ?? { row: 0, col: 0 };
  const [pos, setPos] = createSignal(firstCell());
  const [down, setDown] = createSignal(false);
  const elements = new Map<string, HTMLElement>();
  let wasSelected = false;
  const readOnly = () => !props.onMove || !props.play;

  /** The attempt with letters written into cells, or emptied with null (`value` moves of the play model). */
  function setLetters(a: CrosspatchAttempt, cells: { row: number; col: number }[], value: string | null) {
    const cols = shape().cols;
    return cells.reduce(
      (next, { row, col }) =>
        props.play
          ? props.play.applyStep(props.puzzle, next, { kind: "value", cell: row * cols + col, value })
          : next,
      a,
    );
  }

  /** The attempt with a word placed in a slot, as the package places a hint's word (never over a given). */
  function placeWord(a: CrosspatchAttempt, slot: number, word: string) {
    const name = shape().slots[slot]?.name ?? "";
    const deductions = [{ slot, name, word }];
    return props.play
      ? props.play.applyStep(props.puzzle, a, { technique: "", message: "", cells: [], deductions })
      : a;
  }

  /** The selected slot: the one through the selected cell in the chosen direction, else the other one. */
  const slot = createMemo(() => {
    const t = shape().through.get(`${pos().row},${pos().col}`);
    if (!t) return null;
    const i = down() ? (t.down >= 0 ? t.down : t.across) : t.across >= 0 ? t.across : t.down;
    return i >= 0 ? shape().slots[i]! : null;
  });
  const inSlot = createMemo(() => new Set((slot()?.cells ?? []).map((c) => `${c.row},${c.col}`)));
  const used = createMemo(() => crossedOff(props.puzzle, shape(), props.attempt));

  const marks = createMemo(() => {
    const s = shape();
    const base = cellMarks(s.rows, s.cols, props.marks);
    const slotCells = (ids: readonly number[] | undefined) =>
      cellKeys(
        s.rows,
        s.cols,
        (ids ?? []).flatMap((i) => s.slots[i]?.cells ?? []),
      );
    for (const p of props.marks?.problems ?? []) for (const k of slotCells(p.slots)) base.mistakes.add(k);
    for (const k of slotCells(props.marks?.step?.because?.slots)) base.because.add(k);
    return base;
  });

  function focusCell(row: number, col: number) {
    setPos({ row, col });
    elements.get(`${row},${col}`)?.focus();
  }

  function select(index: number) {
    const sl = shape().slots[index];
    if (!sl) return;
    setDown(sl.down);
    const empty = sl.cells.find((c) => letterAt(props.attempt, c.row, c.col) === null) ?? sl.cells[0]!;
    focusCell(empty.row, empty.col);
  }

  function move(next: CrosspatchAttempt) {
    if (next !== props.attempt) props.onMove?.(next);
  }

  /** The next cell with a cell in it from (row, col) going (dr, dc), or null at the edge. */
  function step(row: number, col: number, dr: number, dc: number) {
    const s = shape();
    for (let r = row + dr, c = col + dc; r >= 0 && r < s.rows && c >= 0 && c < s.cols; r += dr, c += dc) {
      if (s.cell[r]![c] !== null) return { row: r, col: c };
    }
    return null;
  }

  function advance(by: number) {
    const sl = slot();
    if (!sl) return;
    const i = sl.cells.findIndex((c) => c.row === pos().row && c.col === pos().col);
    const next = sl.cells[i + by];
    if (next) focusCell(next.row, next.col);
  }

  function onKeyDown(event: KeyboardEvent) {
    const { row, col } = pos();
    const arrows: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const dir = arrows[event.key];
    if (dir) {
      const to = step(row, col, dir[0], dir[1]);
      if (to) focusCell(to.row, to.col);
      event.preventDefault();
      return;
    }
    if (event.key === "Tab" && !event.ctrlKey && !event.altKey) {
      const next = (slot()?.index ?? -1) + (event.shiftKey ? -1 : 1);
      if (next < 0 || next >= shape().slots.length) return;
      select(next);
      event.preventDefault();
      return;
    }
    if (event.key === " ") {
      setDown(!down());
      event.preventDefault();
      return;
    }
    if (readOnly() || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === "Backspace" || event.key === "Delete") {
      const had = letterAt(props.attempt, row, col) !== null && shape().cell[row]![col] === "#";
      move(setLetters(props.attempt, [{ row, col }], null));
      if (event.key === "Backspace" && !had) advance(-1);
    } else if ([...event.key].length === 1 && /\S/u.test(event.key) && event.key !== "#") {
      move(setLetters(props.attempt, [{ row, col }], event.key));
      advance(1);
    } else return;
    event.preventDefault();
  }

  function describe(row: number, col: number): string {
    const s = shape();
    const base = s.cell[row]![col];
    const key = `${row},${col}`;
    const letter = letterAt(props.attempt, row, col);
    const t = s.through.get(key);
    const slots = [t?.across, t?.down]
      .filter((i): i is number => i !== undefined && i >= 0)
      .map((i) => s.slots[i]!.name);
    const parts = [
      `Row ${row + 1}, column ${col + 1}`,
      letter ? (base === "#" ? letter : `${letter}, given`) : "empty",
    ];
    if (slots.length) parts.push(`in ${slots.join(" and ")}`);
    if (marks().mistakes.has(key)) parts.push("mistake");
    if (marks().step.has(key)) parts.push("hint");
    return parts.join(", ");
  }

  return (
    <div
      class="crosspatch"
      classList={{ compact: props.compact }}
      style={{ "--rows": shape().rows, "--cols": shape().cols }}
      aria-hidden={props.compact ? "true" : undefined}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a puzzle grid is the ARIA grid widget, laid out with CSS grid. */}
      <div
        role="grid"
        class="cp-grid"
        aria-label={props.label}
        aria-readonly={readOnly() ? "true" : undefined}
        onKeyDown={onKeyDown}
      >
        <Index each={range(shape().rows)}>
          {(row) => (
            // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: focus is on the cells.
            <div role="row" class="cp-row">
              <Index each={range(shape().cols)}>
                {(col) => {
                  const key = () => `${row()},${col()}`;
                  const base = () => shape().cell[row()]![col()];
                  return (
                    <Show when={base() !== null} fallback={<div class="cp-none" role="presentation" />}>
                      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the grid handles keys for its cells, which roving tabindex makes focusable. */}
                      <div
                        role="gridcell"
                        ref={(el) => elements.set(key(), el)}
                        tabindex={!props.compact && pos().row === row() && pos().col === col() ? 0 : -1}
                        aria-label={props.compact ? undefined : describe(row(), col())}
                        aria-selected={!props.compact && pos().row === row() && pos().col === col()}
                        class="cp-cell"
                        classList={{
                          given: base() !== "#",
                          "in-slot": !props.compact && inSlot().has(key()),
                          selected: !props.compact && pos().row === row() && pos().col === col(),
                          mistake: marks().mistakes.has(key()),
                          hint: marks().step.has(key()),
                          because: marks().because.has(key()),
                        }}
                        onFocus={() => setPos({ row: row(), col: col() })}
                        onPointerDown={() => {
                          // Read before the press focuses the cell: a press on the selected cell turns.
                          wasSelected = pos().row === row() && pos().col === col();
                        }}
                        onClick={() => {
                          if (props.compact) return;
                          if (wasSelected) setDown(!down());
                          wasSelected = false;
                          focusCell(row(), col());
                        }}
                      >
                        <span aria-hidden="true">{letterAt(props.attempt, row(), col()) ?? ""}</span>
                      </div>
                    </Show>
                  );
                }}
              </Index>
            </div>
          )}
        </Index>
      </div>
      <Show when={!props.compact}>
        <div class="cp-side">
          <Show when={slot()}>
            {(sl) => (
              <SlotEntry
                name={sl().name}
                down={sl().down}
                length={sl().length}
                current={wordIn(props.attempt, sl()) ?? ""}
                readOnly={readOnly()}
                onPlace={(word) => move(placeWord(props.attempt, sl().index, word))}
                onClear={() =>
                  move(setLetters(props.attempt, clearedCells(shape(), props.attempt, sl().index), null))
                }
              />
            )}
          </Show>
          <WordList
            words={props.puzzle.words}
            used={used()}
            slotLength={slot()?.length ?? 0}
            readOnly={readOnly()}
            onPick={(word) => {
              const sl = slot();
              if (sl) move(placeWord(props.attempt, sl.index, word));
            }}
          />
          <Show when={!readOnly()}>
            <p class="board-help">
              Type letters along the selected slot · Tab next slot · Space or a second click turns across/down
              · pick a word from the list to place it
            </p>
          </Show>
        </div>
      </Show>
    </div>
  );
}

/** The selected slot, and a box to type its whole word into. */
function SlotEntry(props: {
  name: string;
  down: boolean;
  length: number;
  current: string;
  readOnly: boolean;
  onPlace(word: string): void;
  onClear(): void;
}) {
  let input: HTMLInputElement | undefined;
  return (
    <form
      class="cp-slot"
      onSubmit={(e) => {
        e.preventDefault();
        if (input?.value) props.onPlace(input.value.trim());
        if (input) input.value = "";
      }}
    >
      <p>
        <strong>{props.name}</strong>: {props.down ? "down" : "across"}, {props.length} letters
        {props.current ? ` (${props.current})` : ""}
      </p>
      <Show when={!props.readOnly}>
        <div class="row">
          <label for="cp-word" class="visually-hidden">
            Word for {props.name}
          </label>
          <input
            id="cp-word"
            ref={input}
            type="text"
            size={Math.min(16, props.length + 2)}
            autocomplete="off"
          />
          <button type="submit">Place</button>
          <button type="button" onClick={() => props.onClear()}>
            Clear slot
          </button>
        </div>
      </Show>
    </form>
  );
}
