import {
  type BoardDot,
  edgeName,
  edgeSides,
  isMove,
  type PlayModel,
  readStates,
  withEntries,
} from "@gridsmith/kit";
import type { EdgeDeduction } from "./hints.js";
import { BLACK_STAR, edgeCount, type Puzzle, type Solution, starPlace, starsOf } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per edge (kit's `borderEdges` numbering) 1 a
 * border, -1 a cross (no border), 0 undecided. The grid's outline stays 0.
 */
export type Attempt = number[];

const inner = (p: Puzzle, e: number) => edgeSides(p, e) !== null;

/** The dots at their half-cell places, as the board draws them. */
export const boardDots = (p: Puzzle): BoardDot[] =>
  starsOf(p).map((k) => {
    const { x, y } = starPlace(p, k);
    return { row: y, col: x, colour: p.stars[k] === BLACK_STAR ? "black" : "white" };
  });

/**
 * How Tentaisho is played, as on puzz.link: on the grid lines between cells, a tap or a drag draws a border
 * (an `edge` move of 1), a right tap crosses it out (-1), 0 clears; a hint's deductions draw or cross. The
 * dots are drawn on the board; the outline is no move.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, EdgeDeduction> = {
  newAttempt: (p) => new Array<number>(edgeCount(p)).fill(0),
  readAttempt(p, saved) {
    const states = readStates(saved, edgeCount(p), [-1, 0, 1]);
    return states === null ? null : states.map((v, e) => (inner(p, e) ? v : 0));
  },
  applyStep(p, attempt, step) {
    const changes: [number, number][] = isMove(step)
      ? step.kind === "edge" && [-1, 0, 1].includes(step.state)
        ? [[step.edge, step.state]]
        : []
      : step.deductions.map((d) => [d.edge, d.border ? 1 : -1]);
    return withEntries(
      attempt,
      changes.filter(([e]) => e >= 0 && e < attempt.length && inner(p, e)),
    );
  },
  // Crosses are optional on puzz.link: an attempt is complete when its borders cut the grid right.
  isComplete: (p, attempt) => solutionProblems(p, play.toSolution(p, attempt) as Solution).length === 0,
  mistakes: (p, attempt, solution) =>
    attempt.flatMap((v, e) => {
      if (v === 0 || !inner(p, e) || (v === 1) === (solution[e] === 1)) return [];
      const cells = edgeSides(p, e)!.map((i) => ({ row: Math.floor(i / p.width), col: i % p.width }));
      const what = v === 1 ? "is inside a galaxy" : "is a border";
      return [{ code: "differs-from-solution", message: `${edgeName(p, e)} ${what}`, cells, edges: [e] }];
    }),
  toSolution: (_p, attempt) => attempt.map((v) => (v === 1 ? 1 : 0)),
  fromSolution: (_p, solution) => solution.map((v) => (v === 1 ? 1 : 0)),
  progress(p, attempt) {
    const all = attempt.flatMap((_, e) => (inner(p, e) ? [e] : []));
    const done = play.isComplete(p, attempt);
    return { filled: done ? all.length : all.filter((e) => attempt[e] !== 0).length, total: all.length };
  },
  board: (p) => ({
    rows: p.height,
    cols: p.width,
    cells: new Array(p.width * p.height).fill(null),
    dots: boardDots(p),
    input: { cells: { kind: "none" }, edges: "border" },
  }),
  view: (_p, attempt) => ({ edges: [...attempt] }),
};
