import { cellMistake, type PlayModel, shadingPlay } from "@gridsmith/kit";
import type { CellDeduction } from "./hints.js";
import { NONE, type Puzzle, type Solution, UNKNOWN } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/** A player's attempt, in the shape `check` and `hint` read: per cell 1 `/`, -1 `\`, 0 undecided. */
export type Attempt = number[];

const shading = shadingPlay<Puzzle, CellDeduction>({
  problems: solutionProblems,
  board: (p) => ({
    points: p.clues.map((v) => (v === NONE ? null : v === UNKNOWN ? "?" : String(v))),
    input: { cells: { kind: "shade", mark: "diagonal" } },
  }),
});

/**
 * How Slant is played, as on puzz.link: a tap draws `/` in a cell, a right tap (or a long press) `\`, a
 * second tap cycles on, dragging draws the same along a run; keys `/` and `\` too. The board is the kit's
 * shading play with a `/` for "shaded" and a `\` for "dotted"; unlike a shading genre's dots, every cell needs
 * its diagonal before the board is finished. The clues sit on the grid points (the board's `points`).
 */
export const play: PlayModel<Puzzle, Solution, Attempt, CellDeduction> = {
  ...shading,
  isComplete: (p, attempt) => attempt.every((v) => v !== 0) && shading.isComplete(p, attempt),
  mistakes: (p, attempt, solution) =>
    attempt.flatMap((v, i) =>
      v === 0 || (v === 1) === (solution[i] === 1)
        ? []
        : [cellMistake(i, p.width, (name) => `${name} holds ${v === 1 ? "\\, not /" : "/, not \\"}`)],
    ),
};
