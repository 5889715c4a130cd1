import {
  cellMistake,
  centreEdges,
  decidedProgress,
  isMove,
  type PlayModel,
  readStates,
  withEntries,
} from "@gridsmith/kit";
import type { YajilinDeduction } from "./hints.js";
import {
  answerLength,
  DOWN,
  isClue,
  LEFT,
  lineCount,
  type Puzzle,
  RIGHT,
  type Solution,
  UP,
} from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: first per line between the centres of
 * neighbouring cells (kit's `centreEdges` numbering) 1 on the loop, -1 crossed out, 0 undecided; then per cell
 * 1 shaded, -1 dotted (marked not shaded), 0 undecided.
 */
export type Attempt = number[];

const ARROWS = { [UP]: "up", [DOWN]: "down", [LEFT]: "left", [RIGHT]: "right" } as const;

/**
 * How Yajilin is played, as on puzz.link: a drag through the cells draws the loop (an `edge` move), a right
 * tap crosses a line out; a tap on a cell shades it (a `shade` move of 1), a right tap dots it (-1), 0
 * clears. Clues never change. Crosses and dots are optional: an attempt is complete when its lines and
 * shaded cells are an answer.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, YajilinDeduction> = {
  newAttempt: (p) => new Array<number>(answerLength(p)).fill(0),
  readAttempt: (p, saved) => readStates(saved, answerLength(p), [-1, 0, 1]),
  applyStep: (p, attempt, step) => {
    const lines = lineCount(p);
    const changes: (readonly [number, number])[] = isMove(step)
      ? step.kind === "edge" && [-1, 0, 1].includes(step.state) && step.edge >= 0 && step.edge < lines
        ? [[step.edge, step.state]]
        : step.kind === "shade" &&
            [-1, 0, 1].includes(step.shade) &&
            Number.isInteger(step.cell) &&
            step.cell >= 0 &&
            step.cell < p.width * p.height &&
            !isClue(p, step.cell)
          ? [[lines + step.cell, step.shade]]
          : []
      : step.deductions.map((d) =>
          "line" in d ? ([d.line, d.on ? 1 : -1] as const) : ([lines + d.cell, d.shaded ? 1 : -1] as const),
        );
    return withEntries(attempt, changes);
  },
  isComplete: (p, attempt) => solutionProblems(p, play.toSolution(p, attempt) as Solution).length === 0,
  mistakes: (p, attempt, solution) => {
    const lines = lineCount(p);
    return attempt.flatMap((v, x) => {
      if (v === 0 || (v === 1) === (solution[x] === 1)) return [];
      if (x < lines)
        return [
          {
            code: "differs-from-solution",
            message: `${centreEdges.name(p.height, p.width, x)} ${v === 1 ? "is not on the loop" : "is on the loop"}`,
            edges: [x],
          },
        ];
      return [
        cellMistake(x - lines, p.width, (name) => `${name} ${v === 1 ? "is not shaded" : "is shaded"}`),
      ];
    });
  },
  toSolution: (_p, attempt) => attempt.map((v) => (v === 1 ? 1 : 0)),
  // Crosses and dots stay -1: what the player decided empty is not hinted again.
  hintInput: (_p, attempt) => [...attempt],
  // The loop and the shaded cells, with a dot in no cell: the loop fills the rest.
  fromSolution: (_p, solution) => solution.map((v) => (v === 1 ? 1 : 0)),
  progress: decidedProgress<Puzzle>((p, attempt) => play.isComplete(p, attempt), answerLength),
  board: (p) => ({
    rows: p.height,
    cols: p.width,
    cells: p.numbers.map((n, i) => {
      if (n === -1) return null;
      const arrow = ARROWS[p.arrows[i] as keyof typeof ARROWS];
      return { text: n === -2 ? "?" : String(n), block: true, ...(arrow ? { arrow } : {}) };
    }),
    input: { cells: { kind: "shade" }, edges: "centre" },
  }),
  view: (p, attempt) => ({ edges: attempt.slice(0, lineCount(p)), shades: attempt.slice(lineCount(p)) }),
};
