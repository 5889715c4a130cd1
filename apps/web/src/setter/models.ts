import { type AnyPuzzleType, borderEdges, type Cell } from "@gridsmith/kit";
import { type Given, givensModel, type SetterModel } from "@gridsmith/kit/setter";

// How the setter tools (kit/setter) see each type's puzzles and solutions as cells. Plain data access
// only (no package code), so the page and the worker share this file without loading a solver. A type not
// listed gets `genericModel`: its solutions compared leaf by leaf, no givens, a text summary.

/** A type's setter model, plus what the page needs to show its answers. */
export interface SiteSetterModel {
  model: SetterModel<unknown, unknown, unknown>;
  /** Grid shape, to turn a cell's index into its row and column; null when solutions have no grid. */
  shape(puzzle: unknown): { rows: number; cols: number } | null;
  /** The puzzle with the givens written in, for types whose formats hold givens; absent otherwise. */
  withGivens?(puzzle: unknown, givens: readonly Given[]): unknown;
  /**
   * For a type whose givens are not its solutions' cells (slitherlink: clue numbers in cells, while a
   * solution is edges): the model "what makes it unique" works through, and the grid its givens' indexes
   * name. Absent: `model` and `shape`, as for every type whose givens are cells of the solution.
   */
  givens?: {
    model: SetterModel<unknown, unknown, unknown>;
    shape(puzzle: unknown): { rows: number; cols: number } | null;
  };
}

interface Sudoku {
  size: number;
  cells: number[];
}
interface Killer {
  size: number;
  givens: number[];
}
interface Kakuro {
  rows: number;
  cols: number;
  cells: (number | object)[];
}
interface Crosspatch {
  grid: string[];
  words: string[];
}
interface Nurikabe {
  width: number;
  height: number;
}
/** Slitherlink: `clues` row by row, -1 for none; a solution is 0/1 per edge (see its package's puzzle.ts). */
interface Slitherlink {
  width: number;
  height: number;
  clues: number[];
}
interface Nonogram {
  rows: unknown[];
  columns: unknown[];
  palette?: { code: string }[];
}

const digits = (n: number) => Array.from({ length: n }, (_, d) => d + 1);
const replaced = <T>(list: readonly T[], givens: readonly Given[]) => {
  const out = [...list];
  for (const g of givens) out[g.index] = g.value as T;
  return out;
};
const widthOf = (rows: readonly string[]) => Math.max(0, ...rows.map((r) => r.length));
/** Rows of text as one character per cell, padded with spaces to a rectangle. */
const charCells = (rows: readonly string[]) => {
  const width = widthOf(rows);
  return rows.flatMap((r) => [...r.padEnd(width, " ")]);
};

/** A crosspatch framework with given letters written into its empty cells. */
function withLetters(p: Crosspatch, givens: readonly Given[]): Crosspatch {
  const width = widthOf(p.grid);
  const cells = replaced(charCells(p.grid), givens);
  return {
    ...p,
    grid: p.grid.map((_, r) =>
      cells
        .slice(r * width, (r + 1) * width)
        .join("")
        .trimEnd(),
    ),
  };
}

/**
 * How many loop edges surround each cell, row by row: the clue number each cell would carry. The edge
 * numbering is kit's `borderEdges`, which is the package's.
 */
export function loopCounts(p: Slitherlink, loop: readonly number[]): number[] {
  return p.clues.map((_, i) =>
    borderEdges
      .around(p.height, p.width, Math.floor(i / p.width), i % p.width)
      .reduce((n, e) => n + (loop[e] === 1 ? 1 : 0), 0),
  );
}

/** A slitherlink with clue numbers written into cells that had none. */
const withClues = (p: Slitherlink, givens: readonly Given[]): Slitherlink => ({
  ...p,
  clues: replaced(p.clues, givens),
});

type Spec = Omit<SiteSetterModel, "model" | "givens"> & {
  model(type: AnyPuzzleType): SetterModel<unknown, unknown, unknown>;
  /**
   * False for a type whose puzzles cannot take givens (its backbone still shows on the grid); a function
   * for a type whose givens are not its solutions' cells (see {@link SiteSetterModel.givens}).
   */
  givens?: false | ((type: AnyPuzzleType) => NonNullable<SiteSetterModel["givens"]>);
  /** Why "what makes it unique" is not offered, in one sentence for the panel, for a type without givens. */
  noGivens?: string;
};

