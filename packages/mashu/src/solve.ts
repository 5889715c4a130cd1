import { centreLoop, Model } from "@gridsmith/constraint";
import { modelSolver } from "@gridsmith/kit";
import { BLACK, cellLines, type Puzzle, WHITE } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * The puzzle on the engine: variable i is line i (1 on the loop), in kit's `centreEdges` numbering, which is
 * the constraint engine's `gridGraph` of the cells' centres. `centreLoop` (a `SingleCircuit`) makes the lines
 * one loop. Each pearl has two lines (`linear=`); a white pearl's lines are opposite (up = down, left =
 * right, `linear=`) and a line through it across needs a turn in a cell beside it (a line up or down there,
 * `linear>=`); a black pearl's lines are not opposite (`linear<=`), and each of them carries on straight
 * through the next cell (the line beyond is on, `linear<=`). The rules are what hints read.
 */
export function buildModel(puzzle: Puzzle): Model {
  const m = new Model();
  const { width: w, height: h } = puzzle;
  // The lines are the first variables: a line's number (kit's `cellLines`) is its variable.
  centreLoop(m, w, h);
  const sum = (vars: number[], coeffs: number[], op: "=" | "<=" | ">=", rhs: number) =>
    m.linear(coeffs, vars, op, rhs);
  const at = (i: number) => cellLines(puzzle, i);
  // The cell beyond cell i going way d (0 up, 1 down, 2 left, 3 right), or -1.
  const beyond = (i: number, d: number) => {
    const r = Math.floor(i / w);
    const c = i % w;
    const [dr, dc] = [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ][d]!;
    return r + dr! >= 0 && r + dr! < h && c + dc! >= 0 && c + dc! < w ? i + dr! * w + dc! : -1;
  };
  puzzle.pearls.forEach((pearl, i) => {
    if (pearl !== WHITE && pearl !== BLACK) return;
    const own = at(i);
    const present = own.filter((l) => l >= 0);
    sum(
      present,
      present.map(() => 1),
      "=",
      2,
    );
    if (pearl === WHITE) {
      // Opposite lines together; a missing one (the grid's edge) forces its partner off.
      for (const [a, b] of [
        [own[0], own[1]],
        [own[2], own[3]],
      ] as const) {
        if (a >= 0 && b >= 0) sum([a, b], [1, -1], "=", 0);
        else if (a >= 0 || b >= 0) sum([Math.max(a, b)], [1], "=", 0);
      }
      // Across (left = right = 1): a line up or down at the cell left or right; down the same way.
      for (const [through, sides] of [
        [own[2], [2, 3]],
        [own[0], [0, 1]],
      ] as const) {
        if (through < 0) continue;
        const turns = sides.flatMap((d) => {
          const j = beyond(i, d);
          if (j < 0) return [];
          const [u, dn, l, r] = at(j);
          return (d >= 2 ? [u, dn] : [l, r]).filter((x) => x >= 0);
        });
        sum([...turns, through], [...turns.map(() => 1), -1], ">=", 0);
      }
    } else {
      if (own[0] >= 0 && own[1] >= 0) sum([own[0], own[1]], [1, 1], "<=", 1);
      if (own[2] >= 0 && own[3] >= 0) sum([own[2], own[3]], [1, 1], "<=", 1);
      // A line out of the pearl goes on straight through the next cell.
      own.forEach((line, d) => {
        if (line < 0) return;
        const j = beyond(i, d);
        const next = at(j)[d]!;
        if (next < 0) sum([line], [1], "=", 0);
        else sum([line, next], [1, -1], "<=", 0);
      });
    }
  });
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution is checked against the rules before it is returned.
 */
export const solve = modelSolver<Puzzle>({ buildModel, solutionProblems });
