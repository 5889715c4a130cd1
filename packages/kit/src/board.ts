/**
 * The board vocabulary: what a puzzle type's board shows and what a player can do on it, in one set of terms
 * for every type, so one renderer draws them all (pzprjs's conventions: left tap shades or draws, right tap
 * dots or crosses, dragging draws a line or paints a run, digit keys type digits).
 *
 * Cells are numbered row-major from 0. Edges are the segments of the grid's lines, numbered as
 * {@link borderEdges} says (slitherlink's loop runs on them, walls sit on them); `centre` lines join the
 * centres of neighbouring cells and are numbered as {@link centreEdges} says.
 */

/** What a cell shows before anyone plays: a clue, a given, or a block that is not played. */
export interface CellClue {
  /** A number or letter printed in the cell (a sudoku given, a nurikabe island size, a slitherlink clue). */
  text?: string;
  /** The cell is not played (a kakuro clue cell, a crossword block); drawn dark. */
  block?: boolean;
  /** A block's diagonal clue: the sum to its right (upper triangle) and below it (lower triangle). */
  across?: number;
  down?: number;
  /** A circle around the cell (masyu's pearls); its text, if any, goes inside. */
  circle?: "white" | "black";
  /** An arrow beside the text (yajilin, castle wall). */
  arrow?: "up" | "down" | "left" | "right";
  /** A background colour, as a CSS colour (a colour nonogram's clue colour, a region's tint). */
  colour?: string;
}

/**
 * A dot drawn on the board at a cell's centre, the middle of an edge between two cells, or a grid point:
 * Kropki's dots between neighbours, Tentaisho's galaxy centres. `row` and `col` count half cells from the
 * top-left corner (0 to 2 x rows, 0 to 2 x cols), as pzprjs does: both odd is a cell's centre (cell (r, c)
 * is at 2r + 1, 2c + 1), both even a grid point, one of each the middle of an edge.
 */
export interface BoardDot {
  row: number;
  col: number;
  colour: "white" | "black";
}

/** A clue number drawn outside the grid (nonogram), with its colour when the puzzle has several. */
export interface OutsideClue {
  value: number;
  colour?: string;
}

/**
 * What a played cell holds, which decides what input does:
 * - `digit`: a digit `min..max` typed with keys (or the pad), and pencil marks when `marks`; with `symbols`,
 *   digit `min + k` is written `symbols[k]` and a key of that symbol (either case) types it too (Easy as
 *   ABC's letters and its mark for an empty cell); with `multiDigit`, numbers are written in decimal and typed
 *   digit by digit as pzprjs types them (1 then 2 types 12; a digit that would pass `max` starts a new
 *   number; kit's `typeDigit` in `@gridsmith/kit/digit-play`), and pencil marks go only up to `markMax`
 *   when it is given (Fillomino's numbers run to the grid's cell count);
 * - `letter`: a letter typed with keys;
 * - `shade`: tap shades, right tap dots (marks "not shaded"), dragging paints the same state along a run;
 *   with `mark: "light"` a shaded cell shows a light bulb on a white cell instead (Light Up's lights); with
 *   `mark: "diagonal"` a shaded cell shows `/` and a dotted one `\`, and the keys `/` and `\` draw them
 *   (Slant's diagonals);
 * - `colour`: like `shade`, with one of `colours` (a colour nonogram); `-1` dots;
 * - `none`: cells are not played (the board is played on its edges).
 */
export type CellInput =
  | {
      kind: "digit";
      min: number;
      max: number;
      marks: boolean;
      symbols?: string[];
      multiDigit?: boolean;
      markMax?: number;
    }
  | { kind: "letter" }
  | { kind: "shade"; mark?: "light" | "diagonal" }
  | { kind: "colour"; colours: string[] }
  | { kind: "none" };

/**
 * Which lines a player draws: `border` on the grid lines between cells (slitherlink), `centre` through the
 * centres of neighbouring cells (masyu); tap draws, right tap crosses, dragging draws along the path.
 */
