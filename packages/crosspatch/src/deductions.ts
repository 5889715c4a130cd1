import type { Step } from "@gridsmith/kit";
import { chars } from "./code-points.js";
import type { Geometry, Slot } from "./geometry.js";
import type { CrosspatchPuzzle } from "./puzzle.js";

/** What a crosspatch step places: a word in a slot. */
export interface PlaceWord {
  slot: number;
  name: string;
  word: string;
}

/**
 * What a hint on a mistake does: takes back the letters the player wrote in `clear` (the cells of `problem`,
 * a check problem's code, that hold a written letter), so the board can carry it out.
 */
export interface TakeBackLetters {
  problem: string;
  clear: { row: number; col: number }[];
}

/** A crosspatch step's change: a word placed, or letters taken back. */
export type CrosspatchDeduction = PlaceWord | TakeBackLetters;

/** Techniques from easiest to hardest, with the weight each adds to a grade's score. */
export const TECHNIQUES = {
  "only-word": 1,
  "only-slot": 1,
  "crossing-letters": 3,
  "crossing-slot": 3,
  search: 12,
} as const;

export type Technique = keyof typeof TECHNIQUES;

/**
 * The player's view: which letter each cell holds (givens and letters already entered) and which word each
 * slot holds. Built from the puzzle and an attempt.
 */
export interface Board {
  known: (string | null)[];
  placed: (string | null)[];
}

/** Reads the letters of an attempt's rows (anything but `#` and space is a letter) onto the cells. */
export function boardOf(geometry: Geometry, rows: readonly string[] | undefined): Board {
  const known = geometry.cells.map((c) => c.given);
  if (rows) {
    geometry.cells.forEach((cell, id) => {
      const ch = chars(rows[cell.row] ?? "")[cell.col];
      if (ch !== undefined && ch !== "#" && ch !== " " && ch !== ".") known[id] = ch;
    });
  }
  const placed = geometry.slots.map((slot) => {
    const letters = slot.cells.map((id) => known[id]);
    return letters.every((l) => l !== null) ? letters.join("") : null;
  });
  return { known, placed };
}

const pos = (p: number) => `position ${p + 1}`;

/** Letters a slot already shows, as "E in position 3 and S in position 6". */
function shownLetters(slot: Slot, known: (string | null)[]): string {
  const parts = slot.cells.flatMap((id, p) => (known[id] ? [`${known[id]} in ${pos(p)}`] : []));
  return parts.length === 0 ? "" : ` with ${parts.join(" and ")}`;
}

/**
 * The next deduction a person can make, easiest technique first: a slot that only one word fits, a word
 * that fits only one slot, then the same after looking at which letters the crossing slots can still give.
 * Returns null when every slot is filled or no such step exists (the puzzle then needs trial and error).
 */
