import { type BoardDescription, borderEdges, type CellInput, cellAt, centreEdges } from "@gridsmith/kit";

/** The whole numbers 0 to n - 1 (a board's rows, columns or cells). */
export const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** A place on a grid, 0-based: a cell, or a point of the edge lattice. */
export interface Pos {
  row: number;
  col: number;
}

/**
 * The lattice of a board played on its border edges: (2 * rows + 1) x (2 * cols + 1) points, a dot where
 * both are even, a cell where both are odd, an edge where one is odd (slitherlink's board).
 */
export const lattice = {
  /** The border edge at a lattice point, or -1 where there is a dot, a cell or nothing. */
  edgeAt(rows: number, cols: number, pos: Pos): number {
    const { row, col } = pos;
    if (row < 0 || col < 0 || row > 2 * rows || col > 2 * cols || (row + col) % 2 === 0) return -1;
    if (row % 2 === 0) return borderEdges.horizontal(cols, row / 2, (col - 1) / 2);
    return borderEdges.vertical(rows, cols, (row - 1) / 2, col / 2);
  },
  /** Where a border edge sits on the lattice. */
  of(rows: number, cols: number, edge: number): Pos {
    const [[r0, c0], [r1, c1]] = borderEdges.ends(rows, cols, edge);
    return { row: r0 + r1, col: c0 + c1 };
  },
  /** The edge between two neighbouring dots (grid points); -1 when they are not neighbours. */
  between(rows: number, cols: number, a: Pos, b: Pos): number {
    if (Math.abs(a.row - b.row) + Math.abs(a.col - b.col) !== 1) return -1;
    return lattice.edgeAt(rows, cols, { row: a.row + b.row, col: a.col + b.col });
  },
  /**
   * Where focus goes from the edge at `pos` for an arrow key: along its line to the next edge of the same
   * direction (left, right), or to the nearest edge of the other direction (up, down); null at the border.
   */
  step(rows: number, cols: number, pos: Pos, key: string): Pos | null {
    const { row, col } = pos;
    const vertical = row % 2 === 1;
    let next: Pos;
    if (key === "ArrowLeft" || key === "ArrowRight")
      next = { row, col: col + (key === "ArrowLeft" ? -2 : 2) };
    else if (key === "ArrowUp" || key === "ArrowDown") {
      const r = row + (key === "ArrowUp" ? -1 : 1);
      next = { row: r, col: !vertical ? col - 1 : col + 1 <= 2 * cols - 1 ? col + 1 : col - 1 };
    } else return null;
    return lattice.edgeAt(rows, cols, next) >= 0 ? next : null;
  },
};

/** A border edge in words: "Top of r1c1", "Right of r3c5" (the cell it is the side of). */
export function borderEdgeName(rows: number, cols: number, edge: number): string {
  const { row, col } = lattice.of(rows, cols, edge);
  const cell = (r: number, c: number) => `r${r + 1}c${c + 1}`;
  if (row % 2 === 0)
    return row < 2 * rows
      ? `Top of ${cell(row / 2, (col - 1) / 2)}`
      : `Bottom of ${cell(row / 2 - 1, (col - 1) / 2)}`;
  return col < 2 * cols
    ? `Left of ${cell((row - 1) / 2, col / 2)}`
    : `Right of ${cell((row - 1) / 2, col / 2 - 1)}`;
}

/** The centre line from a cell toward a neighbour, or -1 off the board. */
export function centreEdgeToward(rows: number, cols: number, cell: number, dr: number, dc: number): number {
  const { row, col } = cellAt(cell, cols);
  const r = row + dr;
  const c = col + dc;
  if (r < 0 || c < 0 || r >= rows || c >= cols || Math.abs(dr) + Math.abs(dc) !== 1) return -1;
  if (dr === 0) return centreEdges.right(cols, row, Math.min(col, c));
  return centreEdges.down(rows, cols, Math.min(row, r), col);
}

/** Per cell: whether a thick rule runs on its right and below it (regions, given walls, guides). */
export interface Rules {
  right: boolean[];
  bottom: boolean[];
}

/** The thick rules of a board: between cells of different regions, on given walls, and every `guides` cells. */
export function rulesOf(board: BoardDescription): Rules {
  const { rows, cols, regions, guides } = board;
  const walls = new Set(board.walls);
  const n = rows * cols;
  const right = new Array<boolean>(n).fill(false);
  const bottom = new Array<boolean>(n).fill(false);
  for (let i = 0; i < n; i++) {
    const { row, col } = cellAt(i, cols);
    if (col < cols - 1)
      right[i] =
        (!!regions && regions[i] !== regions[i + 1]) ||
        walls.has(borderEdges.vertical(rows, cols, row, col + 1)) ||
        (!!guides && (col + 1) % guides === 0);
    if (row < rows - 1)
      bottom[i] =
        (!!regions && regions[i] !== regions[i + cols]) ||
        walls.has(borderEdges.horizontal(cols, row + 1, col)) ||
        (!!guides && (row + 1) % guides === 0);
  }
  return { right, bottom };
}

/** What a cage draws on one of its cells: the sides where the cage ends, its sum (first cell), its words. */
export interface CageMark {
  top: boolean;
  bottom: boolean;
  left: boolean;
  right: boolean;
  corner?: string;
  label: string;
}

