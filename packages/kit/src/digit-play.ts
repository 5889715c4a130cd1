/**
 * `@gridsmith/kit/digit-play`: the play model of a grid of digits with pencil marks (sudoku, killer sudoku,
 * kakuro): one attempt shape, one reading of saved attempts and one set of moves, so the types that play
 * this way differ only in their grid, their board and their hint steps. Also the digits' symbols and keys a
 * board of digits uses, and the first rules of a number a cell entered over givens (Fillomino, Nanro, Ripple
 * Effect).
 *
 * @packageDocumentation
 */
import { type BoardDescription, type BoardView, isMove, type Move } from "./board.js";
import { cellAt, cellNameAt } from "./cells.js";
import { framedCell } from "./framed-grid.js";
import { pathOfSteps } from "./grade.js";
import { roomCells } from "./room-cells.js";
import type { Cell, PlayModel, Problem, Step } from "./types.js";

export { type EnteredNumberRange, enteredNumberProblems, numbersWithGivens } from "./entered-numbers.js";
// The rows and columns a Latin-square genre (Skyscrapers, Kropki) holds each digit once in.
export { rowsAndColumns } from "./grid-lines.js";
// A value twice in one of those lines, or in a room (Ripple Effect), Easy as ABC's letters too.
export { repeatProblems } from "./repeat-problems.js";
export {
  givensOverRoomSize,
  type RoomSizedGivens,
  type RoomSizeNumberParts,
  roomSizeNumberProblems,
  roomSizeNumberRules,
} from "./room-size-numbers.js";

/**
 * A player's attempt on a grid of digits: `v` the digit entered in each cell (0 = none; givens and blocks
 * stay 0), `n` each cell's pencil marks as a bit mask (digit d is bit d-1). Plain arrays of numbers, so
 * undo, saving and shared links keep it as JSON.
 */
export interface DigitAttempt {
  v: number[];
  n: number[];
}

/**
 * A grid of digits as its play sees it: row-major cells `cols` wide, each a given digit, 0 (open) or -1 (a
 * block, not played); digits 1 to `max`; `units` the groups of cells whose digits differ (rows, columns,
 * boxes), which decide the candidates of "fill candidates".
 */
export interface DigitGrid {
  cols: number;
  cells: readonly number[];
  max: number;
  units?: readonly (readonly number[])[];
}

/** The character for a digit: 1-9, then A, B, C... for 10 and up (a 16x16 sudoku's digits are 1-9, A-G). */
export function digitSymbol(digit: number): string {
  return digit <= 9 ? String(digit) : String.fromCharCode(55 + digit);
}

/** The digit a key stands for on a board of digits 1 to `max` (letters from 10 up, either case), or 0. */
export function digitOfKey(key: string, max: number): number {
  if (key.length !== 1) return 0;
  const code = key.toUpperCase().charCodeAt(0);
  let d = 0;
  if (code >= 49 && code <= 57) d = code - 48;
  else if (code >= 65 && code <= 90 && max > 9) d = code - 55;
  return d >= 1 && d <= max ? d : 0;
}

/**
 * The rows, columns and boxes of a `size` x `size` grid of `box.rows` x `box.cols` boxes (sudoku's units),
 * and the box of each cell, numbered row-major (the board's regions).
 */
export function boxUnits(
  size: number,
  box: { rows: number; cols: number },
): { units: number[][]; regions: number[] } {
  const units: number[][] = [];
  for (let r = 0; r < size; r++) units.push(Array.from({ length: size }, (_, c) => r * size + c));
  for (let c = 0; c < size; c++) units.push(Array.from({ length: size }, (_, r) => r * size + c));
  const across = Math.ceil(size / box.cols);
  const boxes = Array.from({ length: across * Math.ceil(size / box.rows) }, (): number[] => []);
  const regions = Array.from({ length: size * size }, (_, i) => {
    const b = Math.floor(i / size / box.rows) * across + Math.floor((i % size) / box.cols);
    boxes[b]!.push(i);
    return b;
  });
  units.push(...boxes);
  return { units, regions };
}

