import { isMove, type PlayModel, readStates, withEntries } from "@gridsmith/kit";
import type { LineDeduction } from "./hints.js";
import { BLACK, lineCount, lineName, type Puzzle, type Solution, WHITE } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per line between the centres of neighbouring
 * cells (kit's `centreEdges` numbering) 1 on the loop, -1 crossed out, 0 undecided.
 */
export type Attempt = number[];

/**
 * How Masyu is played, as on puzz.link: a tap or a drag through the cells draws the loop (an `edge` move of
 * 1), a right tap crosses a line out (-1), 0 clears; a hint's deductions draw or cross. The pearls never
 * change.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, LineDeduction> = {
  newAttempt: (p) => new Array<number>(lineCount(p)).fill(0),
  readAttempt: (p, saved) => readStates(saved, lineCount(p), [-1, 0, 1]),
  applyStep: (p, attempt, step) =>
    withEntries(
      attempt,
      (isMove(step)
        ? step.kind === "edge" && [-1, 0, 1].includes(step.state)
          ? [[step.edge, step.state] as const]
          : []
        : step.deductions.map((d) => [d.line, d.on ? 1 : -1] as const)
      ).filter(([l]) => l >= 0 && l < lineCount(p)),
    ),
  // Crosses are optional on puzz.link: an attempt is complete when its lines are a right loop.
  isComplete: (p, attempt) => solutionProblems(p, play.toSolution(p, attempt) as Solution).length === 0,
  mistakes: (p, attempt, solution) =>
    attempt.flatMap((v, l) =>
      v === 0 || (v === 1) === (solution[l] === 1)
        ? []
        : [
            {
              code: "differs-from-solution",
              message: `${lineName(p, l)} ${v === 1 ? "is not on the loop" : "is on the loop"}`,
              edges: [l],
            },
          ],
    ),
  toSolution: (_p, attempt) => attempt.map((v) => (v === 1 ? 1 : 0)),
  // The loop alone, so it reads clearly.
  fromSolution: (_p, solution) => solution.map((v) => (v === 1 ? 1 : 0)),
  progress: (p, attempt) => ({
    filled: play.isComplete(p, attempt) ? lineCount(p) : attempt.filter((v) => v !== 0).length,
    total: lineCount(p),
  }),
  board: (p) => ({
    rows: p.height,
    cols: p.width,
    cells: p.pearls.map((v) =>
      v === WHITE ? { circle: "white" } : v === BLACK ? { circle: "black" } : null,
    ),
    input: { cells: { kind: "none" }, edges: "centre" },
  }),
  view: (_p, attempt) => ({ edges: [...attempt] }),
};
