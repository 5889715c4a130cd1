import type { Move } from "@gridsmith/kit";
import { dropLastDigit, typeDigit } from "@gridsmith/kit/digit-play";
import { type CellGridState, directions } from "./cell-grid-state.ts";
import { centreEdgeToward, digitOfInputKey, isOpen, range } from "./geometry.ts";

/**
 * The cell grid's keyboard, and the edits it shares with the digit pad. Arrows move (over blocks), Home/End;
 * digit keys type (Shift or pencil mode, Space, for pencil marks; on a `multiDigit` board digit after digit
 * builds a number, 1 then 2 is 12, and Backspace takes its last digit away), Space shades, `.` or X dots,
 * Delete or Backspace empties, Shift+arrow draws a centre line.
 */
export function createCellKeys(s: CellGridState) {
  const { props, board, rows, cols, kind, typed, centre, nextLine, selected, moveTo } = s;

  function navigate(event: KeyboardEvent): boolean {
    const i = selected();
    const arrow = ({ ArrowUp: 0, ArrowDown: 1, ArrowLeft: 2, ArrowRight: 3 } as Record<string, number>)[
      event.key
    ];
    if (arrow !== undefined) {
      const [dr, dc] = directions[arrow]!;
      const to = s.nextOpen(i, dr, dc);
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
    s.setTyping(null);
    if (asMark && typeof value === "number") props.player?.play([{ kind: "mark", cell: i, digit: value }]);
    else
      props.player?.play([
        { kind: "value", cell: i, value: props.view.values?.[i] === value ? null : value },
      ]);
  }

  /**
   * A digit key (0-9) on a `multiDigit` board, as pzprjs types it (kit's `typeDigit`): it joins the number
   * the previous key typed into this cell while that stays in range (1 then 2 is 12), else starts a new
   * one; a pencil mark is built the same way (the mark 1 gives way to 12). A fresh digit equal to the
   * cell's number empties it, as a digit does on other boards; a 0 that types nothing empties the cell.
   */
  function typeKey(digit: number, asMark: boolean) {
    const i = selected();
    const k = kind();
    if (k.kind !== "digit") return;
    const last = s.typing();
    const value = props.view.values?.[i] ?? null;
    const joining = last !== null && last.cell === i && last.mark === asMark;
    if (asMark) {
      const held = joining ? last.value : null;
      const mark = typeDigit({ min: k.min, max: Math.min(k.max, k.markMax ?? k.max) }, held, digit);
      if (mark === null) return;
      // The mark the previous key toggled gives way to the one it joins into.
      const undo: Move[] = held !== null && mark !== digit ? [{ kind: "mark", cell: i, digit: held }] : [];
      props.player?.play([...undo, { kind: "mark", cell: i, digit: mark }]);
      s.setTyping({ cell: i, value: mark, mark: true });
      return;
    }
    const held = joining && typeof value === "number" && value === last.value ? value : null;
    const next = typeDigit(k, held, digit);
    if (next === null) {
      s.setTyping(null);
      if (held === null && digit === 0) props.player?.play(clear(i));
      return;
    }
    const off = held === null && value === next;
    props.player?.play([{ kind: "value", cell: i, value: off ? null : next }]);
    s.setTyping(off ? null : { cell: i, value: next, mark: false });
  }

  /**
   * Backspace on a `multiDigit` board, as pzprjs takes it: the cell's number loses its last digit (12 is 1,
   * and a digit typed next joins the 1), a number of one digit or a symbol is emptied, and a cell with no
   * number loses its pencil marks.
   */
  function backspace() {
    const i = selected();
    const k = kind();
    const value = props.view.values?.[i];
    const shorter = k.kind === "digit" && typeof value === "number" ? dropLastDigit(k, value) : null;
    if (shorter === null) {
      s.setTyping(null);
      props.player?.play(clear(i));
      return;
    }
    props.player?.play([{ kind: "value", cell: i, value: shorter }]);
    s.setTyping({ cell: i, value: shorter, mark: false });
  }

  /** Shades cell `i` with `shade`, or empties it when it has that already. */
  const toggle = (i: number, shade: number): Move => ({
    kind: "shade",
    cell: i,
    shade: (props.view.shades?.[i] ?? 0) === shade ? 0 : shade,
  });

  function onKeyDown(event: KeyboardEvent) {
    if (navigate(event) || s.readOnly() || event.ctrlKey || event.metaKey || event.altKey) return;
    const i = selected();
    const k = kind();
    const key = event.key;
    const play = (moves: Move[]) => props.player?.play(moves);
    if (k.kind === "digit" && k.multiDigit) {
      // The physical key, so Shift+1 (a pencil mark) still means 1.
      const code = /^(?:Digit|Numpad)([0-9])$/.exec(event.code)?.[1] ?? /^[0-9]$/.exec(key)?.[0];
      const asMark = k.marks && s.pencil() !== event.shiftKey;
      // A symbol not a number of its own (Nanro's x) is typed with its key.
      const own = k.symbols?.findIndex((x) => !/^[0-9]+$/.test(x) && x.toUpperCase() === key.toUpperCase());
      if (code !== undefined) typeKey(Number(code), asMark);
      else if (own !== undefined && own >= 0) enter(k.min + own, asMark);
      else if (key === "Backspace") backspace();
      else if (key === "Delete" || key === ".") {
        s.setTyping(null);
        play(clear(i));
      } else if (key === " " && k.marks) {
        s.setTyping(null);
        s.setPencil(!s.pencil());
      } else return;
    } else if (k.kind === "digit") {
      // The physical key, so Shift+1 (a pencil mark) still means 1.
      const code = /^(?:Digit|Numpad)([0-9])$/.exec(event.code)?.[1];
      const digit = digitOfInputKey(k, key, code);
      if (digit !== null) enter(digit, k.marks && s.pencil() !== event.shiftKey);
      else if (key === "Backspace" || key === "Delete" || key === "0" || key === ".") play(clear(i));
      else if (key === " " && k.marks) s.setPencil(!s.pencil());
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
        s.setColour(Number(key));
        play([{ kind: "shade", cell: i, shade: Number(key) }]);
      } else if (diagonal && (key === "/" || key === "\\")) play([toggle(i, key === "/" ? 1 : -1)]);
      else if (lower === " " || lower === "enter" || lower === "#")
        play([toggle(i, k.kind === "colour" ? s.colour() : 1)]);
      else if (lower === "." || lower === "x") play([toggle(i, -1)]);
      else if (lower === "backspace" || lower === "delete" || (k.kind === "colour" && key === "0"))
        play(clear(i));
      else return;
    } else return;
    event.preventDefault();
  }

  return { onKeyDown, clear, enter, typeKey, backspace };
}