/**
 * A sudoku-shaped grid (sudoku's, killer sudoku's): `size` x `size` cells with `givens`, digits 1 to the
 * size, rows, columns and boxes as units; and its board: givens as their symbols, boxes as regions, digit
 * keys with pencil marks. A size without boxes (`box` null) gets boxes one row high.
 */
export function boxedGrid(
  size: number,
  box: { rows: number; cols: number } | null,
  givens: readonly number[],
): { grid: DigitGrid; board: BoardDescription } {
  const { units, regions } = boxUnits(size, box ?? { rows: 1, cols: size });
  const grid: DigitGrid = { cols: size, cells: givens, max: size, units };
  return {
    grid,
    board: {
      rows: size,
      cols: size,
      cells: digitCells(grid),
      regions,
      input: { cells: { kind: "digit", min: 1, max: size, marks: true } },
    },
  };
}

const isOpen = (grid: DigitGrid, i: number) => grid.cells[i] === 0;

/** The digit in each cell, given or entered; 0 where empty and in blocks. */
export function digitsOf(grid: DigitGrid, a: DigitAttempt): number[] {
  return grid.cells.map((g, i) => (g > 0 ? g : g === 0 ? a.v[i] || 0 : 0));
}

/** A list of `length` integers from 0 to `max`, zero in every block; checked before anything is read. */
function fits(grid: DigitGrid, list: unknown, max: number): list is number[] {
  if (!Array.isArray(list) || list.length !== grid.cells.length) return false;
  for (let i = 0; i < list.length; i++) {
    const x: unknown = list[i];
    if (!Number.isInteger(x) || (x as number) < 0 || (x as number) > max) return false;
    if (x !== 0 && grid.cells[i]! < 0) return false;
  }
  return true;
}

/**
 * A saved attempt `{ v, n }` if it fits the grid, else null: a digit or a mark in a block, a list of another
 * length or a number out of range means it was made for another puzzle. A digit saved over a given gives
 * way to the given. Costs what the grid costs, whatever the value is; never throws.
 */
export function readDigitAttempt(grid: DigitGrid, saved: unknown): DigitAttempt | null {
  if (typeof saved !== "object" || saved === null || Array.isArray(saved)) return null;
  const { v, n } = saved as { v?: unknown; n?: unknown };
  if (!fits(grid, v, grid.max) || !fits(grid, n, 2 ** grid.max - 1)) return null;
  return { v: v.map((d, i) => (isOpen(grid, i) ? d : 0)), n: [...n] };
}

/** The attempt with digit `d` in open cell `i` (0 empties it; a digit clears the cell's marks). */
export function setDigit(grid: DigitGrid, a: DigitAttempt, i: number, d: number): DigitAttempt {
  if (!isOpen(grid, i) || (a.v[i] === d && (d === 0 || !a.n[i]))) return a;
  const v = [...a.v];
  const n = [...a.n];
  v[i] = d;
  if (d) n[i] = 0;
  return { v, n };
}

/** The attempt with pencil mark `d` turned on or off in open cell `i`, when it holds no digit. */
export function toggleMark(grid: DigitGrid, a: DigitAttempt, i: number, d: number): DigitAttempt {
  if (!isOpen(grid, i) || a.v[i] || !(Number.isInteger(d) && d >= 1 && d <= grid.max)) return a;
  const n = [...a.n];
  n[i] = (n[i] ?? 0) ^ (1 << (d - 1));
  return { v: a.v, n };
}

/** The attempt with cell `i` emptied: its digit, else its pencil marks. */
export function clearCell(grid: DigitGrid, a: DigitAttempt, i: number): DigitAttempt {
  if (!isOpen(grid, i)) return a;
  if (a.v[i]) return setDigit(grid, a, i, 0);
  if (!a.n[i]) return a;
  const n = [...a.n];
  n[i] = 0;
  return { v: a.v, n };
}

