import { borderBoard, borderEdges, decidedProgress, type PlayModel, triStateAttempts } from "@gridsmith/kit";
import type { EdgeDeduction } from "./hints.js";
import { cellEdges, edgeCells, edgeCount, edgeName, type Puzzle, type Solution } from "./puzzle.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per edge (numbered as {@link Solution}) 1 a line,
 * -1 crossed (no line), 0 undecided.
 */
export type Attempt = number[];

/** Whether the lines drawn make one closed loop: every dot on a line has two, and a walk meets them all. */
function oneLoop(p: Puzzle, attempt: Attempt): boolean {
  const lines = attempt.flatMap((v, e) => (v === 1 ? [e] : []));
  if (lines.length === 0) return false;
  const dot = ([row, col]: [number, number]) => row * (p.width + 1) + col;
  const at = new Map<number, number[]>();
  for (const e of lines)
    for (const end of borderEdges.ends(p.height, p.width, e))
      at.set(dot(end), [...(at.get(dot(end)) ?? []), e]);
  if ([...at.values()].some((es) => es.length !== 2)) return false;
  let walked = 0;
  let edge = lines[0]!;
  let here = dot(borderEdges.ends(p.height, p.width, edge)[0]);
  do {
    walked++;
    const [a, b] = borderEdges.ends(p.height, p.width, edge).map(dot) as [number, number];
    here = a === here ? b : a;
    const pair = at.get(here)!;
    edge = pair[0] === edge ? pair[1]! : pair[0]!;
  } while (edge !== lines[0] && walked <= lines.length);
  return walked === lines.length;
}

/** Whether cell `i` has a clue and as many lines around it as the clue says. */
function clueMet(p: Puzzle, attempt: Attempt, i: number): boolean {
  const clue = p.clues[i]!;
  return clue >= 0 && cellEdges(p, i).filter((e) => attempt[e] === 1).length === clue;
}

/**
 * How slitherlink is played: on the grid's lines (kit's `borderEdges`, the package's numbering), with `edge`
 * moves (1 a line, -1 a cross, 0 clear); a hint's deductions draw or cross an edge.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, EdgeDeduction> = {
  ...triStateAttempts<Puzzle, EdgeDeduction>(edgeCount, "edge", (d) => [d.edge, d.line ? 1 : -1]),
  // Complete when every clue has its number of lines and the lines make one loop: then a check without
  // mistakes is a win.
  isComplete: (p, attempt) =>
    p.clues.every((clue, i) => clue < 0 || clueMet(p, attempt, i)) && oneLoop(p, attempt),
  mistakes: (p, attempt, solution) =>
    attempt.flatMap((v, e) => {
      if (v === 0 || (v === 1) === (solution[e] === 1)) return [];
      const where = edgeName(p, e);
      return [
        {
          code: "differs-from-solution",
          message: v === 1 ? `${where} has no line in the loop` : `the loop runs along ${where}`,
          cells: edgeCells(p, e),
          edges: [e],
        },
      ];
    }),
  toSolution: (_p, attempt) => [...attempt],
  // The loop's lines, the other edges left blank so the loop reads clearly.
  fromSolution: (_p, solution) => solution.map((v) => (v === 1 ? 1 : 0)),
  // Edges decided of all edges; a complete loop decides them all (every other edge is no line).
  progress: decidedProgress<Puzzle>((p, attempt) => play.isComplete(p, attempt), edgeCount),
  board: (p) =>
    borderBoard(
      p,
      p.clues.map((c) => (c >= 0 ? { text: String(c) } : null)),
    ),
  // The numbers that have their lines, greyed by the board.
  view: (p, attempt) => ({ edges: [...attempt], doneCells: p.clues.map((_, i) => clueMet(p, attempt, i)) }),
};
