import { isMove, type PlayModel, readStates, withEntries } from "@gridsmith/kit";
import type { EdgeDeduction } from "./hints.js";
import { edgeCount, edgeName, edgeSides, type Puzzle, type Solution, UNKNOWN } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per edge (kit's `borderEdges` numbering) 1 a
 * border, -1 a cross (no border), 0 undecided. The grid's outline stays 0.
 */
export type Attempt = number[];

const inner = (p: Puzzle, e: number) => edgeSides(p, e) !== null;

/**
 * How Shikaku is played, as on puzz.link: on the grid lines between cells, a tap or a drag draws a border
 * (an `edge` move of 1), a right tap crosses it out (-1), 0 clears; a hint's deductions draw or cross. The
 * outline is no move.
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
      const [a, b] = edgeSides(p, e)!;
      const at = (i: number) => ({ row: Math.floor(i / p.width), col: i % p.width });
      return [
        {
          code: "differs-from-solution",
          message: `${edgeName(p, e)} ${v === 1 ? "is inside a rectangle" : "is a border"}`,
          cells: [at(a), at(b)],
          edges: [e],
        },
      ];
    }),
  toSolution: (_p, attempt) => attempt.map((v) => (v === 1 ? 1 : 0)),
  // The borders alone, so the rectangles read clearly.
  fromSolution: (_p, solution) => solution.map((v) => (v === 1 ? 1 : 0)),
  progress(p, attempt) {
    const all = attempt.flatMap((_, e) => (inner(p, e) ? [e] : []));
    return {
      filled: play.isComplete(p, attempt) ? all.length : all.filter((e) => attempt[e] !== 0).length,
      total: all.length,
    };
  },
  board: (p) => ({
    rows: p.height,
    cols: p.width,
    cells: p.clues.map((c) => (c === -1 ? null : { text: c === UNKNOWN ? "?" : String(c) })),
    input: { cells: { kind: "none" }, edges: "border" },
  }),
  view: (_p, attempt) => ({ edges: [...attempt] }),
};
