import { probeValue } from "@gridsmith/constraint";
import type { Step } from "@gridsmith/kit";
import { cellNameAt } from "@gridsmith/kit";
import { type DigitPlacement, deadEndStep, placementStep } from "@gridsmith/kit/digit-play";
import { combinations, digitsOf, sizeOf } from "./combinations.js";
import { type Puzzle, unitName, unitsOf } from "./puzzle.js";
import { type RegionSum, regionSums } from "./regions.js";
import { buildModel } from "./solve.js";

export type { DigitPlacement as Placement } from "@gridsmith/kit/digit-play";

/** The techniques, easiest first; a puzzle's grade is the hardest its solution path needs. */
export const TECHNIQUES = [
  "cage-last-cell",
  "naked-single",
  "hidden-single",
  "cage-combination",
  "rule-of-45",
  "propagation",
  "trial",
] as const;

/** What a cage's empty cells must still make, and the digits some way of making it uses. */
interface CageView {
  k: number;
  empties: number[];
  need: number;
  /** Digits in at least one remaining combination, and in all of them. */
  allowed: number;
  required: number;
  combos: readonly number[];
}

/** A puzzle (assumed valid) with the digits written so far, for working out the next step. */
export class Board {
  private readonly units: number[][];
  private readonly cageOf: Int32Array;
  private readonly cages: CageView[];

  constructor(
    readonly puzzle: Puzzle,
    readonly values: readonly number[],
  ) {
    const { size } = puzzle;
    this.units = unitsOf(size);
    this.cageOf = new Int32Array(size * size);
    this.cages = puzzle.cages.map((cage, k) => {
      for (const i of cage.cells) this.cageOf[i] = k;
      const written = cage.cells.filter((i) => values[i]! > 0).map((i) => values[i]!);
      const mask = written.reduce((m, d) => m | (1 << d), 0);
      const empties = cage.cells.filter((i) => values[i] === 0);
      const need = cage.sum - written.reduce((a, b) => a + b, 0);
      const combos = combinations(need, empties.length, size).filter((m) => (m & mask) === 0);
      return {
        k,
        empties,
        need,
        combos,
        allowed: combos.reduce((a, m) => a | m, 0),
        required: combos.length === 0 ? 0 : combos.reduce((a, m) => a & m, ~0),
      };
    });
  }

  /** Digits no written digit of the cell's row, column or box rules out. */
  private unitCandidates(i: number): number {
    const { size } = this.puzzle;
    let mask = 0;
    for (let d = 1; d <= size; d++) mask |= 1 << d;
    for (const unit of this.units) {
      if (!unit.includes(i)) continue;
      for (const j of unit) if (this.values[j]! > 0) mask &= ~(1 << this.values[j]!);
    }
    return mask;
  }

  private candidates(i: number): number {
    return this.unitCandidates(i) & this.cages[this.cageOf[i]!]!.allowed;
  }

  /** Empty cells, in reading order. */
  empties(): number[] {
    return [...this.values.keys()].filter((i) => this.values[i] === 0);
  }

  /** The next deduction, easiest technique first, or null when the grid is full or none finds one. */
  nextStep(): Step<DigitPlacement> | null {
    const empties = this.empties();
    if (empties.length === 0) return null;
    return (
      this.cageLastCell() ??
      this.nakedSingle(empties) ??
      this.hiddenSingle() ??
      this.cageCombination(empties) ??
      this.ruleOf45() ??
      this.propagation(empties) ??
      this.trial(empties)
    );
  }

  private cageLastCell(): Step<DigitPlacement> | null {
    for (const view of this.cages) {
      if (view.empties.length !== 1) continue;
      const i = view.empties[0]!;
      const cage = this.puzzle.cages[view.k]!;
      if (view.need < 1 || view.need > this.puzzle.size) continue;
      return placementStep(
        this.puzzle.size,
        "cage-last-cell",
        i,
        view.need,
        cage.cells.length === 1
          ? `it is a cage of one cell with the sum ${cage.sum}`
          : `it is the last empty cell of its cage of ${cage.sum}, whose other cells add up to ${cage.sum - view.need}`,
        cage.cells,
      );
    }
    return null;
  }

  private nakedSingle(empties: number[]): Step<DigitPlacement> | null {
    for (const i of empties) {
      const mask = this.unitCandidates(i);
      if (sizeOf(mask) !== 1) continue;
      const peers = this.units.filter((u) => u.includes(i)).flat();
      return placementStep(
        this.puzzle.size,
        "naked-single",
        i,
        digitsOf(mask)[0]!,
        "its row, column and box hold every other digit",
        peers.filter((j) => this.values[j]! > 0),
      );
    }
    return null;
  }

  private hiddenSingle(): Step<DigitPlacement> | null {
    const { size } = this.puzzle;
    for (const [u, unit] of this.units.entries()) {
      const open = unit.filter((i) => this.values[i] === 0);
      for (let d = 1; d <= size; d++) {
        if (unit.some((i) => this.values[i] === d)) continue;
        const homes = open.filter((i) => this.candidates(i) & (1 << d));
        if (homes.length !== 1) continue;
        return placementStep(
          this.puzzle.size,
          "hidden-single",
          homes[0]!,
          d,
          `it is the only cell of ${unitName(size, u)} that can hold a ${d} (the others' rows, columns, boxes and cages rule it out)`,
          unit,
        );
      }
    }
    return null;
  }

