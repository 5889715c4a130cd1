import { cellAt } from "@gridsmith/kit";
import { For, Index, Show } from "solid-js";
import type { CellGridState } from "./cell-grid-state.ts";
import { isOpen } from "./geometry.ts";
import { blockLabel, cellLabel } from "./labels.ts";
import { BECAUSE, HINT, MISTAKE } from "./marks.ts";

/** The classes of cell `i`: what it is (block, clue, open), what it holds, its cage sides, selection, marks. */
function cellClass(s: CellGridState, i: number): string {
  const { props, board, kind, typed } = s;
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
  const cage = s.cages()[i];
  if (cage) {
    names.push("cage");
    add(cage.top, "cage-top");
    add(cage.bottom, "cage-bottom");
    add(cage.left, "cage-left");
    add(cage.right, "cage-right");
  }
  if (s.showPeers()) {
    add(s.isSelected(i), "selected");
    add(s.peers().has(i), "peer");
    add(s.selectedValue() !== null && s.valueAt(i) === s.selectedValue() && isOpen(board(), i), "same");
  } else add(!props.compact && s.isSelected(i), "selected");
  add(bits & MISTAKE, "mistake");
  add(bits & HINT, "hint");
  add(bits & BECAUSE, "because");
  return names.join(" ");
}

/**
 * The thick rules around a cell (regions, guides; with outside clues, the frame too), drawn over the 1px
 * lines without taking room, so every column keeps its width.
 */
function ruleSpan(s: CellGridState, i: number) {
  const { rows, cols, rules } = s;
  const { row, col } = cellAt(i, cols());
  const framed = !!s.outside();
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
function content(s: CellGridState, i: number) {
  const c = s.board().cells[i];
  if (c?.block)
    return (
      <>
        {ruleSpan(s, i)}
        {/* Drawn by CSS from data-clue: as text the two sums would run together ("167"). */}
        {c.down !== undefined && <span class="clue down" aria-hidden="true" data-clue={c.down} />}
        {c.across !== undefined && <span class="clue across" aria-hidden="true" data-clue={c.across} />}
      </>
    );
  const corner = s.cages()[i]?.corner;
  return (
    <>
      {ruleSpan(s, i)}
      {/* Drawn by CSS from data-note: as text it would join the digit ("52"). */}
      {corner && <span class="corner" aria-hidden="true" data-note={corner} />}
      {s.centre() && (
        <Index each={s.linesAt(i)}>
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
        <span class="digit" classList={longText(c.text)} aria-hidden="true">
          {c.text}
        </span>
      ) : s.typed() ? (
        played(s, i)
      ) : null}
      {c?.arrow && <span class={`arrow arrow-${c.arrow}`} aria-hidden="true" />}
    </>
  );
}

/** A number of three or four digits (Fillomino's 100 and up) is drawn smaller, so it stays in its cell. */
const longText = (text: string) => ({ long3: text.length === 3, long4: text.length >= 4 });

/** A typed cell's digit or letter, else its pencil marks. */
function played(s: CellGridState, i: number) {
  const { props, symbol } = s;
  const value = () => props.view.values?.[i] ?? null;
  const notes = () => props.view.marks?.[i] ?? [];
  const markCols = () => Math.ceil(Math.sqrt(s.markDigits().length));
  return (
    <Show
      when={value() !== null ? symbol(value()!) : null}
      fallback={
        <Show when={notes().length}>
          <span class="pencil" aria-hidden="true" style={{ "--mark-cols": markCols() }}>
            <For each={s.markDigits()}>
              {(d) => (
                <span classList={{ same: s.selectedValue() === symbol(d) }}>
                  {notes().includes(d) ? symbol(d) : ""}
                </span>
              )}
            </For>
          </span>
        </Show>
      }
    >
      {(text) => (
        <span class="digit" classList={longText(text())} aria-hidden="true">
          {text()}
        </span>
      )}
    </Show>
  );
}

/** A cell's colour: its own (a clue's), else the colour it is shaded with on a colour board. */
function background(s: CellGridState, i: number) {
  const c = s.board().cells[i];
  if (c?.colour) return c.colour;
  const shade = s.props.view.shades?.[i] ?? 0;
  return s.kind().kind === "colour" && !c && shade > 0 ? s.colours()[shade - 1] : undefined;
}

/** Cell `i` of the grid: a block (read, passed over) or a played cell, labelled for screen readers. */
export function gridCell(s: CellGridState, i: number) {
  const { props, board, cages, sums, typed, isSelected } = s;
  const c = board().cells[i];
  const { row, col } = cellAt(i, s.cols());
  if (c?.block)
    return (
      // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a block is read, not played; arrows pass over it.
      <div
        role="gridcell"
        class={cellClass(s, i)}
        aria-label={props.compact ? undefined : blockLabel(c)}
        aria-readonly="true"
        data-cell={i}
      >
        {content(s, i)}
      </div>
    );
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: the grid handles keys and pointers for its cells, which roving tabindex makes focusable.
    <div
      role="gridcell"
      ref={(el) => {
        s.elements[i] = el;
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
              sums: s.diagonal() ? { across: sums()[i]?.acrossSum, down: sums()[i]?.downSum } : undefined,
              ...(s.centre() ? { lines: s.linesAt(i).map((state) => state > 0) } : {}),
            })
      }
      aria-readonly={c?.text && typed() ? "true" : undefined}
      aria-selected={!props.compact && isSelected(i)}
      class={cellClass(s, i)}
      style={background(s, i) ? { "background-color": background(s, i) } : undefined}
      onClick={() => !props.compact && typed() && s.moveTo(i)}
      onFocus={() => s.moveTo(i, false)}
    >
      {content(s, i)}
    </div>
  );
}
