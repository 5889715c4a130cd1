import { gridGraph, type Model } from "@gridsmith/constraint";
import { Crossing } from "./crossing.js";
import { buildModel, labelVar } from "./model.js";
import { NoShortcut } from "./no-shortcut.js";
import { cellLines, numberCells, type Puzzle } from "./puzzle.js";

// The answers no step reduces, and the answers one step from such an answer (see reducedModel): the solver's
// way to prove an answer unique without searching every way a path could wander through empty cells.
// The U shapes reduced: 3 and 4 cells long cut nodes on public 10x10 puzzles; longer ones added nothing.
export const BENDS = [3, 4];

/**
 * The corners of paths a turn could cut the other way: per cell b and each of its four diagonal neighbours d
 * with no number, the lines from b towards d's row and towards d's column, and the lines from d to those
 * two cells (so [b's vertical, b's horizontal, d's horizontal, d's vertical]).
 */
export function corners(puzzle: Puzzle): { b: number; d: number; lines: [number, number, number, number] }[] {
  const { width: w, height: h } = puzzle;
  const out: { b: number; d: number; lines: [number, number, number, number] }[] = [];
  for (let b = 0; b < w * h; b++) {
    if (puzzle.numbers[b] !== -1) continue;
    const r = Math.floor(b / w);
    const c = b % w;
    for (const dv of [-1, 1])
      for (const dh of [-1, 1]) {
        if (r + dv < 0 || r + dv >= h || c + dh < 0 || c + dh >= w) continue;
        const d = b + dv * w + dh;
        if (puzzle.numbers[d] !== -1) continue;
        const around = cellLines(puzzle, b);
        const lv = around[dv < 0 ? 0 : 1]!;
        const lh = around[dh < 0 ? 2 : 3]!;
        const dLine = cellLines(puzzle, b + dv * w)[dh < 0 ? 2 : 3]!;
        const dColumn = cellLines(puzzle, b + dh)[dv < 0 ? 0 : 1]!;
        out.push({ b, d, lines: [lv, lh, dLine, dColumn] });
      }
  }
  return out;
}

/** The line between neighbouring cells u and v. */
export function lineBetween(puzzle: Puzzle, u: number, v: number): number {
  const [up, down, left, right] = cellLines(puzzle, u);
  const d = v - u;
  return d === -puzzle.width ? up! : d === puzzle.width ? down! : d === -1 ? left! : right!;
}

/**
 * The U shapes a path could pull in by one row: `outer` is a straight run of `length` cells with no number, `ends`
 * the cells beside its two ends on one side, `inner` the cells between those (none a number); `bend` the lines
 * of the U (end, outer run, end), `straight` the lines of the straight way from end to end through `inner`.
 */
export function bends(puzzle: Puzzle, length: number) {
  const { width: w, height: h } = puzzle;
  const out: { outer: number[]; inner: number[]; bend: number[]; straight: number[] }[] = [];
  const at = (r: number, c: number, across: boolean) => (across ? c * w + r : r * w + c);
  for (const across of [false, true]) {
    const rows = across ? w : h;
    const cols = across ? h : w;
    for (let r = 0; r < rows; r++)
      for (const dr of [-1, 1]) {
        if (r + dr < 0 || r + dr >= rows) continue;
        for (let c0 = 0; c0 + length <= cols; c0++) {
          const outer = Array.from({ length }, (_, i) => at(r, c0 + i, across));
          const side = Array.from({ length }, (_, i) => at(r + dr, c0 + i, across));
          const inner = side.slice(1, -1);
          if ([...outer, ...inner].some((i) => puzzle.numbers[i] !== -1)) continue;
          const bend = [side[0]!, ...outer, side[length - 1]!];
          out.push({
            outer,
            inner,
            bend: bend.slice(1).map((v, i) => lineBetween(puzzle, bend[i]!, v)),
            straight: side.slice(1).map((v, i) => lineBetween(puzzle, side[i]!, v)),
          });
        }
      }
  }
  return out;
}

/**
 * {@link buildModel} for the reduced answers: no path passes next to itself ({@link NoShortcut}), no path
 * turns at a cell b whose diagonal neighbour d inside the turn is empty and comes before b in reading order,
 * and no path bends round a U of 3 or 4 cells whose inside is empty ({@link bends}). Every answer reduces to
 * one of these: take the short cut (leaving the cells between empty), turn at d instead of b, or pull the U in
 * to the straight way; each step keeps an answer, and visits fewer cells or as many with a lower sum of
 * positions, so the steps end. There are none of these only when there is no answer.
 */
export function reducedModel(puzzle: Puzzle): Model {
  const m = buildModel(puzzle);
  const k = numberCells(puzzle).size;
  const n = puzzle.width * puzzle.height;
  const { edges } = gridGraph(Math.max(0, puzzle.width - 1), Math.max(0, puzzle.height - 1));
  edges.forEach(([a, b], l) => {
    m.post(new NoShortcut(l, labelVar(puzzle, a), labelVar(puzzle, b), k));
  });
  const pairs = [...numberCells(puzzle).values()];
  if (pairs.every((cells) => cells.length === 2)) {
    const labels = Array.from({ length: n }, (_, i) => labelVar(puzzle, i));
    m.post(
      new Crossing(
        labels,
        puzzle.width,
        puzzle.height,
        pairs.map(([a, b]) => [a!, b!] as const),
      ),
    );
  }
  for (const { b, d, lines } of corners(puzzle))
    if (d < b) m.linear([1, 1, -1], [lines[0], lines[1], labelVar(puzzle, d) + n], "<=", 1);
  for (const length of BENDS)
    for (const { inner, bend } of bends(puzzle, length)) {
      const seen = inner.map((i) => labelVar(puzzle, i) + n);
      m.linear([...bend.map(() => 1), ...seen.map(() => -1)], [...bend, ...seen], "<=", bend.length - 1);
    }
  return m;
}
