import { lowestBit } from "@gridsmith/constraint";
import type { Instance } from "../../../packages/crosspatch/src/solver/instance.ts";

/**
 * The letters-only model's fixed part. Its variables are the crossing cells' letters only (bit `a` of a
 * cell's domain is `inst.alphabet[a]`, so at most 32 letters). A length class is a bipartite graph between
 * its slots and its word copies ("units": a word listed twice is two units), an edge when the unit agrees
 * with the slot's given letters and with every crossing cell's letters still possible. A fill exists iff
 * every class has a perfect matching (each word used exactly as often as listed); the unchecked cells are
 * then free. Two words that agree at a slot's crossings are one choice here, where the word model branches
 * on each of them.
 */
export interface LettersClass {
  /** Slots (global ids) and units; the two counts are equal (`checkStructure` ensured it). */
  slots: Int32Array;
  n: number;
  /** 32-bit words of a bitset over the units. */
  nb: number;
  length: number;
  /** Global word id of each unit; copies of a word are consecutive. */
  unitWord: Int32Array;
  /** `unitLetter[u * length + p]`: unit u's letter at p. */
  unitLetter: Int32Array;
  /** Bitset of the units with letter a at position p, at `((p * A) + a) * nb`. */
  unitBits: Int32Array;
  /** Per local slot i: the units its given letters allow, at `i * nb`. */
  staticAdj: Int32Array;
  /** Local slot i's crossings are `crossStart[i] .. crossStart[i + 1]`: position `crossPos[k]`, cell `crossCell[k]`. */
  crossStart: Int32Array;
  crossPos: Int32Array;
  crossCell: Int32Array;
}

export interface LettersGraph {
  inst: Instance;
  /** Letters (at most 32). */
  A: number;
  classes: LettersClass[];
  /** Per slot: its class (index into `classes`) and its local index there. */
  slotClass: Int32Array;
  slotLocal: Int32Array;
  /** Per crossing cell c: its two slots and positions, `cells[4c .. 4c + 3]` = s, p, t, q. */
  cells: Int32Array;
  /** Per cell: the letters both of its slots' words could ever give there (the initial domain). */
  cellStart: Int32Array;
}

/** Whether the letters model applies: letters fit one 32-bit domain word. */
export function lettersModelFits(inst: Instance): boolean {
  return inst.alphabet.length <= 32;
}

