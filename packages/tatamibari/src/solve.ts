import { borderEdges } from "@gridsmith/kit";
import { pieceCoverSolver } from "@gridsmith/kit/pieces";
import { mats } from "./mats.js";
import type { Puzzle } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

const solver = pieceCoverSolver<Puzzle>(mats, solutionProblems, ({ width: w, height: h }, { model }) => {
  for (let r = 1; r < h; r++)
    for (let c = 1; c < w; c++) {
      const around = [
        borderEdges.horizontal(w, r, c - 1),
        borderEdges.horizontal(w, r, c),
        borderEdges.vertical(h, w, r - 1, c),
        borderEdges.vertical(h, w, r, c),
      ];
      model.linear([1, 1, 1, 1], around, "<=", 3);
    }
});

/**
 * Tatamibari on the engine (kit's piece cover): variables 0 to edgeCount - 1 are the edges (1 a border; the
 * outline's are 0), then one 0/1 variable per mat a symbol may take, owned by its symbol's cell. Each cell
 * lies in one mat and an edge is a border exactly where mats part; at each point inside the grid at most
 * three of the four edges meeting there are borders (`linear<=`): no four mats meet at a point.
 */
export const buildModel = solver.buildModel;

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution is checked against the rules before it is returned.
 */
export const solve = solver.solve;