export type EdgeInput = "border" | "centre";

/** A board, as the type describes it for one puzzle; fixed while the puzzle is played. */
export interface BoardDescription {
  rows: number;
  cols: number;
  /** Each cell's clue, row-major; `null` for a plain cell. */
  cells: (CellClue | null)[];
  /**
   * Clues on the grid points (the cells' corners), row by row over `rows + 1` x `cols + 1` points, `null`
   * where there is none: Creek's numbers, each about the up to four cells around its point.
   */
  points?: (string | null)[];
  /** Dots on cell centres, edges or grid points (Kropki, Tentaisho), drawn over the grid; clues, not played. */
  dots?: BoardDot[];
  /** A region id per cell, row-major: a thick border is drawn between cells of different regions. */
  regions?: number[];
  /**
   * Given walls, as edges ({@link borderEdges} numbering), drawn thick as region borders are: walls that need
   * not close a region (Fillomino's given borders), so no cell is grouped with another by them.
   */
  walls?: number[];
  /** Cages: dashed outlines with their sum in the first cell's corner (killer sudoku). */
  cages?: { cells: number[]; sum?: number }[];
  /** Clues outside the grid: a list per row (drawn left) and per column (drawn above). */
  outside?: { rows: OutsideClue[][]; cols: OutsideClue[][] };
  /** A thicker grid line every `every` cells, as counting aids (5 for nonograms). */
  guides?: number;
  /**
   * What input does on cells and, when lines are drawn, on which edges; `maxLines` 2 lets an edge hold a
   * double line (Hashikake's bridges: a tap or drag cycles none, one, two), 1 unless given.
   */
  input: { cells: CellInput; edges?: EdgeInput; maxLines?: 1 | 2 };
}

/**
 * What the board shows of an attempt: the play state in the board's terms. Arrays are row-major per cell,
 * or per edge in the numbering of the description's `input.edges`; an absent array means nothing of its kind.
 */
export interface BoardView {
  /** The digit or letter in each cell, or null; a given is shown from its clue, not here. */
  values?: (number | string | null)[];
  /** Each cell's pencil marks (digits), for `digit` cells. */
  marks?: number[][];
  /** Each cell's shading: 1 shaded (or the colour index + 1 for `colour` cells), -1 dotted, 0 neither. */
  shades?: number[];
  /** Each edge: 1 a line (2 a double line, on a board whose `maxLines` is 2), -1 crossed, 0 undecided. */
  edges?: number[];
  /** Outside clues the attempt already satisfies, per row and column, for the board to strike out. */
  doneClues?: { rows: boolean[][]; cols: boolean[][] };
  /**
   * Cells whose clue the attempt already satisfies (a slitherlink number with as many lines around it),
   * row-major, for the board to grey; the play model decides, so the board keeps no rule of a type's own.
   */
  doneCells?: boolean[];
}

/**
 * A player's move in the board's terms; the renderer makes them, the type's `applyStep` carries them out.
 * A move the puzzle does not allow (on a given or a block) leaves the attempt as it was.
 */
export type Move =
  | { kind: "value"; cell: number; value: number | string | null }
  | { kind: "mark"; cell: number; digit: number }
  | { kind: "shade"; cell: number; shade: number }
  | { kind: "edge"; edge: number; state: -1 | 0 | 1 | 2 };

/**
 * The state a tap or a drag gives an edge in `state`: a line where there is none, else none; on a board whose
 * `maxLines` is 2, none, one, two lines in turn.
 */
export function nextLineState(state: number, maxLines: 1 | 2 = 1): 0 | 1 | 2 {
  if (maxLines === 2) return state === 1 ? 2 : state === 2 ? 0 : 1;
  return state === 1 ? 0 : 1;
}

/** Whether a value passed to `applyStep` is a {@link Move} rather than a hint's step. */
export function isMove(value: unknown): value is Move {
  return typeof value === "object" && value !== null && "kind" in value && !("deductions" in value);
}