export function buildLettersGraph(inst: Instance): LettersGraph {
  const A = inst.alphabet.length;
  if (A > 32) throw new RangeError("the letters model takes at most 32 letters");
  const nSlots = inst.slotClass.length;
  const cells: number[] = [];
  const cellAt = new Int32Array(inst.slotPosStart[nSlots]!).fill(-1);
  for (let s = 0; s < nSlots; s++) {
    for (let at = inst.slotPosStart[s]!; at < inst.slotPosStart[s + 1]!; at++) {
      const t = inst.crossSlot[at]!;
      if (t < s) continue;
      const q = inst.crossPos[at]!;
      const c = cells.length / 4;
      cells.push(s, at - inst.slotPosStart[s]!, t, q);
      cellAt[at] = c;
      cellAt[inst.slotPosStart[t]! + q] = c;
    }
  }
  const slotClass = new Int32Array(nSlots).fill(-1);
  const slotLocal = new Int32Array(nSlots).fill(-1);
  const classes: LettersClass[] = [];
  inst.classWords.forEach((words, k) => {
    const slotList: number[] = [];
    for (let s = 0; s < nSlots; s++) if (inst.slotClass[s] === k) slotList.push(s);
    if (slotList.length === 0) return;
    const units: number[] = [];
    for (const w of words) for (let r = 0; r < inst.mult[w]!; r++) units.push(w);
    const n = slotList.length;
    if (units.length !== n) throw new RangeError("a length class has as many words as slots");
    const L = inst.classLength[k]!;
    const nb = (n + 31) >>> 5;
    const unitLetter = new Int32Array(n * L);
    const unitBits = new Int32Array(L * A * nb);
    units.forEach((w, u) => {
      for (let p = 0; p < L; p++) {
        const a = inst.letters[inst.wordLetterStart[w]! + p]!;
        unitLetter[u * L + p] = a;
        unitBits[(p * A + a) * nb + (u >>> 5)]! |= 1 << (u & 31);
      }
    });
    const staticAdj = new Int32Array(n * nb);
    const crossStart = new Int32Array(n + 1);
    const crossPos: number[] = [];
    const crossCell: number[] = [];
    const ci = classes.length;
    slotList.forEach((s, i) => {
      slotClass[s] = ci;
      slotLocal[s] = i;
      for (let u = 0; u < n; u++) staticAdj[i * nb + (u >>> 5)]! |= 1 << (u & 31);
      for (let p = 0; p < L; p++) {
        const at = inst.slotPosStart[s]! + p;
        const g = inst.givenLetter[at]!;
        if (g >= 0) {
          for (let j = 0; j < nb; j++) staticAdj[i * nb + j]! &= unitBits[(p * A + g) * nb + j]!;
        }
        if (cellAt[at]! >= 0) {
          crossPos.push(p);
          crossCell.push(cellAt[at]!);
        }
      }
      crossStart[i + 1] = crossPos.length;
    });
    classes.push({
      slots: Int32Array.from(slotList),
      n,
      nb,
      length: L,
      unitWord: Int32Array.from(units),
      unitLetter,
      unitBits,
      staticAdj,
      crossStart,
      crossPos: Int32Array.from(crossPos),
      crossCell: Int32Array.from(crossCell),
    });
  });
  const graph: LettersGraph = {
    inst,
    A,
    classes,
    slotClass,
    slotLocal,
    cells: Int32Array.from(cells),
    cellStart: new Int32Array(cells.length / 4),
  };
  // A cell starts with the letters some unit allowed by each slot's givens has there.
  for (let c = 0; c < cells.length / 4; c++) {
    let bits = -1;
    for (let side = 0; side < 2; side++) {
      const s = cells[4 * c + 2 * side]!;
      const p = cells[4 * c + 2 * side + 1]!;
      const k = classes[slotClass[s]!]!;
      bits &= lettersOf(k, k.staticAdj, slotLocal[s]! * k.nb, p);
    }
    graph.cellStart[c] = bits;
  }
  return graph;
}

/** The letters at position p of the units in the bitset `set[at .. at + k.nb)`. */
export function lettersOf(k: LettersClass, set: Int32Array, at: number, p: number): number {
  let bits = 0;
  for (let j = 0; j < k.nb; j++) {
    for (let r = set[at + j]!; r !== 0; r &= r - 1) {
      bits |= 1 << k.unitLetter[(32 * j + lowestBit(r)) * k.length + p]!;
    }
  }
  return bits;
}

/**
 * Writes local slot i's edges into `adj[i * nb ..]`: the units its givens allow that have, at every
 * crossing, a letter of that cell's domain (`cellBits(c)`).
 */
export function slotEdges(
  g: LettersGraph,
  k: LettersClass,
  i: number,
  cellBits: (c: number) => number,
  adj: Int32Array,
): void {
  const { nb, unitBits } = k;
  const A = g.A;
  const o = i * nb;
  for (let j = 0; j < nb; j++) adj[o + j] = k.staticAdj[o + j]!;
  for (let x = k.crossStart[i]!; x < k.crossStart[i + 1]!; x++) {
    const bits = cellBits(k.crossCell[x]!);
    const base = k.crossPos[x]! * A * nb;
    for (let j = 0; j < nb; j++) {
      let allowed = 0;
      for (let r = bits; r !== 0; r &= r - 1) allowed |= unitBits[base + lowestBit(r) * nb + j]!;
      adj[o + j]! &= allowed;
    }
  }
}
