import type { Model, SearchOptions } from "@gridsmith/constraint";
import type { SearchFindings } from "@gridsmith/kit";
import { buildModel, labelVar } from "./model.js";
import { cellLines, type Puzzle } from "./puzzle.js";

/** A detour: a line, the two cells beside it on one side, and the three lines round them. */
interface Detour {
  /** The line x–y joining two side-by-side cells. */
  line: number;
  /** The cells e1 beside x and e2 beside y, on one side of the line. */
  empty: [number, number];
  /** The lines x–e1, e1–e2 and e2–y. */
  round: [number, number, number];
}

/**
 * The detours of the grid: per 2x2 block, each of its four sides and the other two cells. Blocks where one of
 * those two is a number are left out: a number always has a line, so no detour passes it.
 */
export function detours(puzzle: Puzzle): Detour[] {
  const { width: w, height: h } = puzzle;
  const out: Detour[] = [];
  const right = (i: number) => cellLines(puzzle, i)[3]!;
  const down = (i: number) => cellLines(puzzle, i)[1]!;
  for (let r = 0; r + 1 < h; r++)
    for (let c = 0; c + 1 < w; c++) {
      const tl = r * w + c;
      const [tr, bl, br] = [tl + 1, tl + w, tl + w + 1];
      // Per side (top, bottom, left, right): its line, the cells across from its two cells, and the lines to them.
      const sides: [number, number, number, number, number][] = [
        [right(tl), bl, br, down(tl), down(tr)],
        [right(bl), tl, tr, down(tl), down(tr)],
        [down(tl), tr, br, right(tl), right(bl)],
        [down(tr), tl, bl, right(tl), right(bl)],
      ];
      for (const [line, e1, e2, toE1, toE2] of sides) {
        if (puzzle.numbers[e1] !== -1 || puzzle.numbers[e2] !== -1) continue;
        const across = e2 - e1 === 1 ? right(e1) : down(e1);
        out.push({ line, empty: [e1, e2], round: [toE1, across, toE2] });
      }
    }
  return out;
}

/**
 * {@link buildModel} for the answers no detour lengthens: no drawn line x–y has both cells beside it on one
 * side empty (the line could go round them, x, e1, e2, y, which is again an answer, 2 cells longer). Every
 * answer lengthens by detours to one of these (each adds cells, so they end), so there are none of these only
 * when there is no answer, and two of these are two answers.
 */
export function maximalModel(puzzle: Puzzle): Model {
  const m = buildModel(puzzle);
  const n = puzzle.width * puzzle.height;
  for (const { line, empty } of detours(puzzle)) {
    const [v1, v2] = empty.map((i) => labelVar(puzzle, i) + n) as [number, number];
    m.linear([1, -1, -1], [line, v1, v2], "<=", 0);
  }
  return m;
}

/**
 * Another answer than `only`, one detour shorter: a path of `only` round three sides of a 2x2 block, x, e1, e2,
 * y, cut to the fourth side x–y (e1 and e2 are inside the path, so not numbers, and are left empty). When
 * `only` is the one answer no detour lengthens, every other answer lengthens to it, the last detour from such
 * a cut: so none means `only` is the puzzle's one answer.
 */
export function uTurnCut(puzzle: Puzzle, only: readonly number[]): number[] | null {
  for (const { line, round } of detours(puzzle)) {
    if (round.some((l) => only[l] !== 1)) continue;
    const cut = [...only];
    for (const l of round) cut[l] = 0;
    cut[line] = 1;
    return cut;
  }
  return null;
}

/**
 * The search of limits 1 and 2 on the answers no detour lengthens ({@link maximalModel}): none means no
 * answer, two are two answers, and one is the only answer unless it has a U-turn to cut ({@link uTurnCut}),
 * which is then the second. The findings' solutions are the model's values (the lines first).
 */
export function maximalSearch(puzzle: Puzzle, o: SearchOptions & { limit: number }): SearchFindings {
  const first = maximalModel(puzzle).solve(o);
  // One maximal answer at limit 1 is an answer, not the only one.
  if (o.limit === 1 && first.solutions.length === 1) return { ...first, complete: false, stoppedBy: "limit" };
  if (o.limit === 1 || first.solutions.length !== 1 || !first.complete) return first;
  const cut = uTurnCut(puzzle, first.solutions[0]!);
  if (cut === null) return first;
  return { ...first, solutions: [first.solutions[0]!, cut], complete: false, stoppedBy: "limit" };
}