  private cageCombination(empties: number[]): Step<DigitPlacement> | null {
    for (const i of empties) {
      const mask = this.candidates(i);
      if (sizeOf(mask) !== 1) continue;
      const view = this.cages[this.cageOf[i]!]!;
      const cage = this.puzzle.cages[view.k]!;
      const ways = view.combos.map((m) => digitsOf(m).join("+"));
      return placementStep(
        this.puzzle.size,
        "cage-combination",
        i,
        digitsOf(mask)[0]!,
        `its cage needs ${view.need} in ${view.empties.length} cells (${ways.length <= 4 ? ways.join(" or ") : `${ways.length} ways`}), and its row, column and box rule out the other digits those use`,
        cage.cells,
      );
    }
    return null;
  }

  /** A region whose innies or outies have one empty cell left: their sum says its digit. */
  private ruleOf45(): Step<DigitPlacement> | null {
    const { size } = this.puzzle;
    for (const r of allRegionSums(this.puzzle)) {
      const open = r.cells.filter((i) => this.values[i] === 0);
      if (open.length !== 1) continue;
      const written = r.cells.filter((i) => this.values[i]! > 0);
      const value = r.sum - written.reduce((a, i) => a + this.values[i]!, 0);
      if (value < 1 || value > size) continue;
      const what = r.cells.length === 1 ? "its only" : `of its ${r.cells.length}`;
      const others =
        written.length === 0
          ? ""
          : `, and ${written.map((i) => cellNameAt(i, size)).join(", ")} hold the rest`;
      const why =
        r.kind === "innies"
          ? `${r.region} adds up to ${(r.regionCells.length * (size + 1)) / 2}; the cages wholly inside it leave ${r.sum} for the cells ${what} cages that reach outside${others}`
          : `the cages that touch ${r.region} add up to ${r.sum} more than the ${(r.regionCells.length * (size + 1)) / 2} it holds, the sum of the cells ${what} cages that lie outside it${others}`;
      return placementStep(this.puzzle.size, "rule-of-45", open[0]!, value, `the rule of 45: ${why}`, [
        ...r.cells,
        ...r.regionCells,
      ]);
    }
    return null;
  }

  /** The written digits on the engine, propagated; null when propagation fails. */
  private propagated() {
    const m = buildModel({ ...this.puzzle, givens: [...this.values] }, { cage: "table" });
    return m.propagate() ? m : null;
  }

  private propagation(empties: number[]): Step<DigitPlacement> | null {
    const m = this.propagated();
    if (!m) return deadEndStep();
    const i = empties.find((c) => m.isFixed(c));
    if (i === undefined) return null;
    return placementStep(
      this.puzzle.size,
      "propagation",
      i,
      m.value(i),
      "narrowing every cage to the digit orderings its cells still allow, and every row, column and box to digits once, until nothing changes, leaves only this digit",
      this.puzzle.cages[this.cageOf[i]!]!.cells,
    );
  }

  /** Trial: a digit whose propagation fails is ruled out; repeats until some cell has one digit left. */
  private trial(empties: number[]): Step<DigitPlacement> | null {
    const m = this.propagated();
    if (!m) return deadEndStep();
    const ruledOut: string[] = [];
    const because: number[] = [];
    for (let changed = true; changed; ) {
      changed = false;
      const open = empties.filter((c) => !m.isFixed(c)).sort((a, b) => m.size(a) - m.size(b));
      for (const i of open) {
        for (const v of m.values(i)) {
          if (!m.has(i, v)) continue;
          const tried = probeValue(m, i, v);
          if (tried === "kept") continue;
          if (tried === "failed") return deadEndStep();
          ruledOut.push(`${v} in ${cellNameAt(i, this.puzzle.size)}`);
          because.push(i);
          changed = true;
          const fixed = empties.find((c) => m.isFixed(c));
          if (fixed === undefined) continue;
          return placementStep(
            this.puzzle.size,
            "trial",
            fixed,
            m.value(fixed),
            `writing ${ruledOut.join(" or ")} leads to a contradiction once every rule is propagated, and without ${ruledOut.length === 1 ? "it" : "them"} propagation leaves only this digit`,
            because,
          );
        }
      }
    }
    return null;
  }
}

// Every innie and outie sum of a puzzle, whatever its size: explain makes a Board per step, so they are
// worked out once per puzzle.
const sumsOf = new WeakMap<Puzzle, RegionSum[]>();

function allRegionSums(puzzle: Puzzle): RegionSum[] {
  let sums = sumsOf.get(puzzle);
  if (!sums) {
    sums = regionSums(puzzle, puzzle.size * puzzle.size);
    sumsOf.set(puzzle, sums);
  }
  return sums;
}
