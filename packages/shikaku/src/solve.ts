import { pieceCoverSolver } from "@gridsmith/kit/pieces";
import type { Puzzle } from "./puzzle.js";
import { rectangles } from "./rectangles.js";
import { solutionProblems } from "./rules.js";

const solver = pieceCoverSolver<Puzzle>(rectangles, solutionProblems);

/**
 * Shikaku on the engine (kit's piece cover): variables 0 to edgeCount - 1 are the edges (1 a border; the
 * outline's are 0), then one 0/1 variable per rectangle a number may take, owned by its number's cell. Each
 * cell lies in one rectangle (so each number takes one), and an edge is a border exactly where rectangles
 * part.
 */
export const buildModel = solver.buildModel;

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution is checked against the rules before it is returned.
 */
export const solve = solver.solve;