/**
 * Carries out a player's move: `value` writes a digit (null or 0 empties the cell: its digit, else its
 * marks), `mark` toggles a pencil mark; other moves, and moves on givens, blocks or off the grid, change
 * nothing.
 */
export function applyDigitMove(grid: DigitGrid, a: DigitAttempt, move: Move): DigitAttempt {
  if (move.kind !== "value" && move.kind !== "mark") return a;
  const i = move.cell;
  if (!(Number.isInteger(i) && i >= 0 && i < grid.cells.length)) return a;
  if (move.kind === "mark") return toggleMark(grid, a, i, move.digit);
  const d = move.value;
  if (d === null || d === 0) return clearCell(grid, a, i);
  return typeof d === "number" && Number.isInteger(d) && d >= 1 && d <= grid.max
    ? setDigit(grid, a, i, d)
    : a;
}

/** A digit a hint's step writes (killer sudoku's and kakuro's deductions): row and column 0-based. */
export interface DigitPlacement {
  row: number;
  col: number;
  value: number;
}

/**
 * The hint's step that writes `value` in cell `i` of a grid `cols` wide: "r2c3 must be 4: `message`", naming
 * as its reason the cells of `because` other than `i`, each once, in reading order.
 */
export function placementStep(
  cols: number,
  technique: string,
  i: number,
  value: number,
  message: string,
  because: readonly number[],
): Step<DigitPlacement> {
  const at = cellAt(i, cols);
  const cells = [...new Set(because.filter((j) => j !== i))]
    .sort((a, b) => a - b)
    .map((j) => cellAt(j, cols));
  return {
    technique,
    message: `${cellNameAt(i, cols)} must be ${value}: ${message}`,
    cells: [at],
    because: { cells },
    deductions: [{ ...at, value }],
  };
}

/**
 * The hint's step of a genre played on a board framed by its clues (Skyscrapers, Easy as ABC) that writes
 * `value` in grid cell `i` of a grid `width` cells wide: "r2c3 " and `says` ("must be 4: ..."), pointing at
 * the cell on the framed board, its reasons the framed cells of `because` (clues among them) other than it,
 * its deduction the grid's row and column (from 0).
 */
export function framedPlacementStep(
  p: { width: number },
  technique: string,
  i: number,
  value: number,
  says: string,
  because: readonly Cell[],
): Step<DigitPlacement> {
  const at = framedCell(p, i);
  const others = because.filter((c) => c.row !== at.row || c.col !== at.col);
  return {
    technique,
    message: `${cellNameAt(i, p.width)} ${says}`,
    cells: [at],
    ...(others.length > 0 ? { because: { cells: others } } : {}),
    deductions: [{ row: at.row - 1, col: at.col - 1, value }],
  };
}

/**
 * The logical solution path of a type that places digits: the steps `next` finds from `values` (a digit per
 * cell of a grid `cols` wide, 0 for empty) one after another, each step's placements written into `values`
 * before the next is asked for, until `next` finds nothing. `values` ends as far as logic fills it.
 */
export function placementPath<S extends Step<DigitPlacement>>(
  values: number[],
  cols: number,
  next: (values: readonly number[]) => S | null,
): S[] {
  return pathOfSteps(
    () => next(values),
    (step) => {
      for (const d of step.deductions) values[d.row * cols + d.col] = d.value;
    },
  );
}

/**
 * The hint's step when no digit can be placed in some open cell whatever the others hold: the digits written
 * so far cannot all stand, or the puzzle has no solution. It names no cell and deduces nothing.
 */
export function deadEndStep(): Step<DigitPlacement> {
  return {
    technique: "contradiction",
    message:
      "no digits can finish the grid from here: a digit written so far is wrong, or the puzzle has no solution",
    cells: [],
    deductions: [],
  };
}

