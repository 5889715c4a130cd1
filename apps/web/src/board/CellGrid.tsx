import {
  type BoardDescription,
  type BoardDot,
  cellAt,
  centreEdges,
  type Move,
  nextLineState,
} from "@gridsmith/kit";
import { createMemo, createSelector, createSignal, For, Index, onCleanup, Show } from "solid-js";
import { DigitPad } from "./DigitPad.tsx";
import { dotPath } from "./dots.ts";
import {
  cagesOf,
  centreEdgeToward,
  digitOfInputKey,
  isOpen,
  lineBetween,
  type Pos,
  peersOf,
  rulesOf,
  runsOf,
  symbolOf,
} from "./geometry.ts";
import { blockLabel, cellLabel, outsideText } from "./labels.ts";
import { BECAUSE, HINT, MISTAKE } from "./marks.ts";
import type { GridProps } from "./types.ts";

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
/** How long a finger stays on a cell for a long press (the right button's dot or cross). */
export const longPressMs = 500;
/** The centre lines' directions from a cell: up, down, left, right. */
const directions: [number, number][] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

/**
 * A board of cells (every description not played on its border edges): digits and pencil marks, letters,
 * shading and dots, colours, centre lines; clues, blocks with diagonal clues, circles, arrows, regions,
 * cages, guides and outside clues. Keyboard: arrows move (over blocks), Home/End; digit keys type (Shift or
 * pencil mode, Space, for pencil marks), Space shades, `.` or X dots, Backspace or Delete empties,
 * Shift+arrow draws a centre line. Pointer: a tap selects a digit cell, cycles a shade cell (shaded, dotted,
 * empty; right button or a long press dots) and a drag paints what the first cell became along its path, or
 * draws centre lines along it; a stroke is one move.
 */
