import type { AnyBoard } from "../boards/index.ts";

/**
 * A puzzle's size for people ("9×9", "15×10"), read from the shapes the catalog's puzzles have: a `size`
 * (sudoku, killer), `rows` and `cols` numbers (kakuro), clue lists per row and column (nonogram) or a grid of
 * text rows (crosspatch). Undefined for a shape it does not know; the list then shows no size.
 */
export function puzzleSize(puzzle: unknown): string | undefined {
  if (typeof puzzle !== "object" || puzzle === null) return undefined;
  const p = puzzle as Record<string, unknown>;
  if (typeof p.size === "number") return `${p.size}×${p.size}`;
  if (typeof p.rows === "number" && typeof p.cols === "number") return `${p.cols}×${p.rows}`;
  if (Array.isArray(p.rows) && Array.isArray(p.columns)) return `${p.columns.length}×${p.rows.length}`;
  if (Array.isArray(p.grid) && p.grid.every((r) => typeof r === "string")) {
    const width = Math.max(0, ...(p.grid as string[]).map((r) => Array.from(r).length));
    return `${width}×${p.grid.length}`;
  }
  return undefined;
}

/** The puzzle's own title when its format carries one (nonogram files do). */
export function puzzleTitle(puzzle: unknown): string | undefined {
  if (typeof puzzle !== "object" || puzzle === null) return undefined;
  const title = (puzzle as { title?: unknown }).title;
  return typeof title === "string" && title.trim() ? title.trim() : undefined;
}

/**
 * How far the player is: the board's own count when it has one, else the cells of the attempt that differ
 * from a fresh attempt (a JSON walk: each array item, object field or character of a string is a cell).
 * That generic count is right for boards whose attempt is one value per cell (nonogram); boards with more
 * in their attempt than cells (sudoku's pencil marks) give their own `progress`.
 */
export function attemptProgress(
  board: AnyBoard,
  puzzle: unknown,
  attempt: unknown,
): { filled: number; total: number } | undefined {
  try {
    if (board.progress) return board.progress(puzzle, attempt);
    const fresh = board.newAttempt(puzzle);
    if (fresh === null || fresh === undefined) return undefined;
    return compare(fresh, attempt);
  } catch {
    return undefined;
  }
}

function compare(fresh: unknown, now: unknown): { filled: number; total: number } {
  if (typeof fresh === "string" && typeof now === "string") {
    const a = Array.from(fresh);
    const b = Array.from(now);
    return { filled: a.filter((ch, i) => b[i] !== ch).length, total: a.length };
  }
  if (Array.isArray(fresh) && Array.isArray(now)) return sum(fresh.map((item, i) => compare(item, now[i])));
  if (isRecord(fresh) && isRecord(now))
    return sum(Object.keys(fresh).map((key) => compare(fresh[key], now[key])));
  return { filled: JSON.stringify(fresh) === JSON.stringify(now) ? 0 : 1, total: 1 };
}

function sum(parts: { filled: number; total: number }[]): { filled: number; total: number } {
  return parts.reduce((a, b) => ({ filled: a.filled + b.filled, total: a.total + b.total }), {
    filled: 0,
    total: 0,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