/**
 * Carries out a hint's placement `{ row, col, value }` (killer sudoku's and kakuro's deductions): the digit
 * goes in the cell when it is open and the digit in range; anything else changes nothing.
 */
export function placeDigit(grid: DigitGrid, a: DigitAttempt, placement: DigitPlacement): DigitAttempt {
  const { row, col, value } = placement;
  const rows = grid.cells.length / grid.cols;
  if (
    !(Number.isInteger(row) && Number.isInteger(col) && row >= 0 && col >= 0 && row < rows && col < grid.cols)
  )
    return a;
  if (!(Number.isInteger(value) && value >= 1 && value <= grid.max)) return a;
  return setDigit(grid, a, row * grid.cols + col, value);
}

/** Each cell's candidates as a mask (digit d is bit d-1): the digits no unit through it holds. */
export function candidateMasks(grid: DigitGrid, a: DigitAttempt): number[] {
  const digits = digitsOf(grid, a);
  const all = 2 ** grid.max - 1;
  const masks = grid.cells.map(() => all);
  for (const unit of grid.units ?? []) {
    const used = unit.reduce((m, i) => m | (digits[i] ? 1 << (digits[i]! - 1) : 0), 0);
    for (const i of unit) masks[i]! &= ~used;
  }
  return masks;
}

/** The attempt with the marks of every empty open cell set to `masks`; the same attempt when none changes. */
export function withMarks(grid: DigitGrid, a: DigitAttempt, masks: readonly number[]): DigitAttempt {
  const n = grid.cells.map((_, i) => (isOpen(grid, i) && !a.v[i] ? masks[i]! : (a.n[i] ?? 0)));
  return n.every((m, i) => m === a.n[i]) ? a : { v: a.v, n };
}

/** The cells of a grid, as the board's clues: a given shows its symbol, a block is a block. */
export function digitCells(grid: DigitGrid): BoardDescription["cells"] {
  return grid.cells.map((g) => (g > 0 ? { text: digitSymbol(g) } : g < 0 ? { block: true } : null));
}

/** The digits of a mask, smallest first. */
const digitsOfMask = (max: number, mask: number) =>
  Array.from({ length: max }, (_, k) => k + 1).filter((d) => mask & (1 << (d - 1)));

/**
 * What a type playing as a grid of digits says of itself; {@link digitPlay} makes the rest of its play model.
 */
export interface DigitPlayHooks<Puzzle, Solution, Deduction> {
  /** The puzzle's grid. */
  grid(puzzle: Puzzle): DigitGrid;
  /** The board: the grid's cells (see {@link digitCells}) with the type's regions, cages or clues. */
  board(puzzle: Puzzle, grid: DigitGrid): BoardDescription;
  /** A solution's digit per cell, row-major (0 in blocks). */
  digits(puzzle: Puzzle, solution: Solution): readonly number[];
  /** The type's (partial) solution with these digits per cell (0 where empty and in blocks). */
  solution(puzzle: Puzzle, digits: number[]): Partial<Solution> | Solution;
  /** The attempt after one of the type's hint deductions; the input is never changed. */
  deduce(puzzle: Puzzle, grid: DigitGrid, attempt: DigitAttempt, deduction: Deduction): DigitAttempt;
  /** The candidates "fill candidates" writes, as masks per cell; default: {@link candidateMasks}. */
  candidates?(puzzle: Puzzle, grid: DigitGrid, attempt: DigitAttempt): number[];
}

/**
 * The play model of a type played as a grid of digits with pencil marks: the attempt is a
 * {@link DigitAttempt}, moves write digits and toggle marks, a hint's step is carried out deduction by
 * deduction with the type's `deduce`.
 */
