import { explainUntil, gradeOfPath, techniqueLevel } from "./hints.js";
import { DIFFICULTIES, type Difficulty, type Puzzle } from "./puzzle.js";

/**
 * Puzzles drawn before the generator settles for the nearest grade it met: 12, and 200 on a 6x6, where a draw
 * costs a few milliseconds and about 1 in 25 grades expert (with 12, 24 of seeds 1-40 came out hard).
 */
export const drawsFor = (size: number): number => (size <= 6 ? 200 : 12);

const rank = (level: string): number => {
  const i = DIFFICULTIES.indexOf(level as Difficulty);
  return i < 0 ? DIFFICULTIES.length : i; // "extreme" (search needed) is past every target
};

/**
 * A puzzle of the asked grade. Each draw is a unique puzzle; one graded harder gets givens, each the digit
 * of the first cell the logical solution could only place with a technique above the target, until the
 * grade comes down (a given only makes a puzzle easier, and keeps it unique). One graded easier is drawn
 * again. After `draws` draws ({@link drawsFor}) the nearest grade met is kept, harder before easier.
 */
export function aimAt(
  target: Difficulty,
  draw: () => { puzzle: Puzzle; grid: number[] },
  draws: number,
): Puzzle {
  const goal = rank(target);
  let best: { puzzle: Puzzle; miss: number } | null = null;
  for (let k = 0; k < draws; k++) {
    const { puzzle, grid } = draw();
    const { puzzle: eased, path } = easeTo(puzzle, grid, goal);
    const miss = goal - rank(gradeOfPath(eased, path).level);
    if (miss === 0) return eased;
    if (best === null || miss < best.miss) best = { puzzle: eased, miss };
  }
  return best!.puzzle;
}

/**
 * Gives digits from the grid until the grade is `goal` or below. Returns the puzzle with its whole logical
 * path (the last one read, which no step above the goal cut short), for its grade.
 */
function easeTo(
  puzzle: Puzzle,
  grid: readonly number[],
  goal: number,
): { puzzle: Puzzle; path: ReturnType<typeof explainUntil> } {
  const givens = [...puzzle.givens];
  for (;;) {
    const current = { ...puzzle, givens: [...givens] };
    // Only the path's first step above the goal matters (its cell is given next), or, when there is none,
    // the whole path: the path is cut there, the puzzles made are the same.
    const tooHard = (s: { technique: string }) => rank(techniqueLevel(s.technique)) > goal;
    const steps = explainUntil(current, tooHard);
    const hard = steps.find(tooHard);
    const filled = givens.filter((d) => d !== 0).length + steps.length;
    if (hard === undefined && filled === givens.length) return { puzzle: current, path: steps };
    // The cell the path was stuck at, or needed too hard a technique for: give it away.
    const at = hard?.deductions[0] ?? firstOpen(current, steps);
    if (at === null) return { puzzle: current, path: steps };
    const i = at.row * puzzle.size + at.col;
    givens[i] = grid[i]!;
  }
}

/** The first cell the logical path left empty, or null when it filled the grid. */
function firstOpen(
  puzzle: Puzzle,
  steps: ReturnType<typeof explainUntil>,
): { row: number; col: number } | null {
  const values = [...puzzle.givens];
  for (const s of steps) for (const d of s.deductions) values[d.row * puzzle.size + d.col] = d.value;
  const i = values.indexOf(0);
  return i < 0 ? null : { row: Math.floor(i / puzzle.size), col: i % puzzle.size };
}
