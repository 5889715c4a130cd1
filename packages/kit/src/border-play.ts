// The play model of the genres played by drawing borders between cells to divide the grid into regions
// (Shikaku, Tentaisho), as puzz.link plays them: one attempt shape, one set of moves, one reading of saved
// attempts; what a region is and how the board looks are the genre's.
import type { BoardDescription } from "./board.js";
import { edgeCount, edgeName, edgeSides, type GridSize } from "./border-regions.js";
import { readStates, withEntries } from "./play.js";
import { triStateChanges } from "./tri-state-steps.js";
import type { PlayModel, Problem } from "./types.js";

/** What a border genre's hint decides: an edge (kit's `borderEdges` numbering) is a border, or not. */
export interface BorderDeduction {
  edge: number;
  border: boolean;
}

/** What a genre tells {@link borderPlay}. */
export interface BorderPlayRules<Puzzle extends GridSize> {
  /** The board: the grid's cells with the genre's clues, played on its `border` edges. */
  board(puzzle: Puzzle): BoardDescription;
  /** What is wrong with borders (1 per border, per edge) as a whole answer: empty when they are one. */
  problems(puzzle: Puzzle, borders: number[]): readonly Problem[];
  /** What a region is called in a mistake's message ("a rectangle", "a galaxy"). */
  region: string;
}

/**
 * The play model of a border genre: an attempt is per edge 1 a border, -1 a cross (no border), 0 undecided,
 * the outline always 0; a tap or a drag draws a border (an `edge` move of 1), a right tap crosses (-1), 0
 * clears, a hint's deductions draw or cross. Crosses are optional, as on puzz.link: an attempt is complete
 * when its borders are an answer. A solution is its borders (1 per border).
 */
export function borderPlay<Puzzle extends GridSize, D extends BorderDeduction>(
  rules: BorderPlayRules<Puzzle>,
): PlayModel<Puzzle, number[], number[], D> {
  const inner = (p: Puzzle, e: number) => edgeSides(p, e) !== null;
  const borders = (attempt: readonly number[]) => attempt.map((v) => (v === 1 ? 1 : 0));
  const play: PlayModel<Puzzle, number[], number[], D> = {
    newAttempt: (p) => new Array<number>(edgeCount(p)).fill(0),
    readAttempt(p, saved) {
      const states = readStates(saved, edgeCount(p), [-1, 0, 1]);
      return states === null ? null : states.map((v, e) => (inner(p, e) ? v : 0));
    },
    applyStep: (p, attempt, step) =>
      withEntries(
        attempt,
        triStateChanges(step, "edge", (d) => [d.edge, d.border ? 1 : -1]).filter(
          ([e]) => e >= 0 && e < attempt.length && inner(p, e),
        ),
      ),
    isComplete: (p, attempt) => rules.problems(p, borders(attempt)).length === 0,
    mistakes: (p, attempt, solution) =>
      attempt.flatMap((v, e) => {
        if (v === 0 || !inner(p, e) || (v === 1) === (solution[e] === 1)) return [];
        const cells = edgeSides(p, e)!.map((i) => ({ row: Math.floor(i / p.width), col: i % p.width }));
        const what = v === 1 ? `is inside ${rules.region}` : "is a border";
        return [{ code: "differs-from-solution", message: `${edgeName(p, e)} ${what}`, cells, edges: [e] }];
      }),
    toSolution: (_p, attempt) => borders(attempt),
    // Edges decided inside a region stay -1: they are not hinted again.
    hintInput: (_p, attempt) => [...attempt],
    // The borders alone, so the regions read clearly.
    fromSolution: (_p, solution) => borders(solution),
    progress(p, attempt) {
      const all = attempt.flatMap((_, e) => (inner(p, e) ? [e] : []));
      const done = play.isComplete(p, attempt);
      return { filled: done ? all.length : all.filter((e) => attempt[e] !== 0).length, total: all.length };
    },
    board: (p) => rules.board(p),
    view: (_p, attempt) => ({ edges: [...attempt] }),
  };
  return play;
}
