import { type Cell, cellName, type Problem } from "@gridsmith/kit";
import type { NonogramAttempt } from "./types.js";

/** `row 3` or `column 12` (1-based), as messages name lines. */
export function lineName(axis: "row" | "column", index: number): string {
  return `${axis} ${index + 1}`;
}

/** The `wrong-cell` problem for marked cells that differ from the unique solution (the first 8 named). */
export function wrongCellsProblem(wrong: Cell[]): Problem {
  const names = wrong.slice(0, 8).map((x) => cellName(x));
  return {
    code: "wrong-cell",
    message: `${wrong.length} marked cell${wrong.length === 1 ? "" : "s"} differ${wrong.length === 1 ? "s" : ""} from the solution: ${names.join(", ")}${wrong.length > 8 ? ", ..." : ""}`,
    cells: wrong,
  };
}

/** Cells of an attempt as 0 unknown / 1 filled / 2 empty, row-major; missing rows and cells are unknown. */
export function attemptCells(
  attempt: NonogramAttempt | undefined,
  width: number,
  height: number,
): Uint8Array {
  const cells = new Uint8Array(width * height);
  if (!attempt) return cells;
  for (let r = 0; r < height; r++) {
    const row = attempt[r];
    if (typeof row !== "string") continue;
    for (let c = 0; c < width && c < row.length; c++) {
      const ch = row[c];
      cells[r * width + c] = ch === "#" ? 1 : ch === "." || ch === "x" || ch === "X" ? 2 : 0;
    }
  }
  return cells;
}

/** Cells as rows of `#`, `.` and `?`. */
export function cellsToRows(cells: ArrayLike<number>, width: number, height: number): string[] {
  const rows: string[] = [];
  for (let r = 0; r < height; r++) {
    let s = "";
    for (let c = 0; c < width; c++) {
      const v = cells[r * width + c];
      s += v === 1 ? "#" : v === 2 ? "." : "?";
    }
    rows.push(s);
  }
  return rows;
}
