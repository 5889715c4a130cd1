import { roomCells, topCell } from "../puzzlink-room-numbers.js";
import { NO_NUMBER } from "../pzprv3-cells.js";
import { solveResult } from "../result.js";
import type { Problem, PuzzleType, SolveOptions, SolveResult } from "../types.js";

/** A cell fixed to a value: `index` is the cell's place in {@link SetterModel.cells}' list. */
export interface Given<V = unknown> {
  index: number;
  value: V;
}

/**
 * What the setter tools need to know about a puzzle type beyond its {@link PuzzleType}: how a solution
 * reads as cells (so two solutions compare cell by cell) and how to solve with some cells fixed. The
 * algorithms in this module work over any type through one of these.
 */
export interface SetterModel<Puzzle, Solution, V = unknown> {
  /** A solution's cells, one comparable value (`===`) per cell, in a fixed order (row by row on a grid). */
  cells(puzzle: Puzzle, solution: Solution): readonly V[];
  /** Solves with these cells fixed; `givens` is empty for the puzzle as it is. */
  solve(puzzle: Puzzle, givens: readonly Given<V>[], options: SolveOptions): SolveResult<Solution>;
  /**
   * Whether the setter may still give the cell: false for a cell the puzzle already gives or one that is
   * not a cell to fill (a kakuro clue block). Absent: every cell is open.
   */
  isOpen?(puzzle: Puzzle, index: number): boolean;
  /**
   * Every value the cell could hold. With it, {@link backbone} proves a cell forced by asking, for each
   * other value, whether a solution has it; without it only enumerating solutions can tell.
   */
  values?(puzzle: Puzzle, index: number): readonly V[];
}

/** How to build a {@link SetterModel} for a type whose puzzles hold givens. */
export interface GivensModelOptions<Puzzle, Solution, V> {
  /** As {@link SetterModel.cells}. */
  cells(puzzle: Puzzle, solution: Solution): readonly V[];
  /** The puzzle with these cells given (a new value; the puzzle passed in is not changed). */
  withGivens(puzzle: Puzzle, givens: readonly Given<V>[]): Puzzle;
  /** As {@link SetterModel.isOpen}. */
  isOpen?(puzzle: Puzzle, index: number): boolean;
  /** As {@link SetterModel.values}. */
  values?(puzzle: Puzzle, index: number): readonly V[];
}

/**
 * A {@link SetterModel} that also writes its givens into a puzzle, as its `solve` does: a generator makes the
 * puzzle it returns from the givens it found in the same way (see `goalPuzzle`).
 */
export interface GivensSetterModel<Puzzle, Solution, V> extends SetterModel<Puzzle, Solution, V> {
  /** The puzzle with these givens written in (a new value; the puzzle passed in is not changed). */
  withGivens(puzzle: Puzzle, givens: readonly Given<V>[]): Puzzle;
}

/**
 * A {@link SetterModel} for a type whose puzzles hold givens (sudoku digits, crosspatch letters): it solves the
 * puzzle with the givens written in. With the type's `validate`, a puzzle whose added givens fail it (a digit
 * twice in a row) has no solution: it answers `none` without calling the solver, which is only promised to
 * handle valid puzzles. Without it (a type whose written givens are valid by construction, as a generator's
 * counts of its own answer) every such puzzle goes to the solver.
 */
export function givensModel<Puzzle, Solution, V>(
  type: Pick<PuzzleType<Puzzle, Solution>, "solve"> & Partial<Pick<PuzzleType<Puzzle, Solution>, "validate">>,
  options: GivensModelOptions<Puzzle, Solution, V>,
): GivensSetterModel<Puzzle, Solution, V> {
  return {
    cells: options.cells,
    withGivens: options.withGivens,
    ...(options.isOpen ? { isOpen: options.isOpen } : {}),
    ...(options.values ? { values: options.values } : {}),
    solve(puzzle, givens, solveOptions) {
      if (givens.length === 0) return type.solve(puzzle, solveOptions);
      const given = options.withGivens(puzzle, givens);
      const problems: Problem[] = type.validate?.(given) ?? [];
      if (problems.length > 0) return noSolution();
      return type.solve(given, solveOptions);
    },
  };
}

function noSolution<S>(): SolveResult<S> {
  return solveResult([], true, null, { nodes: 0, failures: 0, propagations: 0, ms: 0 });
}

/**
 * The {@link SetterModel} of the room-numbers genres whose number counts its room's shaded cells (Heyawake,
 * Shimaguni): one cell per room, its value the room's shaded cells (1) in a solution; solved by `solve` with
 * the given rooms numbered, each on its top cell, and no other room numbered.
 */
export function roomCountSetter<Puzzle extends { width: number; rooms: number[]; numbers: number[] }>(
  solve: (puzzle: Puzzle, options: SolveOptions) => SolveResult<number[]>,
): GivensSetterModel<Puzzle, number[], number> {
  const withGivens = (puzzle: Puzzle, givens: readonly Given<number>[]): Puzzle => {
    const numbers = new Array<number>(puzzle.rooms.length).fill(NO_NUMBER);
    const cells = roomCells(puzzle);
    for (const g of givens) numbers[topCell(puzzle, cells[g.index]!)] = g.value;
    return { ...puzzle, numbers };
  };
  return {
    cells: (puzzle, solution) =>
      roomCells(puzzle).map((cells) => cells.filter((i) => solution[i] === 1).length),
    withGivens,
    solve: (puzzle, givens, options) => solve(withGivens(puzzle, givens), options),
  };
}
