import type { Geometry } from "../puzzle.js";
import type { Board } from "./board.js";
import { removalsText } from "./words.js";

/** The techniques of the ladder, easiest first. */
export type TechniqueId =
  | "full-house"
  | "hidden-single"
  | "naked-single"
  | "pointing"
  | "claiming"
  | "naked-pair"
  | "hidden-pair"
  | "naked-triple"
  | "hidden-triple"
  | "x-wing"
  | "xy-wing"
  | "naked-quad"
  | "swordfish"
  | "xyz-wing"
  | "hidden-quad"
  | "jellyfish"
  | "trial";

/** One application of a technique, as found on a board; words are built only when asked for. */
export interface Finding {
  technique: TechniqueId;
  /** `[cell, digit]` to write in. */
  places: [number, number][];
  /** `[cell, digit]` to rule out. */
  removes: [number, number][];
  /** Cells that justify the finding (the pair, the wing, the box...). */
  pattern: number[];
  /** Units (rows, columns, boxes) the finding is about. */
  units: number[];
  /** The whole sentence for people. */
  message(): string;
}

/**
 * A finding that only rules digits out: its sentence is `reason` (built when asked for, like every message)
 * followed by the list of what it rules out.
 */
export function elimination(
  g: Geometry,
  technique: TechniqueId,
  removes: [number, number][],
  pattern: number[],
  units: number[],
  reason: () => string,
): Finding {
  return {
    technique,
    places: [],
    removes,
    pattern,
    units,
    message: () => `${reason()}: ${removalsText(g, removes)}`,
  };
}

/** A technique's search: the first application on the board, or null. */
export type Finder = (b: Board) => Finding | null;

/** Applies a finding to the board. */
export function apply(b: Board, f: Finding): void {
  for (const [c, d] of f.removes) b.eliminate(c, d);
  for (const [c, d] of f.places) if (b.values[c] === 0) b.place(c, d);
}
