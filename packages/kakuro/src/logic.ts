import { probeValue } from "@gridsmith/constraint";
import type { Cell, Step } from "@gridsmith/kit";
import { cellAt, cellNameAt } from "@gridsmith/kit";
import { type DigitPlacement, deadEndStep, placementStep } from "@gridsmith/kit/digit-play";
import { ALL_DIGITS, combinations, digitsOf, singleDigit, sizeOf } from "./combinations.js";
import { type Entry, type Layout, layoutOf } from "./entries.js";
import type { Puzzle } from "./puzzle.js";
import { countWord } from "./rules.js";
import { buildModel, type KakuroModel } from "./solve.js";

export type { DigitPlacement as Placement } from "@gridsmith/kit/digit-play";

/** The techniques, easiest first; a puzzle's grade is the hardest its solution path needs. */
export const TECHNIQUES = ["last-cell", "combination", "hidden-single", "propagation", "trial"] as const;

/** An entry as the written digits leave it: what its empty cells must still make, and from which digits. */
interface View {
  entry: Entry;
  written: number[];
  empties: number[];
  need: number;
  /** Digit sets the empty cells can still take, as masks. */
  combos: readonly number[];
  /** Digits in at least one of them, and in all of them. */
  allowed: number;
  required: number;
}

/** A puzzle (assumed valid) with the digits written so far, for working out the next step. */
export class Board {
  readonly layout: Layout;
  private readonly views: View[];
  /** Per empty cell, the digits both its entries allow (0 for black and written cells). */
  readonly candidates: number[];

  constructor(
    readonly puzzle: Puzzle,
    readonly values: readonly number[],
  ) {
    this.layout = layoutOf(puzzle);
    this.views = this.layout.entries.map((entry) => viewOf(entry, values));
    this.candidates = values.map((v, i) => {
      if (v !== 0 || typeof puzzle.cells[i] !== "number") return 0;
      return this.allowedBy(this.layout.across[i]!) & this.allowedBy(this.layout.down[i]!);
    });
  }

  private allowedBy(entry: number): number {
    return entry < 0 ? ALL_DIGITS : this.views[entry]!.allowed;
  }

  /** Empty white cells, in reading order. */
  empties(): number[] {
    return this.candidates.flatMap((_, i) =>
      this.values[i] === 0 && typeof this.puzzle.cells[i] === "number" ? [i] : [],
    );
  }

  /** The next deduction, easiest technique first, or null when none of them finds one. */
  nextStep(): Step<DigitPlacement> | null {
    const empties = this.empties();
    if (empties.length === 0) return null;
    const stuck = empties.find((i) => this.candidates[i] === 0);
    if (stuck !== undefined) return this.contradiction(stuck);
    return (
      this.lastCell(empties) ??
      this.combination(empties) ??
      this.hiddenSingle() ??
      this.propagation(empties) ??
      this.trial(empties)
    );
  }

  private name(i: number): string {
    return cellNameAt(i, this.puzzle.cols);
  }

  private cellsOf(indexes: number[]): Cell[] {
    return [...new Set(indexes)].sort((a, b) => a - b).map((i) => cellAt(i, this.puzzle.cols));
  }

  private entriesOf(i: number): View[] {
    return [this.layout.across[i]!, this.layout.down[i]!].filter((e) => e >= 0).map((e) => this.views[e]!);
  }

  private lastCell(empties: number[]): Step<DigitPlacement> | null {
    for (const i of empties) {
      for (const view of this.entriesOf(i)) {
        const d = singleDigit(this.candidates[i]!);
        // An entry without a clue has no sum to finish: its last cell is not forced by it.
        if (view.empties.length !== 1 || d === 0 || view.entry.sum === undefined) continue;
        return placementStep(
          this.puzzle.cols,
          "last-cell",
          i,
          d,
          `it is the last empty cell of ${nameOf(view.entry)}, whose other ${view.written.length === 1 ? `cell holds ${view.written[0]}` : `cells add up to ${view.entry.sum! - view.need} (${view.written.join("+")})`}`,
          view.entry.cells,
        );
      }
    }
    return null;
  }

