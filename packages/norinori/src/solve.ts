import { Model } from "@gridsmith/constraint";
import { modelSolver } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import { neighbours, type Puzzle, roomCells } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/** The rows of a cell's pairing table: unshaded with any neighbours, or shaded with exactly one shaded. */
function pairing(degree: number): number[][] {
  const rows: number[][] = [];
  for (let mask = 0; mask < 1 << degree; mask++) {
    const beside = Array.from({ length: degree }, (_, k) => (mask >> k) & 1);
    rows.push([0, ...beside]);
    if (beside.filter((v) => v === 1).length === 1) rows.push([1, ...beside]);
  }
  return rows;
}

/**
 * The puzzle on the engine: variable i is cell i's shading (1 shaded). Each room holds exactly two shaded
 * cells (`linear=`); a shaded cell has exactly one shaded cell beside it (a `table` over the cell and its
 * neighbours), so the shaded cells are dominoes; and, implied but stronger for propagation, no 2x2 block
 * holds more than two (`linear<=`). The rules' names are what hints read.
 */
export function buildModel(puzzle: Puzzle): Model {
  const m = new Model();
  const n = puzzle.rooms.length;
  const vars = m.intVars(n, 0, 1);
  for (const cells of roomCells(puzzle))
    m.linear(
      cells.map(() => 1),
      cells.map((i) => vars[i]!),
      "=",
      2,
    );
  for (let i = 0; i < n; i++) {
    const beside = neighbours(puzzle, i);
    m.table([vars[i]!, ...beside.map((j) => vars[j]!)], pairing(beside.length));
  }
  for (let r = 0; r + 1 < puzzle.height; r++)
    for (let c = 0; c + 1 < puzzle.width; c++) {
      const i = r * puzzle.width + c;
      m.linear(
        [1, 1, 1, 1],
        [i, i + 1, i + puzzle.width, i + puzzle.width + 1].map((j) => vars[j]!),
        "<=",
        2,
      );
    }
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution is checked against the rules before it is returned. Throws an Error, before building anything,
 * for a value of the wrong shape (see `validate`).
 */
export const solve = modelSolver<Puzzle>({ puzzleProblems: shapeProblems, buildModel, solutionProblems });