export function digitPlay<Puzzle, Solution, Deduction>(
  hooks: DigitPlayHooks<Puzzle, Solution, Deduction>,
): PlayModel<Puzzle, Solution, DigitAttempt, Deduction> {
  const open = (grid: DigitGrid) => grid.cells.flatMap((g, i) => (g === 0 ? [i] : []));
  return {
    newAttempt(p) {
      const zeros = () => new Array<number>(hooks.grid(p).cells.length).fill(0);
      return { v: zeros(), n: zeros() };
    },
    readAttempt: (p, saved) => readDigitAttempt(hooks.grid(p), saved),
    applyStep(p, a, step: Step<Deduction> | Move) {
      const grid = hooks.grid(p);
      if (isMove(step)) return applyDigitMove(grid, a, step);
      const deductions: unknown[] = Array.isArray(step.deductions) ? step.deductions : [];
      return deductions.reduce<DigitAttempt>(
        (next, d) =>
          typeof d === "object" && d !== null ? hooks.deduce(p, grid, next, d as Deduction) : next,
        a,
      );
    },
    isComplete(p, a) {
      const grid = hooks.grid(p);
      return grid.cells.every((g, i) => g !== 0 || !!a.v[i]);
    },
    mistakes(p, a, solution) {
      const grid = hooks.grid(p);
      const digits = hooks.digits(p, solution);
      return open(grid).flatMap((i): Problem[] => {
        const d = a.v[i] ?? 0;
        if (!d || d === digits[i]) return [];
        const cell = cellAt(i, grid.cols);
        return [
          {
            code: "differs-from-solution",
            message: `r${cell.row + 1}c${cell.col + 1} is not ${digitSymbol(d)}`,
            cells: [cell],
          },
        ];
      });
    },
    toSolution: (p, a) => hooks.solution(p, digitsOf(hooks.grid(p), a)),
    fromSolution(p, solution) {
      const grid = hooks.grid(p);
      const digits = hooks.digits(p, solution);
      return {
        v: grid.cells.map((g, i) => (g === 0 ? digits[i] || 0 : 0)),
        n: new Array<number>(grid.cells.length).fill(0),
      };
    },
    progress(p, a) {
      const cells = open(hooks.grid(p));
      return { filled: cells.filter((i) => a.v[i]).length, total: cells.length };
    },
    board: (p) => hooks.board(p, hooks.grid(p)),
    view(p, a): BoardView {
      const grid = hooks.grid(p);
      return {
        values: grid.cells.map((g, i) => (g === 0 && a.v[i] ? a.v[i]! : null)),
        marks: grid.cells.map((g, i) => (g === 0 && !a.v[i] ? digitsOfMask(grid.max, a.n[i] ?? 0) : [])),
      };
    },
    fillCandidates(p, a) {
      const grid = hooks.grid(p);
      return withMarks(grid, a, hooks.candidates?.(p, grid, a) ?? candidateMasks(grid, a));
    },
  };
}

/**
 * The play model of a type played as a grid of digits whose hint deductions are placements `{ row, col, value }`
 * in the grid (Killer Sudoku, Kakuro, Kropki): {@link digitPlay}, each deduction carried out by
 * {@link placeDigit}.
 */
export function placementPlay<Puzzle, Solution>(
  hooks: Omit<DigitPlayHooks<Puzzle, Solution, DigitPlacement>, "deduce">,
): PlayModel<Puzzle, Solution, DigitAttempt, DigitPlacement> {
  return digitPlay<Puzzle, Solution, DigitPlacement>({
    ...hooks,
    deduce: (_p, grid, attempt, placement) => placeDigit(grid, attempt, placement),
  });
}

/**
 * A grid of numbers to fill around given ones (Fillomino, Nanro, Ripple Effect): `width` x `height` cells,
 * row by row; `givens` each cell's given number, -1 for none or -2 for a `?` (a number not shown, played as
 * an open cell); `rooms` each cell's room, where the grid has rooms.
 */
export interface GivenNumbers {
  width: number;
  height: number;
  givens: readonly number[];
  rooms?: readonly number[];
}