/** Each cell's cage mark, or undefined for a cell in no cage. The sum goes in the cage's top left cell. */
export function cagesOf(board: BoardDescription): (CageMark | undefined)[] {
  const { cols } = board;
  const out: (CageMark | undefined)[] = new Array(board.rows * cols).fill(undefined);
  for (const cage of board.cages ?? []) {
    const inCage = new Set(cage.cells);
    const first = Math.min(...cage.cells);
    const label =
      cage.sum === undefined
        ? `cage of ${cage.cells.length}`
        : `cage of ${cage.cells.length} adding to ${cage.sum}`;
    for (const i of cage.cells) {
      const { col } = cellAt(i, cols);
      out[i] = {
        top: !inCage.has(i - cols),
        bottom: !inCage.has(i + cols),
        left: col === 0 || !inCage.has(i - 1),
        right: col === cols - 1 || !inCage.has(i + 1),
        ...(i === first && cage.sum !== undefined ? { corner: String(cage.sum) } : {}),
        label,
      };
    }
  }
  return out;
}

/** Whether a cell is played (not a block). */
export const isOpen = (board: BoardDescription, i: number) => !board.cells[i]?.block;

/**
 * The runs a played cell sits in: the open cells left and right of it up to a block or the border (its
 * across run), and above and below it (its down run), each with the diagonal clue of the block that starts
 * it, if any (kakuro's entries and their sums).
 */
export function runsOf(
  board: BoardDescription,
  i: number,
): { across: number[]; down: number[]; acrossSum?: number; downSum?: number } {
  const { cols } = board;
  const { row, col } = cellAt(i, cols);
  const walk = (dr: number, dc: number) => {
    const cells: number[] = [];
    let r = row + dr;
    let c = col + dc;
    while (r >= 0 && c >= 0 && r < board.rows && c < cols && isOpen(board, r * cols + c)) {
      cells.push(r * cols + c);
      r += dr;
      c += dc;
    }
    const stop = r >= 0 && c >= 0 && r < board.rows && c < cols ? board.cells[r * cols + c] : undefined;
    return { cells, stop };
  };
  const left = walk(0, -1);
  const right = walk(0, 1);
  const up = walk(-1, 0);
  const down = walk(1, 0);
  return {
    across: [...left.cells.reverse(), i, ...right.cells],
    down: [...up.cells.reverse(), i, ...down.cells],
    ...(left.stop?.across !== undefined ? { acrossSum: left.stop.across } : {}),
    ...(up.stop?.down !== undefined ? { downSum: up.stop.down } : {}),
  };
}

/** The cells that share a row run, a column run or a region with cell `i` (a digit board's peers). */
export function peersOf(board: BoardDescription, i: number): Set<number> {
  const runs = runsOf(board, i);
  const peers = new Set([...runs.across, ...runs.down]);
  const { regions } = board;
  if (regions) for (let j = 0; j < regions.length; j++) if (regions[j] === regions[i]) peers.add(j);
  return peers;
}

/** How a digit is written: 1-9, then letters (sudoku's 16 x 16 writes 10-16 as A-G). */
export const symbol = (value: number | string): string =>
  typeof value === "string" ? value : value <= 9 ? String(value) : String.fromCharCode(55 + value);

/** The digit a key stands for on a board of digits min..max, or null (letters stand for 10 and up). */
export function digitOfKey(key: string, min: number, max: number): number | null {
  if (key.length !== 1) return null;
  const code = key.toUpperCase().charCodeAt(0);
  let d = -1;
  if (code >= 48 && code <= 57) d = code - 48;
  else if (code >= 65 && code <= 90 && max > 9) d = code - 55;
  return d >= min && d <= max ? d : null;
}

/**
 * How a board of `input` writes a value: a digit input's own symbols when it has them (Easy as ABC's
 * letters), else in decimal when its numbers are typed digit by digit (Fillomino's 12), else {@link symbol}.
 */
export function symbolOf(input: CellInput): (value: number | string) => string {
  if (input.kind !== "digit") return symbol;
  const plain = input.multiDigit ? String : symbol;
  if (!input.symbols) return plain;
  const { min, symbols } = input;
  return (value) => (typeof value === "number" ? (symbols[value - min] ?? plain(value)) : value);
}

/**
 * The digit a key types on a board of digits `input`: a key of one of its symbols (either case), else what
 * {@link digitOfKey} says; null for none. `code` is the physical digit key's digit, so Shift+1 still means 1.
 */
export function digitOfInputKey(
  input: { min: number; max: number; symbols?: string[] },
  key: string,
  code?: string,
): number | null {
  const k = input.symbols?.findIndex((s) => s.toUpperCase() === key.toUpperCase()) ?? -1;
  if (k >= 0 && input.min + k <= input.max) return input.min + k;
  return digitOfKey(code ?? key, input.min, input.max);
}

/** The cells from (r0, c0) to (r1, c1) along one line, both ends included (a quick stroke skips none). */
export function lineBetween(from: Pos, to: Pos): Pos[] {
  const cells: Pos[] = [];
  const steps = Math.max(Math.abs(to.row - from.row), Math.abs(to.col - from.col));
  for (let k = 0; k <= steps; k++) {
    cells.push({
      row: from.row + Math.round(((to.row - from.row) * k) / (steps || 1)),
      col: from.col + Math.round(((to.col - from.col) * k) / (steps || 1)),
    });
  }
  return cells;
}