  private combination(empties: number[]): Step<DigitPlacement> | null {
    for (const i of empties) {
      const d = singleDigit(this.candidates[i]!);
      if (d === 0) continue;
      const views = this.entriesOf(i).sort((a, b) => sizeOf(a.allowed) - sizeOf(b.allowed));
      const [base, other] = views as [View, View | undefined];
      let message = describe(base);
      if (other) {
        const ruledOut = digitsOf(base.allowed & ~other.allowed);
        message += `, and the ${other.entry.direction} entry rules out ${listOf(ruledOut.map(String), "and")} (${describe(other)})`;
      }
      return placementStep(
        this.puzzle.cols,
        "combination",
        i,
        d,
        message,
        views.flatMap((v) => v.entry.cells),
      );
    }
    return null;
  }

  private hiddenSingle(): Step<DigitPlacement> | null {
    for (const view of this.views) {
      for (const d of digitsOf(view.required)) {
        const homes = view.empties.filter((c) => this.candidates[c]! & (1 << d));
        if (homes.length !== 1) continue;
        const i = homes[0]!;
        const others = view.empties.filter((c) => c !== i);
        const cross = view.entry.direction === "across" ? "down" : "across";
        const combos = view.combos.map((m) => digitsOf(m).join("+"));
        return placementStep(
          this.puzzle.cols,
          "hidden-single",
          i,
          d,
          `every way to finish ${nameOf(view.entry)}${view.written.length > 0 ? ` (with ${view.written.join("+")} written)` : ""} uses a ${d} (${listOf(combos, "or")}), and ${listOf(
            others.map((c) => this.name(c)),
            "and",
          )} cannot hold ${d} because of ${others.length === 1 ? `its ${cross} entry` : `their ${cross} entries`}`,
          [...view.entry.cells, ...others.flatMap((c) => this.entriesOf(c).flatMap((v) => v.entry.cells))],
        );
      }
    }
    return null;
  }

  /** The written digits on the engine, propagated; null when propagation fails. */
  private propagated(): KakuroModel | null {
    const cells = this.puzzle.cells.map((c, i) => (typeof c === "number" ? this.values[i]! : c));
    const built = buildModel({ ...this.puzzle, cells });
    return built.model.propagate() ? built : null;
  }

  /** Naked single after the engine's propagation: every entry's combinations against its cells, to a fixpoint. */
  private propagation(empties: number[]): Step<DigitPlacement> | null {
    const built = this.propagated();
    if (!built) return deadEndStep();
    const { model, cellVar } = built;
    const i = empties.find((c) => model.isFixed(cellVar[c]!));
    if (i === undefined) return null;
    const views = this.entriesOf(i);
    const names = views.map((v) => `${nameOf(v.entry)} in ${countWord(v.entry.cells.length)} cells`);
    return placementStep(
      this.puzzle.cols,
      "propagation",
      i,
      model.value(cellVar[i]!),
      `narrowing every entry to the combinations its cells still allow, and each cell to the digits both its entries allow, until nothing changes, leaves only this digit (${listOf(names, "and")})`,
      views.flatMap((v) => v.entry.cells),
    );
  }

  /**
   * Trial: writes each digit a cell can still take and propagates; a digit that leads to a contradiction is
   * ruled out. Repeats until some cell has one digit left.
   */
  private trial(empties: number[]): Step<DigitPlacement> | null {
    const built = this.propagated();
    if (!built) return deadEndStep();
    const { model, cellVar } = built;
    const ruledOut: string[] = [];
    const because = new Set<number>();
    for (let changed = true; changed; ) {
      changed = false;
      const open = empties.filter((c) => !model.isFixed(cellVar[c]!));
      open.sort((a, b) => model.size(cellVar[a]!) - model.size(cellVar[b]!));
      for (const i of open) {
        const x = cellVar[i]!;
        for (const v of model.values(x)) {
          if (!model.has(x, v)) continue;
          const tried = probeValue(model, x, v);
          if (tried === "kept") continue;
          if (tried === "failed") return deadEndStep();
          ruledOut.push(`${v} in ${this.name(i)}`);
          because.add(i);
          changed = true;
          const fixed = empties.find((c) => model.isFixed(cellVar[c]!));
          if (fixed === undefined) continue;
          return placementStep(
            this.puzzle.cols,
            "trial",
            fixed,
            model.value(cellVar[fixed]!),
            `writing ${listOf(ruledOut, "or")} leads to a contradiction once every entry is propagated, and without ${ruledOut.length === 1 ? "it" : "them"} propagation leaves only this digit`,
            [...because],
          );
        }
      }
    }
    return null;
  }

