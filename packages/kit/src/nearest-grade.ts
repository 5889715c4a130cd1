/**
 * The grade levels a generator may be asked for, easiest first, and `beyond` (a path that needs more than
 * the ladder) past them: the levels every type's `grade` answers in, so a generator's difficulty is the
 * level `grade` gives the puzzles it makes.
 */
export const GRADE_LEVELS = ["easy", "medium", "hard", "expert", "beyond"] as const;

/** A level's rank in {@link GRADE_LEVELS}; a level not there ranks past them all. */
export function gradeRank(level: string): number {
  const i = (GRADE_LEVELS as readonly string[]).indexOf(level);
  return i < 0 ? GRADE_LEVELS.length : i;
}

/**
 * The draws of a generator that aims at a grade: each puzzle drawn is offered with the level `grade` gives it,
 * and the one nearest the asked level is kept, the first on a tie; so when a size rarely reaches the level
 * (a tiny grid, a rare technique) the generator ends after its draws with the nearest it met, never more.
 */
export class NearestGrade<P> {
  private kept: { puzzle: P; distance: number } | undefined;

  constructor(private readonly target: string) {}

  /** Keeps `puzzle` when it is nearer than the one kept; true when its level is the one asked. */
  offer(puzzle: P, level: string): boolean {
    const distance = Math.abs(gradeRank(level) - gradeRank(this.target));
    if (!this.kept || distance < this.kept.distance) this.kept = { puzzle, distance };
    return distance === 0;
  }

  /** The nearest puzzle offered; throws when none was. */
  nearest(): P {
    if (!this.kept) throw new Error("no puzzle was drawn");
    return this.kept.puzzle;
  }
}