export function CellGrid(props: GridProps) {
  const board = () => props.board;
  const rows = () => board().rows;
  const cols = () => board().cols;
  const kind = () => board().input.cells;
  const typed = () => kind().kind === "digit" || kind().kind === "letter";
  /** How a value is written: the input's symbols (Easy as ABC's letters), else digits 1-9 then letters. */
  const symbol = (value: number | string) => symbolOf(kind())(value);
  const centre = () => board().input.edges === "centre";
  /** What a tap or drag makes of a centre line: drawn or not, or none, one, two on a board of double lines. */
  const nextLine = (state: number) => nextLineState(state, board().input.maxLines ?? 1);
  const readOnly = () => !props.player;
  const rules = createMemo(() => rulesOf(board()));
  const cages = createMemo(() => cagesOf(board()));
  const diagonal = createMemo(() =>
    board().cells.some((c) => c?.across !== undefined || c?.down !== undefined),
  );
  const sums = createMemo(() =>
    diagonal() ? board().cells.map((c, i) => (c?.block ? undefined : runsOf(board(), i))) : [],
  );
  const first = () => {
    return Math.max(
      0,
      board().cells.findIndex((c) => !c?.block),
    );
  };
  const [selected, setSelected] = createSignal(first());
  const isSelected = createSelector(selected);
  const [pencil, setPencil] = createSignal(false);
  const [colour, setColour] = createSignal(1);
  const elements: HTMLElement[] = [];
  const showPeers = () => typed() && !props.compact;
  const peers = createMemo(() => (showPeers() ? peersOf(board(), selected()) : new Set<number>()));
  /** What a cell shows, as text, so a given "4" and a typed 4 are the same digit. */
  const valueAt = (i: number): string | null => {
    const v = props.view.values?.[i];
    return board().cells[i]?.text ?? (v === null || v === undefined ? null : symbol(v));
  };
  const selectedValue = () => (showPeers() ? valueAt(selected()) : null);

  function moveTo(i: number, focus = true) {
    setSelected(i);
    if (focus) elements[i]?.focus();
  }

  /** The next open cell from `i` by (dr, dc), or null at the border. */
  function nextOpen(i: number, dr: number, dc: number): number | null {
    const { row, col } = cellAt(i, cols());
    for (let r = row + dr, c = col + dc; r >= 0 && c >= 0 && r < rows() && c < cols(); r += dr, c += dc)
      if (isOpen(board(), r * cols() + c)) return r * cols() + c;
    return null;
  }

  function navigate(event: KeyboardEvent): boolean {
    const i = selected();
    const arrow = ({ ArrowUp: 0, ArrowDown: 1, ArrowLeft: 2, ArrowRight: 3 } as Record<string, number>)[
      event.key
    ];
    if (arrow !== undefined) {
      const [dr, dc] = directions[arrow]!;
      const to = nextOpen(i, dr, dc);
      if (event.shiftKey && centre() && props.player) {
        const e = centreEdgeToward(rows(), cols(), i, dr, dc);
        if (e >= 0)
          props.player.play([{ kind: "edge", edge: e, state: nextLine(props.view.edges?.[e] ?? 0) }]);
      }
      if (to !== null) moveTo(to);
    } else if (event.key === "Home" || event.key === "End") {
      const row = Math.floor(i / cols());
      const open = range(rows() * cols()).filter(
        (j) => isOpen(board(), j) && (event.ctrlKey || event.metaKey || Math.floor(j / cols()) === row),
      );
      const to = event.key === "Home" ? open[0] : open[open.length - 1];
      if (to !== undefined) moveTo(to);
    } else return false;
    event.preventDefault();
    return true;
  }

  /** The moves that empty a cell: its value, or its pencil marks, or its shading. */
  function clear(i: number): Move[] {
    if (typed()) {
      if (props.view.values?.[i] != null) return [{ kind: "value", cell: i, value: null }];
      return (props.view.marks?.[i] ?? []).map((digit) => ({ kind: "mark", cell: i, digit }));
    }
    return [{ kind: "shade", cell: i, shade: 0 }];
  }

  function enter(value: number | string, asMark: boolean) {
    const i = selected();
    if (asMark && typeof value === "number") props.player?.play([{ kind: "mark", cell: i, digit: value }]);
    else
      props.player?.play([
        { kind: "value", cell: i, value: props.view.values?.[i] === value ? null : value },
      ]);
  }

  /** Shades cell `i` with `shade`, or empties it when it has that already. */
  const toggle = (i: number, shade: number): Move => ({
    kind: "shade",
    cell: i,
    shade: (props.view.shades?.[i] ?? 0) === shade ? 0 : shade,
  });

  function onKeyDown(event: KeyboardEvent) {
    if (navigate(event) || readOnly() || event.ctrlKey || event.metaKey || event.altKey) return;
    const i = selected();
    const k = kind();
    const key = event.key;
    const play = (moves: Move[]) => props.player?.play(moves);
    if (k.kind === "digit") {
      // The physical key, so Shift+1 (a pencil mark) still means 1.
      const code = /^(?:Digit|Numpad)([0-9])$/.exec(event.code)?.[1];
      const digit = digitOfInputKey(k, key, code);
      if (digit !== null) enter(digit, k.marks && pencil() !== event.shiftKey);
      else if (key === "Backspace" || key === "Delete" || key === "0" || key === ".") play(clear(i));
      else if (key === " " && k.marks) setPencil(!pencil());
      else return;
    } else if (k.kind === "letter") {
      if (/^\p{L}$/u.test(key)) enter(key.toUpperCase(), false);
      else if (key === "Backspace" || key === "Delete") play(clear(i));
      else return;
    } else if (k.kind === "shade" || k.kind === "colour") {
      const lower = key.toLowerCase();
      const picked = k.kind === "colour" && /^[1-9]$/.test(key) && Number(key) <= k.colours.length;
      const diagonal = k.kind === "shade" && k.mark === "diagonal";
      if (picked) {
        setColour(Number(key));
        play([{ kind: "shade", cell: i, shade: Number(key) }]);
      } else if (diagonal && (key === "/" || key === "\\")) play([toggle(i, key === "/" ? 1 : -1)]);
      else if (lower === " " || lower === "enter" || lower === "#")
        play([toggle(i, k.kind === "colour" ? colour() : 1)]);
      else if (lower === "." || lower === "x") play([toggle(i, -1)]);
      else if (lower === "backspace" || lower === "delete" || (k.kind === "colour" && key === "0"))
        play(clear(i));
      else return;
    } else return;
    event.preventDefault();
  }

  // Pointer strokes: shading painted along the path, or centre lines drawn along it.
  let stroke: {
    last: Pos;
    shade: number | null;
    line: number | null;
    moved: boolean;
    timer?: ReturnType<typeof setTimeout>;
  } | null = null;
  const cellOfTarget = (target: EventTarget | null): number | null => {
    const el = (target as Element | null)?.closest?.("[data-cell]") as HTMLElement | null;
    return el ? Number(el.dataset.cell) : null;
  };
  const cellOfPoint = (event: PointerEvent) =>
    cellOfTarget(document.elementFromPoint?.(event.clientX, event.clientY) ?? event.target);

  function startShade(i: number, event: PointerEvent): number {
    const k = kind();
    const now = props.view.shades?.[i] ?? 0;
    if (event.button === 2) return now === -1 ? 0 : -1;
    // A stroke that starts on a clue paints shading: the clue itself never changes.
    if (board().cells[i]) return k.kind === "colour" ? colour() : 1;
    if (k.kind === "colour") return now === colour() ? 0 : colour();
    return now === 0 ? 1 : now === 1 ? -1 : 0;
  }

  function onPointerDown(event: PointerEvent) {
    if (readOnly() || props.compact) return;
    const i = cellOfTarget(event.target);
    if (i === null) return;
    const shading = kind().kind === "shade" || kind().kind === "colour";
    if (!shading && !centre()) return; // digit and letter cells are selected by their click
    event.preventDefault();
    moveTo(i);
    const at = cellAt(i, cols());
    stroke = { last: at, shade: null, line: null, moved: false };
    if (shading) {
      const before = props.view.shades?.[i] ?? 0;
      stroke.shade = startShade(i, event);
      props.player?.draw([{ kind: "shade", cell: i, shade: stroke.shade }], true);
      if (event.pointerType === "touch" && event.button !== 2) {
        // A long press is the right button: it dots the cell instead.
        const s = stroke;
        s.timer = setTimeout(() => {
          if (stroke !== s || s.moved) return;
          s.shade = before === -1 ? 0 : -1;
          props.player?.draw([{ kind: "shade", cell: i, shade: s.shade }], true);
          navigator.vibrate?.(20);
        }, longPressMs);
      }
    }
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent) {
    if (!stroke) return;
    const i = cellOfPoint(event);
    if (i === null) return;
    const at = cellAt(i, cols());
    if (at.row === stroke.last.row && at.col === stroke.last.col) return;
    const from = stroke.last;
    stroke.last = at;
    stroke.moved = true;
    const moves: Move[] = [];
    if (stroke.shade !== null) {
      for (const p of lineBetween(from, at))
        moves.push({ kind: "shade", cell: p.row * cols() + p.col, shade: stroke.shade });
    } else if (centre()) {
      let prev = from;
      for (const p of dotPath(from, at)) {
        const e = centreEdgeToward(
          rows(),
          cols(),
          prev.row * cols() + prev.col,
          p.row - prev.row,
          p.col - prev.col,
        );
        if (e >= 0) {
          stroke.line ??= nextLine(props.view.edges?.[e] ?? 0);
          moves.push({ kind: "edge", edge: e, state: stroke.line as 0 | 1 | 2 });
        }
        prev = p;
      }
    }
    if (moves.length) props.player?.draw(moves);
  }

  function onPointerUp() {
    if (!stroke) return;
    clearTimeout(stroke.timer);
    stroke = null;
    props.player?.end();
  }
  onCleanup(() => clearTimeout(stroke?.timer));

  /** The centre lines at cell `i`, by side (up, down, left, right): 1 a line, -1 crossed, 0 neither. */
  const linesAt = (i: number): number[] =>
    directions.map(([dr, dc]) => {
      const e = centreEdgeToward(rows(), cols(), i, dr, dc);
      return e < 0 ? 0 : (props.view.edges?.[e] ?? 0);
    });

  function cellClass(i: number): string {
    const c = board().cells[i];
    const bits = props.bits[i] ?? 0;
    const names = ["gb-cell"];
    const add = (on: unknown, name: string) => on && names.push(name);
    add(c?.block, "block");
    add(c?.block && (c.across !== undefined || c.down !== undefined), "clued");
    add(!c?.block && (typed() || kind().kind === "shade" || kind().kind === "colour"), "open");
    add(c?.text, typed() ? "given" : "number");
    add(typed() && !c?.text && props.view.values?.[i] != null, "entered");
    const shade = props.view.shades?.[i] ?? 0;
    const k = kind();
    const mark = k.kind === "shade" ? k.mark : undefined;
    add(
      !c && shade === 1 && k.kind === "shade",
      mark === "light" ? "light" : mark === "diagonal" ? "slash" : "shaded",
    );
    add(!c && shade > 0 && kind().kind === "colour", "coloured");
    add(!c && shade === -1, mark === "diagonal" ? "backslash" : "dotted");
    add(c?.circle, `circle ${c?.circle}`);
    const cage = cages()[i];
    if (cage) {
      names.push("cage");
      add(cage.top, "cage-top");
      add(cage.bottom, "cage-bottom");
      add(cage.left, "cage-left");
      add(cage.right, "cage-right");
    }
    if (showPeers()) {
      add(isSelected(i), "selected");
      add(peers().has(i), "peer");
      add(selectedValue() !== null && valueAt(i) === selectedValue() && isOpen(board(), i), "same");
    } else add(!props.compact && isSelected(i), "selected");
    add(bits & MISTAKE, "mistake");
    add(bits & HINT, "hint");
    add(bits & BECAUSE, "because");
    return names.join(" ");
  }

  const markDigits = () => {
    const k = kind();
    return k.kind === "digit" ? range(k.max - k.min + 1).map((d) => d + k.min) : [];
  };
  const markCols = () => Math.ceil(Math.sqrt(markDigits().length));
  const colours = () => {
    const k = kind();
    return k.kind === "colour" ? k.colours : [];
  };

  /**
   * The thick rules around a cell (regions, guides; with outside clues, the frame too), drawn over the 1px
   * lines without taking room, so every column keeps its width.
   */
  function ruleSpan(i: number) {
    const { row, col } = cellAt(i, cols());
    const framed = !!outside();
    const sides = {
      t: framed && row === 0,
      l: framed && col === 0,
      r: rules().right[i] || (framed && col === cols() - 1),
      b: rules().bottom[i] || (framed && row === rows() - 1),
    };
    const names = Object.entries(sides).flatMap(([k, on]) => (on ? [k] : []));
    return names.length ? <span class={`rules ${names.join(" ")}`} aria-hidden="true" /> : null;
  }

  // What a cell holds is decided once from the description (the board is rebuilt for another puzzle), so a
  // cell of a 200 x 200 shading board makes no reactive parts it cannot use.
  function content(i: number) {
    const c = board().cells[i];
    if (c?.block)
      return (
        <>
          {ruleSpan(i)}
          {/* Drawn by CSS from data-clue: as text the two sums would run together ("167"). */}
          {c.down !== undefined && <span class="clue down" aria-hidden="true" data-clue={c.down} />}
          {c.across !== undefined && <span class="clue across" aria-hidden="true" data-clue={c.across} />}
        </>
      );
    const corner = cages()[i]?.corner;
    return (
      <>
        {ruleSpan(i)}
        {/* Drawn by CSS from data-note: as text it would join the digit ("52"). */}
        {corner && <span class="corner" aria-hidden="true" data-note={corner} />}
        {centre() && (
          <Index each={linesAt(i)}>
            {(state, side) => (
              <Show when={state() !== 0}>
                <span
                  class={`ln ln-${side} ${state() > 0 ? "on" : "x"}`}
                  classList={{ double: state() === 2 }}
                  aria-hidden="true"
                />
              </Show>
            )}
          </Index>
        )}
        {c?.text ? (
          <span class="digit" aria-hidden="true">
            {c.text}
          </span>
        ) : typed() ? (
          played(i)
        ) : null}
        {c?.arrow && <span class={`arrow arrow-${c.arrow}`} aria-hidden="true" />}
      </>
    );
  }

  /** A typed cell's digit or letter, else its pencil marks. */
  function played(i: number) {
    const value = () => props.view.values?.[i] ?? null;
    const notes = () => props.view.marks?.[i] ?? [];
    return (
      <Show
        when={value() !== null ? symbol(value()!) : null}
        fallback={
          <Show when={notes().length}>
            <span class="pencil" aria-hidden="true" style={{ "--mark-cols": markCols() }}>
              <For each={markDigits()}>
                {(d) => (
                  <span classList={{ same: selectedValue() === symbol(d) }}>
                    {notes().includes(d) ? symbol(d) : ""}
                  </span>
                )}
              </For>
            </span>
          </Show>
        }
      >
        {(text) => (
          <span class="digit" aria-hidden="true">
            {text()}
          </span>
        )}
      </Show>
    );
  }

  const background = (i: number) => {
    const c = board().cells[i];
    if (c?.colour) return c.colour;
    const shade = props.view.shades?.[i] ?? 0;
    return kind().kind === "colour" && !c && shade > 0 ? colours()[shade - 1] : undefined;
  };

  function cell(i: number) {
    const c = board().cells[i];
    const { row, col } = cellAt(i, cols());
    if (c?.block)
      return (
        // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a block is read, not played; arrows pass over it.
        <div
          role="gridcell"
          class={cellClass(i)}
          aria-label={props.compact ? undefined : blockLabel(c)}
          aria-readonly="true"
          data-cell={i}
        >
          {content(i)}
        </div>
      );
    return (
      // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: the grid handles keys and pointers for its cells, which roving tabindex makes focusable.
      <div
        role="gridcell"
        ref={(el) => {
          elements[i] = el;
        }}
        data-cell={i}
        data-row={row}
        data-col={col}
        tabindex={!props.compact && isSelected(i) ? 0 : -1}
        aria-label={
          props.compact
            ? undefined
            : cellLabel(board(), props.view, i, props.bits[i] ?? 0, {
                cage: cages()[i],
                sums: diagonal() ? { across: sums()[i]?.acrossSum, down: sums()[i]?.downSum } : undefined,
                ...(centre() ? { lines: linesAt(i).map((s) => s > 0) } : {}),
              })
        }
        aria-readonly={c?.text && typed() ? "true" : undefined}
        aria-selected={!props.compact && isSelected(i)}
        class={cellClass(i)}
        style={background(i) ? { "background-color": background(i) } : undefined}
        onClick={() => !props.compact && typed() && moveTo(i)}
        onFocus={() => setSelected(i)}
      >
        {content(i)}
      </div>
    );
  }

  const outside = () => board().outside;
  const done = (axis: "rows" | "cols", k: number, n: number) => !!props.view.doneClues?.[axis]?.[k]?.[n];
  const lineDone = (axis: "rows" | "cols", k: number) => {
    const clues = outside()?.[axis][k] ?? [];
    return clues.length > 0 && clues.every((_, n) => done(axis, k, n));
  };

  function clueNumbers(axis: "rows" | "cols", k: number) {
    return (
      <Index each={outside()?.[axis][k]?.length ? outside()![axis][k] : [{ value: 0 }]}>
        {(clue, n) => (
          <span
            classList={{ chip: !!clue().colour, done: done(axis, k, n) }}
            style={clue().colour ? { "background-color": clue().colour } : undefined}
          >
            {clue().value}
          </span>
        )}
      </Index>
    );
  }

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
      {/* biome-ignore lint/a11y/useSemanticElements: a puzzle grid is the ARIA grid widget, laid out with CSS grid. */}
      <div
        role="grid"
        class="gb-grid"
        classList={{ "with-outside": !!outside(), lines: centre() }}
        aria-label={props.label}
        aria-readonly={readOnly() ? "true" : undefined}
        aria-rowcount={outside() ? rows() + 1 : undefined}
        aria-colcount={outside() ? cols() + 1 : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onContextMenu={(e) => !readOnly() && !typed() && e.preventDefault()}
      >
        <Show when={outside()}>
          {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: headers are not focusable cells. */}
          <div role="row" class="gb-row">
            <div class="gb-corner" />
            <Index each={range(cols())}>
              {(col) => (
                // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: clues are read, not focused.
                <div
                  role="columnheader"
                  class="gb-outside col-clue"
                  classList={{ done: lineDone("cols", col()), "rule-right": rules().right[col()] }}
                  aria-label={`Column ${col() + 1} clue ${outsideText(outside()!.cols[col()] ?? [])}${lineDone("cols", col()) ? ", done" : ""}`}
                >
                  {clueNumbers("cols", col())}
                </div>
              )}
            </Index>
          </div>
        </Show>
        <Show when={board().points}>{(points) => <PointClues points={points()} cols={cols()} />}</Show>
        <Show when={board().dots}>{(dots) => <BoardDots dots={dots()} />}</Show>
        <Index each={range(rows())}>
          {(row) => (
            // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: focus is on the cells.
            <div role="row" class="gb-row">
              <Show when={outside()}>
                {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: clues are read, not focused. */}
                <div
                  role="rowheader"
                  class="gb-outside row-clue"
                  classList={{ done: lineDone("rows", row()), "rule-bottom": rules().bottom[row() * cols()] }}
                  aria-label={`Row ${row() + 1} clue ${outsideText(outside()!.rows[row()] ?? [])}${lineDone("rows", row()) ? ", done" : ""}`}
                >
                  {clueNumbers("rows", row())}
                </div>
              </Show>
              <Index each={range(cols())}>{(col) => cell(row() * cols() + col())}</Index>
            </div>
          )}
        </Index>
      </div>
      <Show
        when={
          !props.compact && !readOnly() && kind().kind === "digit"
            ? (kind() as { kind: "digit"; marks: boolean })
            : null
        }
      >
        {(k) => (
          <DigitPad
            digits={markDigits()}
            symbol={symbol}
            pencil={pencil()}
            onDigit={(d) => enter(d, k().marks && pencil())}
            onErase={() => props.player?.play(clear(selected()))}
            onPencil={() => setPencil(!pencil())}
            {...(k().marks ? {} : { noPencil: true })}
            afterEntry={() => moveTo(selected())}
          />
        )}
      </Show>
    </>
  );
}

