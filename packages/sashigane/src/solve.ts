import { pieceCoverSolver } from "@gridsmith/kit/pieces";
import type { Puzzle } from "./puzzle.js";
import { solutionProblems } from "./rules.js";
import { lShapes } from "./shapes.js";

const solver = pieceCoverSolver<Puzzle>(lShapes, solutionProblems);

/**
 * Sashigane on the engine (kit's piece cover): variables 0 to edgeCount - 1 are the edges (1 a border; the
 * outline's are 0), then one 0/1 variable per L shape the clues allow, owned by its corner. Each cell lies
 * in one L, and an edge is a border exactly where L's part. The clues are kept by the list: a circle lies
 * only on corners of its size, an arrow only on far ends of arms it points along.
 */
export const buildModel = solver.buildModel;

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution is checked against the rules before it is returned.
 */
export const solve = solver.solve;
