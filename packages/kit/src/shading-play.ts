// The play model of the shading genres where every cell may be shaded (Hitori, Norinori, Heyawake, ...),
// as puzz.link plays them: the same moves, attempts, progress and completion for all of them; what a genre
// adds is its board and its rules.
import type { BoardDescription } from "./board.js";
import type { GridSize } from "./border-regions.js";
import { cellMistake, readStates, withEntries } from "./play.js";
import { triStateChanges } from "./tri-state-steps.js";
import type { PlayModel, Problem } from "./types.js";

/** A hint's deduction in a shading genre: cell i (row by row) is shaded, or stays unshaded. */
export interface ShadeDeduction {
  cell: number;
  shaded: boolean;
}

/** How a step or a mistake says what a cell is, unless the genre words it: "is shaded" or "stays unshaded". */
export const shadedOrNot = (shaded: boolean): string => (shaded ? "is shaded" : "stays unshaded");

/** What a shading genre tells {@link shadingPlay}: an attempt has an entry for each of its `width` x `height` cells. */
export interface ShadingRules<P extends GridSize> {
  /** The problems with a whole answer (1 shaded, 0 not); none means it is right. */
  problems(puzzle: P, solution: readonly number[]): readonly Problem[];
  /**
   * What the board the site draws holds besides the puzzle's rows and columns: by default plain cells with a
   * `shade` input; what this gives takes their place (cells with clues, the grid points' clues, rooms, an
   * input with its mark).
   */
  board?(puzzle: P): Partial<Omit<BoardDescription, "rows" | "cols">>;
  /**
   * What a cell truly is, as a mistake says it of a cell the attempt has the other way (default: "is shaded"
   * or "stays unshaded"; the same words as `shadingHints`' `decided`).
   */
  decided?(shaded: boolean): string;
  /**
   * The cells the puzzle decides, a cell each: 1 shaded, -1 unshaded, 0 open (Yin-Yang's given circles); by
   * default every cell is open. A given stays 0 in the attempt, no move or step changes it, and the answer
   * reads it as given, so the player never redoes it and a hint never names it.
   */
  given?(puzzle: P): readonly number[];
}

/**
 * A play model where an attempt holds per cell 1 shaded, -1 a dot (marked unshaded), 0 undecided: a left tap
 * shades (a `shade` move of 1), a right tap dots (-1), 0 clears, and a hint's deductions shade and dot. Dots
 * are optional, as on puzz.link: an attempt is complete when its shaded cells (with the given ones) are an
 * answer. Cells the puzzle decides (`rules.given`) take no input and count for neither filled nor total.
 */
export function shadingPlay<P extends GridSize, D extends ShadeDeduction>(
  rules: ShadingRules<P>,
): PlayModel<P, number[], number[], D> {
  const decided = rules.decided ?? shadedOrNot;
  // Per cell the puzzle's shade (1 shaded, -1 not), falsy where open.
  const givenOf = (p: P): readonly number[] => rules.given?.(p) ?? [];
  // The whole answer, 1 shaded and 0 not: the attempt's shaded cells and the puzzle's.
  const answerOf = (p: P, attempt: readonly number[]) => {
    const given = givenOf(p);
    return attempt.map((v, i) => ((given[i] || v) === 1 ? 1 : 0));
  };
  // The entries of an attempt (a saved one, a solution shown) on open cells; 0 on givens.
  const openOnly = (p: P, entries: number[]) => {
    const given = givenOf(p);
    return entries.map((v, i) => (given[i] ? 0 : v));
  };
  const model: PlayModel<P, number[], number[], D> = {
    newAttempt: (p) => new Array<number>(p.width * p.height).fill(0),
    readAttempt(p, saved) {
      const states = readStates(saved, p.width * p.height, [-1, 0, 1]);
      return states && openOnly(p, states);
    },
    applyStep(p, attempt, step) {
      const given = givenOf(p);
      const changes = triStateChanges(step, "shade", (d) => [d.cell, d.shaded ? 1 : -1]);
      return withEntries(
        attempt,
        changes.filter(([cell]) => !given[cell]),
      );
    },
    isComplete: (p, attempt) => rules.problems(p, answerOf(p, attempt)).length === 0,
    mistakes: (p, attempt, solution) =>
      attempt.flatMap((v, i) =>
        v === 0 || (v === 1) === (solution[i] === 1)
          ? []
          : [cellMistake(i, p.width, (name) => `${name} ${decided(v !== 1)}`)],
      ),
    toSolution: answerOf,
    // Dots stay -1: a cell the player decided unshaded is not hinted again.
    hintInput: (_p, attempt) => [...attempt],
    // Shaded cells, and a dot in every other open cell, so the grid is complete.
    fromSolution: (p, solution) =>
      openOnly(
        p,
        solution.map((v) => (v === 1 ? 1 : -1)),
      ),
    progress: (p, attempt) => ({
      filled: attempt.filter((v) => v !== 0).length,
      total: attempt.length - givenOf(p).filter((g) => g).length,
    }),
    board: (p) => ({
      rows: p.height,
      cols: p.width,
      cells: new Array<null>(p.width * p.height).fill(null),
      input: { cells: { kind: "shade" } },
      ...rules.board?.(p),
    }),
    view: (_p, attempt) => ({ shades: [...attempt] }),
  };
  return model;
}

/** What a shading genre on a plain grid tells {@link gridShadingPlay}. */
export interface GridShadingRules<P> {
  /** The problems with a whole answer (1 shaded, 0 not); none means it is right. */
  problems(puzzle: P, solution: readonly number[]): readonly Problem[];
  /**
   * The numbers the board shows, a cell each, row by row: 0 and up a number, -2 a hidden one ("?"), any other
   * value none. Without it the cells show nothing.
   */
  numbers?(puzzle: P): readonly number[];
  /** The room of each cell, drawn as regions, for a genre with rooms. */
  rooms?(puzzle: P): readonly number[];
}

/**
 * {@link shadingPlay} for a genre whose board is its `width` x `height` grid of cells, each shown with its
 * number (if any), the rooms drawn as regions where the genre has them (Hitori, Heyawake, LITS, ...).
 */
export function gridShadingPlay<P extends { width: number; height: number }, D extends ShadeDeduction>(
  rules: GridShadingRules<P>,
): PlayModel<P, number[], number[], D> {
  const { numbers, rooms } = rules;
  const label = (v: number) => (v === -2 ? { text: "?" } : v < 0 ? null : { text: String(v) });
  return shadingPlay<P, D>({
    problems: rules.problems,
    board: (p) => ({
      ...(numbers ? { cells: numbers(p).map(label) } : {}),
      ...(rooms ? { regions: [...rooms(p)] } : {}),
    }),
  });
}