/** What a type playing as {@link GivenNumbers} says of itself; {@link givenNumbersPlay} makes its play model. */
export interface GivenNumbersPlayOptions<Puzzle> {
  /** The largest number a player types in `puzzle`. */
  max(puzzle: Puzzle): number;
  /** A `?` cell holds no number (0 in the solution) rather than the one typed in it. */
  unknownHoldsNone?: boolean;
  /**
   * Cells may stay empty and the player marks them so (`x`, the digit one past `max`; pzprjs's "no number
   * here"): a hint that a cell holds none marks it, and what a hint reads keeps the mark (-1), so that step is
   * not hinted again (Nanro).
   */
  emptyMark?: boolean;
  /**
   * The rules' problems of a (partial) solution: given, the attempt is complete when it has none (some cells
   * may stay empty); without, when every open cell holds a number.
   */
  problems?(puzzle: Puzzle, solution: number[]): readonly Problem[];
}

/** A given whose number is not shown (`?`), as {@link GivenNumbers} writes it. */
const UNKNOWN = -2;

/**
 * The play model of a {@link GivenNumbers} type, as puzz.link plays it: numbers typed into the cells with
 * digit keys (pencil marks too), the givens shown (a `?` as `?`), the rooms, when there are any, drawn with
 * thick borders and each a unit of "fill candidates"; hints place numbers. The solution is the givens and
 * the typed numbers, one per cell.
 */
export function givenNumbersPlay<Puzzle extends GivenNumbers>(
  options: GivenNumbersPlayOptions<Puzzle>,
): PlayModel<Puzzle, number[], DigitAttempt, DigitPlacement> {
  // With an empty mark, the digit one past the largest number marks a cell empty (0 in the solution).
  const empty = (p: Puzzle) => (options.emptyMark ? options.max(p) + 1 : -1);
  const grid = (p: Puzzle): DigitGrid => ({
    cols: p.width,
    cells: p.givens.map((g) => Math.max(g, 0)),
    max: options.emptyMark ? empty(p) : options.max(p),
    ...(p.rooms ? { units: roomCells({ rooms: p.rooms }) } : {}),
  });
  const digits = digitPlay<Puzzle, number[], DigitPlacement>({
    grid,
    board(p, g) {
      const cells = digitCells(g).map((c, i) => (p.givens[i] === UNKNOWN ? { text: "?" } : c));
      return {
        rows: p.height,
        cols: p.width,
        cells,
        ...(p.rooms ? { regions: [...p.rooms] } : {}),
        input: {
          cells: {
            kind: "digit",
            min: 1,
            max: g.max,
            marks: true,
            ...(options.emptyMark
              ? { symbols: [...Array.from({ length: g.max - 1 }, (_, k) => String(k + 1)), "x"] }
              : {}),
          },
        },
      };
    },
    digits: (p, solution) =>
      solution.map((v, i) => (v === 0 && p.givens[i]! < 0 ? Math.max(empty(p), 0) : v)),
    solution: (p, typed) =>
      typed.map((d, i) => {
        const g = p.givens[i]!;
        return g > 0 ? g : g === UNKNOWN && options.unknownHoldsNone ? 0 : d === empty(p) ? 0 : d;
      }),
    deduce: (p, g, attempt, d) =>
      placeDigit(g, attempt, d.value === 0 && options.emptyMark ? { ...d, value: empty(p) } : d),
  });
  const { problems } = options;
  return {
    ...digits,
    ...(problems
      ? { isComplete: (p, a) => problems(p, digits.toSolution(p, a) as number[]).length === 0 }
      : {}),
    ...(options.emptyMark
      ? {
          hintInput: (p, a) =>
            digitsOf(grid(p), a).map((d, i) => (p.givens[i]! > 0 ? p.givens[i]! : d === empty(p) ? -1 : d)),
        }
      : {}),
  };
}