  private contradiction(i: number): Step<DigitPlacement> {
    const names = this.entriesOf(i).map(describe);
    return {
      technique: "contradiction",
      message: `${this.name(i)} can hold no digit (${listOf(names, "and")}): a digit written so far is wrong`,
      cells: [],
      because: { cells: this.cellsOf([i, ...this.entriesOf(i).flatMap((v) => v.entry.cells)]) },
      deductions: [],
    };
  }
}

/** `across 16`; `across entry without a clue` for one whose digits need only differ. */
function nameOf(entry: Entry): string {
  return entry.sum === undefined
    ? `${entry.direction} entry without a clue`
    : `${entry.direction} ${entry.sum}`;
}

function viewOf(entry: Entry, values: readonly number[]): View {
  const written = entry.cells.filter((c) => values[c]! > 0).map((c) => values[c]!);
  const empties = entry.cells.filter((c) => values[c] === 0);
  const writtenMask = written.reduce((m, d) => m | (1 << d), 0);
  const need = (entry.sum ?? 0) - written.reduce((s, d) => s + d, 0);
  const distinct = sizeOf(writtenMask) === written.length;
  // Without a clue, any digit not written yet (no combinations, so no digit is required).
  if (entry.sum === undefined) {
    const allowed = distinct ? ALL_DIGITS & ~writtenMask : 0;
    return { entry, written, empties, need, combos: [], allowed, required: 0 };
  }
  const combos = distinct ? combinations(need, empties.length).filter((m) => (m & writtenMask) === 0) : [];
  return {
    entry,
    written,
    empties,
    need,
    combos,
    allowed: combos.reduce((a, m) => a | m, 0),
    required: combos.length === 0 ? 0 : combos.reduce((a, m) => a & m, ALL_DIGITS),
  };
}

/** `across 16 in two cells is 7+9`, `down 23, with 9 written, needs 14 in two more cells: 6+8`. */
function describe(view: View): string {
  const { entry, written, empties, combos, allowed } = view;
  if (entry.sum === undefined) {
    const head = `${nameOf(entry)}${written.length > 0 ? `, with ${written.join("+")} written,` : ""}`;
    if (allowed === 0) return `${head} repeats a digit`;
    if (allowed === ALL_DIGITS) return `${head} can hold any digit`;
    return `${head} can hold any digit but ${listOf(digitsOf(ALL_DIGITS & ~allowed).map(String), "and")}`;
  }
  const head =
    written.length === 0
      ? `${nameOf(entry)} in ${countWord(empties.length)} cells`
      : `${nameOf(entry)}, with ${written.join("+")} written, needs ${view.need} in ${countWord(empties.length)} more ${empties.length === 1 ? "cell" : "cells"}`;
  if (combos.length === 0) return `${head}, which no digits can do`;
  if (combos.length <= 4)
    return `${head}${written.length === 0 ? " is" : ":"} ${listOf(
      combos.map((m) => digitsOf(m).join("+")),
      "or",
    )}`;
  if (allowed === ALL_DIGITS) return `${head}, which any digit can be part of`;
  return `${head}, which only ${listOf(digitsOf(allowed).map(String), "and")} can be part of`;
}

/** `a`, `a and b`, `a, b and c`. */
function listOf(items: string[], conjunction: "and" | "or"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}