/** The centre edges' count, for a board drawn with centre lines. */
export const centreCount = (board: BoardDescription) => centreEdges.count(board.rows, board.cols);

/**
 * Clues on the grid points (Creek's numbers), drawn over the cells' corners. Hidden from screen readers: each
 * cell's label names the clues on its corners.
 */
function PointClues(props: { points: readonly (string | null)[]; cols: number }) {
  const at = (k: number) => ({ row: Math.floor(k / (props.cols + 1)), col: k % (props.cols + 1) });
  return (
    <div class="gb-points" aria-hidden="true">
      <Index each={props.points}>
        {(text, k) => (
          <Show when={text()}>
            <span
              class="gb-point"
              style={{
                left: `calc(${at(k).col} * (var(--cell-size) + 1px) - 0.5px)`,
                top: `calc(${at(k).row} * (var(--cell-size) + 1px) - 0.5px)`,
              }}
            >
              {text()}
            </span>
          </Show>
        )}
      </Index>
    </div>
  );
}

/**
 * Dots on the cells' centres, edges or corners (Kropki's dots between neighbours), drawn over the grid at
 * their half-cell places. Hidden from screen readers and from the pointer: they are clues, not played.
 */
function BoardDots(props: { dots: readonly BoardDot[] }) {
  return (
    <div class="gb-points" aria-hidden="true">
      <Index each={props.dots}>
        {(dot) => (
          <span
            class={`gb-board-dot ${dot().colour}`}
            style={{
              left: `calc(${dot().col / 2} * (var(--cell-size) + 1px) - 0.5px)`,
              top: `calc(${dot().row / 2} * (var(--cell-size) + 1px) - 0.5px)`,
            }}
          />
        )}
      </Index>
    </div>
  );
}
