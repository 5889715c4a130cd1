import { cellNameAt, type Limits } from "@gridsmith/kit";
/**
 * The sudoku grid and its geometry: sizes, box shapes, units, peers, digit symbols and cell names.
 * Everything else in the package reads the grid through these tables.
 */

/** A sudoku puzzle: an N x N grid, N one of {@link SIZES}, boxes shaped by {@link boxShape}. */
export interface Sudoku {
  /** Side length: 4, 6, 9, 12, 16 or 25. */
  size: number;
  /** N*N cells in row-major order: 0 = empty, 1..N = a digit. */
  cells: number[];
}

/** A completed grid: N*N digits in row-major order. In an attempt, 0 marks a cell not yet filled. */
export interface SudokuSolution {
  cells: number[];
}

/** The sizes this package supports, with their box shapes (rows x columns) in {@link boxShape}. */
export const SIZES = [4, 6, 9, 12, 16, 25] as const;

/**
 * What sudoku accepts: sides 4 to 25 (one of {@link SIZES}), so at most 625 cells; texts up to 256 KiB, room
 * for a 25x25 ipuz document with an object per cell and its metadata (the grid itself is under 4 KB in
 * every format).
 */
export const limits: Limits = {
  maxSide: 25,
  maxCells: 625,
  maxTextLength: 262_144,
  notes: `the size is one of ${SIZES.join(", ")}; a cell is 0 (empty) or a digit 1 to the size`,
};

const SHAPES: Record<number, [number, number]> = {
  4: [2, 2],
  6: [2, 3],
  9: [3, 3],
  12: [3, 4],
  16: [4, 4],
  25: [5, 5],
};

/** Box height and width for a supported size (6x6 has 2x3 boxes, 12x12 has 3x4), or null. */
export function boxShape(size: number): { rows: number; cols: number } | null {
  const s = SHAPES[size];
  return s ? { rows: s[0], cols: s[1] } : null;
}

/** Whether `size` is one of {@link SIZES}. */
export function isSupportedSize(size: number): boolean {
  return SHAPES[size] !== undefined;
}

/** The supported size whose grid has `cellCount` cells, or null. */
export function sizeForCellCount(cellCount: number): number | null {
  for (const n of SIZES) if (n * n === cellCount) return n;
  return null;
}

/**
 * The fixed tables of one grid size. Units are numbered rows 0..N-1, columns N..2N-1, boxes 2N..3N-1;
 * boxes are numbered row-major.
 */
export interface Geometry {
  size: number;
  boxRows: number;
  boxCols: number;
  cellCount: number;
  /** Bit mask of all N digits: digit d is bit d-1. */
  allMask: number;
  unitCount: number;
  /** `units[u * size + k]` is the k-th cell of unit u. */
  units: Uint16Array;
  /** `cellUnits[c * 3 + t]`: the row (t=0), column (t=1) and box (t=2) unit of cell c. */
  cellUnits: Uint16Array;
  /** How many peers each cell has (20 for 9x9). */
  peerCount: number;
  /** `peers[c * peerCount + k]`: the cells sharing a unit with c. */
  peers: Uint16Array;
}

const geometries = new Map<number, Geometry>();

/** The tables for a supported size; throws a RangeError naming the supported sizes otherwise. */
export function geometry(size: number): Geometry {
  const cached = geometries.get(size);
  if (cached) return cached;
  const shape = boxShape(size);
  if (!shape) throw new RangeError(`unsupported sudoku size ${size}; supported: ${SIZES.join(", ")}`);
  const n = size;
  const cellCount = n * n;
  const units = new Uint16Array(3 * n * n);
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < n; k++) {
      units[i * n + k] = i * n + k;
      units[(n + i) * n + k] = k * n + i;
    }
  }
  const boxesPerRow = n / shape.cols;
  for (let b = 0; b < n; b++) {
    const top = Math.floor(b / boxesPerRow) * shape.rows;
    const left = (b % boxesPerRow) * shape.cols;
    for (let k = 0; k < n; k++) {
      units[(2 * n + b) * n + k] = (top + Math.floor(k / shape.cols)) * n + left + (k % shape.cols);
    }
  }
  const cellUnits = new Uint16Array(cellCount * 3);
  for (let u = 0; u < 3 * n; u++) {
    for (let k = 0; k < n; k++) cellUnits[units[u * n + k]! * 3 + Math.floor(u / n)] = u;
  }
  const peerCount = 2 * (n - 1) + (n - shape.rows - shape.cols + 1);
  const peers = new Uint16Array(cellCount * peerCount);
  for (let c = 0; c < cellCount; c++) {
    const seen = new Set<number>();
    for (let t = 0; t < 3; t++) {
      const u = cellUnits[c * 3 + t]!;
      for (let k = 0; k < n; k++) {
        const p = units[u * n + k]!;
        if (p !== c) seen.add(p);
      }
    }
    let k = 0;
    for (const p of [...seen].sort((a, b) => a - b)) peers[c * peerCount + k++] = p;
  }
  const g: Geometry = {
    size: n,
    boxRows: shape.rows,
    boxCols: shape.cols,
    cellCount,
    allMask: n === 32 ? -1 : (1 << n) - 1,
    unitCount: 3 * n,
    units,
    cellUnits,
    peerCount,
    peers,
  };
  geometries.set(size, g);
  return g;
}

/** The cells of unit `u`, as an array. */
export function unitCells(g: Geometry, u: number): number[] {
  return Array.from(g.units.subarray(u * g.size, (u + 1) * g.size));
}

/** `"row 3"`, `"column 4"` or `"box 6"` (1-based, boxes numbered row-major). */
export function unitName(g: Geometry, u: number): string {
  const kind = Math.floor(u / g.size);
  const i = (u % g.size) + 1;
  return kind === 0 ? `row ${i}` : kind === 1 ? `column ${i}` : `box ${i}`;
}

/** `"r4c7"`: the usual 1-based name of a cell. @deprecated Use `cellNameAt(cell, size)` from `@gridsmith/kit`. */
export const cellName = (g: Pick<Geometry, "size">, cell: number): string => cellNameAt(cell, g.size);

/** The character for a digit: 1-9, then A, B, C... for 10 and up (16x16 uses 1-9 and A-G). */
export function symbol(digit: number): string {
  return digit <= 9 ? String(digit) : String.fromCharCode(55 + digit);
}

/** The digit a character stands for in a grid of `size` (letters in either case), 0 for `.`/`0`, else -1. */
export function digitOf(ch: string, size: number): number {
  const code = ch.charCodeAt(0);
  if (ch === "." || ch === "0") return 0;
  let d = -1;
  if (code >= 49 && code <= 57) d = code - 48;
  else if (code >= 65 && code <= 90) d = code - 55;
  else if (code >= 97 && code <= 122) d = code - 87;
  return d >= 1 && d <= size ? d : -1;
}

/** Symbols in use for a size, e.g. `"1-9"` or `"1-9 and A-G"`, for error messages. */
export function symbolRange(size: number): string {
  return size <= 9 ? `1-${size}` : `1-9 and A-${symbol(size)}`;
}

/** An empty puzzle of a supported size. */
export function emptySudoku(size: number): Sudoku {
  geometry(size);
  return { size, cells: new Array<number>(size * size).fill(0) };
}

/** The number of set bits of a mask. */
export function popcount(m: number): number {
  m -= (m >>> 1) & 0x55555555;
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The digits (1-based) of a candidate mask, ascending. */
export function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(32 - Math.clz32(m & -m));
  return out;
}