/**
 * The segments of the grid lines of a `rows` x `cols` board: horizontal ones first, `rows + 1` lines of
 * `cols`, top to bottom, then vertical ones, `rows` lines of `cols + 1`. Slitherlink's edge numbering.
 */
export const borderEdges = {
  /** How many segments the grid lines of a `rows` x `cols` board have. */
  count: (rows: number, cols: number) => (rows + 1) * cols + rows * (cols + 1),
  /** The horizontal segment above row `row` (row `rows` is the bottom line) in column `col`. */
  horizontal: (cols: number, row: number, col: number) => row * cols + col,
  /** The vertical segment left of column `col` (column `cols` is the right line) in row `row`. */
  vertical: (rows: number, cols: number, row: number, col: number) =>
    (rows + 1) * cols + row * (cols + 1) + col,
  /** The four segments around a cell: top, bottom, left, right. */
  around(rows: number, cols: number, row: number, col: number): [number, number, number, number] {
    const h = (r: number) => r * cols + col;
    const v = (c: number) => (rows + 1) * cols + row * (cols + 1) + c;
    return [h(row), h(row + 1), v(col), v(col + 1)];
  },
  /** The two dots (grid points, `rows + 1` x `cols + 1`) a segment joins, as [row, col] pairs. */
  ends(rows: number, cols: number, edge: number): [[number, number], [number, number]] {
    const h = (rows + 1) * cols;
    if (edge < h) {
      const row = Math.floor(edge / cols);
      const col = edge % cols;
      return [
        [row, col],
        [row, col + 1],
      ];
    }
    const row = Math.floor((edge - h) / (cols + 1));
    const col = (edge - h) % (cols + 1);
    return [
      [row, col],
      [row + 1, col],
    ];
  },
};

/**
 * The lines joining the centres of neighbouring cells of a `rows` x `cols` board: horizontal ones first,
 * `rows` lines of `cols - 1`, then vertical ones, `rows - 1` lines of `cols`.
 */
export const centreEdges = {
  /** How many lines join the centres of neighbouring cells of a `rows` x `cols` board. */
  count: (rows: number, cols: number) => rows * (cols - 1) + (rows - 1) * cols,
  /** The line from cell (row, col) to its right neighbour. */
  right: (cols: number, row: number, col: number) => row * (cols - 1) + col,
  /** The line from cell (row, col) to the cell below it. */
  down: (rows: number, cols: number, row: number, col: number) => rows * (cols - 1) + row * cols + col,
  /** The two cells a line joins, as cell indexes. */
  ends(rows: number, cols: number, edge: number): [number, number] {
    const h = rows * (cols - 1);
    if (edge < h) {
      const row = Math.floor(edge / (cols - 1));
      const col = edge % (cols - 1);
      return [row * cols + col, row * cols + col + 1];
    }
    const cell = edge - h;
    return [cell, cell + cols];
  },
  /** The lines at a cell (row-major index), as [up, down, left, right], -1 where the board ends. */
  around(rows: number, cols: number, cell: number): [number, number, number, number] {
    const row = Math.floor(cell / cols);
    const col = cell % cols;
    return [
      row > 0 ? centreEdges.down(rows, cols, row - 1, col) : -1,
      row < rows - 1 ? centreEdges.down(rows, cols, row, col) : -1,
      col > 0 ? centreEdges.right(cols, row, col - 1) : -1,
      col < cols - 1 ? centreEdges.right(cols, row, col) : -1,
    ];
  },
  /** A person's name for a line: `the line from r1c2 to r1c3`, its two cells. */
  name(rows: number, cols: number, edge: number): string {
    const at = (i: number) => `r${Math.floor(i / cols) + 1}c${(i % cols) + 1}`;
    const [a, b] = centreEdges.ends(rows, cols, edge);
    return `the line from ${at(a)} to ${at(b)}`;
  },
};