export function nextDeduction(
  puzzle: CrosspatchPuzzle,
  geometry: Geometry,
  board: Board,
): Step<PlaceWord> | null {
  const slots = geometry.slots;
  const left = new Map<string, number>();
  for (const w of puzzle.words) left.set(w, (left.get(w) ?? 0) + 1);
  for (const w of board.placed) if (w !== null && left.has(w)) left.set(w, left.get(w)! - 1);
  const open = slots.filter((s) => board.placed[s.index] === null);
  if (open.length === 0) return null;
  const fits = (slot: Slot, w: string) => {
    const ls = chars(w);
    return (
      ls.length === slot.length && slot.cells.every((id, p) => !board.known[id] || board.known[id] === ls[p])
    );
  };
  const words = [...left.keys()].filter((w) => left.get(w)! > 0).sort();
  const choices = new Map<number, string[]>();
  for (const slot of open)
    choices.set(
      slot.index,
      words.filter((w) => fits(slot, w)),
    );
  const step = (technique: Technique, slot: Slot, word: string, message: string, because: number[] = []) =>
    makeStep(technique, slot, word, message, board, geometry, because);

  for (const slot of open) {
    const c = choices.get(slot.index)!;
    if (c.length === 1) {
      const used = puzzle.words.some((w) => w !== c[0] && chars(w).length === slot.length && fits(slot, w));
      return step(
        "only-word",
        slot,
        c[0]!,
        `${slot.name} must be ${c[0]}: it is the only ${used ? "word left" : "word"} of length ${slot.length}${shownLetters(slot, board.known)}`,
      );
    }
  }
  for (const w of words) {
    const where = open.filter((s) => choices.get(s.index)!.includes(w));
    if (where.length > 0 && where.length === left.get(w)) {
      const slot = where[0]!;
      const only = where.length === 1 ? "the only slot" : `one of the only ${where.length} slots`;
      return step("only-slot", slot, w, `${w} must go in ${slot.name}: it is ${only} where it fits`);
    }
  }

  // Crossing letters: narrow every open slot to words whose letters its crossing slots can still give,
  // with words used up by single-choice slots taken out, to a fixpoint.
  const narrowed = new Map(choices);
  const lettersAt = (s: number, id: number): Set<string> => {
    const placed = board.placed[s];
    const p = slots[s]!.cells.indexOf(id);
    if (placed !== null) return new Set([chars(placed)[p]!]);
    return new Set(narrowed.get(s)!.map((w) => chars(w)[p]!));
  };
  const crossingOf = (slot: Slot, p: number) => {
    const cell = geometry.cells[slot.cells[p]!]!;
    return slot.down ? cell.across : cell.down;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const slot of open) {
      const before = narrowed.get(slot.index)!;
      const after = before.filter((w) => {
        const ls = chars(w);
        return slot.cells.every((id, p) => {
          const t = crossingOf(slot, p);
          return t < 0 || lettersAt(t, id).has(ls[p]!);
        });
      });
      if (after.length !== before.length) {
        narrowed.set(slot.index, after);
        changed = true;
      }
    }
    for (const w of words) {
      const singles = open.filter(
        (s) => narrowed.get(s.index)!.length === 1 && narrowed.get(s.index)![0] === w,
      );
      if (singles.length !== left.get(w)) continue;
      for (const s of open) {
        if (singles.includes(s)) continue;
        const list = narrowed.get(s.index)!;
        if (list.includes(w)) {
          narrowed.set(
            s.index,
            list.filter((x) => x !== w),
          );
          changed = true;
        }
      }
    }
  }
  for (const slot of open) {
    const c = narrowed.get(slot.index)!;
    if (c.length !== 1) continue;
    const word = c[0]!;
    const reasons: string[] = [];
    const because: number[] = [];
    slot.cells.forEach((id, p) => {
      const t = crossingOf(slot, p);
      if (t < 0 || reasons.length >= 2) return;
      const can = lettersAt(t, id);
      if (choices.get(slot.index)!.some((o) => o !== word && !can.has(chars(o)[p]!))) {
        const cell = geometry.cells[id]!;
        reasons.push(
          `${slots[t]!.name} can only give ${[...can].sort().join(" or ")} at (${cell.row},${cell.col})`,
        );
        because.push(t);
      }
    });
    const why = reasons.length > 0 ? reasons.join(", and ") : "the other words are needed elsewhere";
    return step("crossing-letters", slot, word, `${slot.name} must be ${word}: ${why}`, because);
  }
  for (const w of words) {
    const where = open.filter((s) => narrowed.get(s.index)!.includes(w));
    if (where.length > 0 && where.length === left.get(w)) {
      const slot = where[0]!;
      const others = open.filter((s) => s !== slot && choices.get(s.index)!.includes(w)).map((s) => s.name);
      return step(
        "crossing-slot",
        slot,
        w,
        `${w} must go in ${slot.name}: its crossings rule it out of ${others.join(", ") || "every other slot"}`,
      );
    }
  }
  return null;
}

function makeStep(
  technique: Technique,
  slot: Slot,
  word: string,
  message: string,
  board: Board,
  geometry: Geometry,
  because: number[],
): Step<PlaceWord> {
  const cells = slot.cells
    .filter((id) => board.known[id] === null)
    .map((id) => ({ row: geometry.cells[id]!.row, col: geometry.cells[id]!.col }));
  return {
    technique,
    message,
    cells,
    because: because.length > 0 ? { slots: because } : undefined,
    deductions: [{ slot: slot.index, name: slot.name, word }],
  };
}

/** Writes a placed word's letters onto the board. */
export function place(board: Board, geometry: Geometry, slot: number, word: string): void {
  const s = geometry.slots[slot]!;
  chars(word).forEach((ch, p) => {
    board.known[s.cells[p]!] = ch;
  });
  board.placed[slot] = word;
  for (const other of geometry.slots) {
    if (board.placed[other.index] !== null) continue;
    const letters = other.cells.map((id) => board.known[id]);
    if (letters.every((l) => l !== null)) board.placed[other.index] = letters.join("");
  }
}