const specs: Record<string, Spec> = {
  sudoku: {
    model: (type) =>
      givensModel<Sudoku, { cells: number[] }, number>(type, {
        cells: (_p, s) => s.cells,
        withGivens: (p, givens) => ({ ...p, cells: replaced(p.cells, givens) }),
        isOpen: (p, i) => p.cells[i] === 0,
        values: (p) => digits(p.size),
      }) as SetterModel<unknown, unknown, unknown>,
    shape: (p) => ({ rows: (p as Sudoku).size, cols: (p as Sudoku).size }),
    withGivens: (p, givens) => ({ ...(p as Sudoku), cells: replaced((p as Sudoku).cells, givens) }),
  },
  "killer-sudoku": {
    model: (type) =>
      givensModel<Killer, number[], number>(type, {
        cells: (_p, s) => s,
        withGivens: (p, givens) => ({ ...p, givens: replaced(p.givens, givens) }),
        isOpen: (p, i) => p.givens[i] === 0,
        values: (p) => digits(p.size),
      }) as SetterModel<unknown, unknown, unknown>,
    shape: (p) => ({ rows: (p as Killer).size, cols: (p as Killer).size }),
    withGivens: (p, givens) => ({ ...(p as Killer), givens: replaced((p as Killer).givens, givens) }),
  },
  kakuro: {
    model: (type) =>
      givensModel<Kakuro, number[], number>(type, {
        cells: (_p, s) => s,
        withGivens: (p, givens) => ({ ...p, cells: replaced(p.cells, givens) }),
        // Clue blocks are objects; a white cell is 0 until given.
        isOpen: (p, i) => p.cells[i] === 0,
        values: () => digits(9),
      }) as SetterModel<unknown, unknown, unknown>,
    shape: (p) => ({ rows: (p as Kakuro).rows, cols: (p as Kakuro).cols }),
    withGivens: (p, givens) => ({ ...(p as Kakuro), cells: replaced((p as Kakuro).cells, givens) }),
  },
  crosspatch: {
    model: (type) =>
      givensModel<Crosspatch, { rows: string[] }, string>(type, {
        // Placements can differ where the letters do not (a word listed twice): letters are what shows.
        cells: (p, s) => {
          const width = widthOf(p.grid);
          return s.rows.flatMap((r) => [...r.padEnd(width, " ").slice(0, width)]);
        },
        withGivens: withLetters,
        isOpen: (p, i) => charCells(p.grid)[i] === "#",
        values: (p) => [...new Set(p.words.join(""))].sort(),
      }) as SetterModel<unknown, unknown, unknown>,
    shape: (p) => ({ rows: (p as Crosspatch).grid.length, cols: widthOf((p as Crosspatch).grid) }),
    withGivens: (p, givens) => withLetters(p as Crosspatch, givens),
  },
  // Slitherlink's solutions are edges, compared edge by edge (no grid of cells: the backbone is said in
  // words); its givens are clue numbers: an empty cell given the count of loop edges around it in one
  // solution, as a setter adds a number to rule out another loop.
  slitherlink: {
    model: (type) => genericModel(type).model,
    shape: () => null,
    givens: (type) => ({
      model: givensModel<Slitherlink, number[], number>(type, {
        cells: loopCounts,
        withGivens: withClues,
        isOpen: (p, i) => p.clues[i] === -1,
        values: () => [0, 1, 2, 3, 4],
      }) as SetterModel<unknown, unknown, unknown>,
      shape: (p) => ({ rows: (p as Slitherlink).height, cols: (p as Slitherlink).width }),
    }),
    withGivens: (p, givens) => withClues(p as Slitherlink, givens),
  },
  // Nurikabe's formats hold no givens: the backbone (walls and islands every solution shares) by enumeration.
  nurikabe: {
    model: (type) => ({
      cells: (_p, s) => s as number[],
      solve(puzzle, givens, options) {
        if (givens.length > 0) throw new Error(`${type.title} cannot take givens here`);
        return type.solve(puzzle, options);
      },
    }),
    shape: (p) => ({ rows: (p as Nurikabe).height, cols: (p as Nurikabe).width }),
    givens: false,
    // Every island holds exactly one number and every cell is wall or island: there is nothing to add.
    noGivens:
      "Nurikabe gives one number per island, so no given can be added: a second solution is ruled out by changing the islands' numbers or places, and List solutions shows where the solutions differ.",
  },
  nonogram: {
    // Nonogram formats have no givens: the solver takes them as an option (rows of codes, `?` open).
    model: (type) => ({
      cells: (_p, s) => (s as string[]).flatMap((row) => [...row]),
      solve(puzzle, givens, options) {
        if (givens.length === 0) return type.solve(puzzle, options);
        const p = puzzle as Nonogram;
        const cells = replaced(Array<unknown>(p.rows.length * p.columns.length).fill("?"), givens);
        const rows = p.rows.map((_, r) =>
          cells.slice(r * p.columns.length, (r + 1) * p.columns.length).join(""),
        );
        return type.solve(puzzle, { ...options, givens: rows } as never);
      },
      values: (puzzle) => {
        const palette = (puzzle as Nonogram).palette;
        return palette && palette.length > 2 ? palette.map((c) => c.code) : ["#", "."];
      },
    }),
    shape: (p) => ({ rows: (p as Nonogram).rows.length, cols: (p as Nonogram).columns.length }),
  },
};

/** Any JSON value as a list of its leaves (strings split into characters), in a fixed order. */
export function leaves(value: unknown): unknown[] {
  if (typeof value === "string") return [...value];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === "object") {
    return Object.keys(value)
      .sort()
      .flatMap((k) => leaves((value as Record<string, unknown>)[k]));
  }
  return [value];
}

/** For a type the site knows nothing about: enumeration only, no givens, no grid. */
function genericModel(type: AnyPuzzleType): SiteSetterModel {
  return {
    model: {
      cells: (_p, s) => leaves(s),
      solve: (puzzle, givens, options) => {
        if (givens.length > 0) throw new Error(`${type.title} cannot take givens here`);
        return type.solve(puzzle, options);
      },
    },
    shape: () => null,
  };
}

/** The setter model of a type. */
export function setterModel(type: AnyPuzzleType): SiteSetterModel {
  const spec = specs[type.id];
  if (!spec) return genericModel(type);
  const { givens, noGivens: _noGivens, ...site } = spec;
  return { ...site, model: spec.model(type), ...(givens ? { givens: givens(type) } : {}) };
}

/** Whether the tools can add givens to this type's puzzles (to find or show what makes one unique). */
export function canGive(typeId: string): boolean {
  return typeId in specs && specs[typeId]!.givens !== false;
}

/** Why a type's puzzles take no givens, in one sentence for the setter panel; null when it does or is unknown. */
export function noGivensReason(typeId: string): string | null {
  return specs[typeId]?.noGivens ?? null;
}

/** A cell's index as its row and column. */
export function cellAt(shape: { cols: number }, index: number): Cell {
  return { row: Math.floor(index / shape.cols), col: index % shape.cols };
}
