import type { Cell, LineRef, Problem } from "@gridsmith/kit";
import { attemptCells, lineName, wrongCellsProblem } from "../grid.js";
import { solveLine } from "../line/solve-line.js";
import type { Nonogram, NonogramAttempt } from "../types.js";
import { clueOf } from "./clues.js";
import { solveBlackAndWhite } from "./solve.js";

function lineOf(cells: Uint8Array, width: number, height: number, line: number): number[] {
  const out: number[] = [];
  if (line < height) for (let c = 0; c < width; c++) out.push(cells[line * width + c]!);
  else for (let r = 0; r < height; r++) out.push(cells[r * width + (line - height)]!);
  return out;
}

/**
 * A player's mistakes: rows or columns whose marked cells cannot be completed to fit their clue (a complete
 * line that reads differently, or a partial one that no placement fits), and, when the puzzle has exactly one
 * solution, every marked cell that differs from it. The puzzle and the attempt are of the right shape (the
 * caller, `checkNonogram`, has checked).
 */
export function checkBlackAndWhite(p: Nonogram, attempt: NonogramAttempt): Problem[] {
  const width = p.columns.length;
  const height = p.rows.length;
  const problems: Problem[] = [];
  const cells = attemptCells(attempt, width, height);
  const clues = [...p.rows, ...p.columns];
  for (let line = 0; line < width + height; line++) {
    const values = lineOf(cells, width, height, line);
    const axis = line < height ? "row" : "column";
    const index = line < height ? line : line - height;
    const ref: LineRef = { axis, index };
    const clue = clues[line]!;
    if (values.every((v) => v !== 0)) {
      const got = clueOf(values.map((v) => v === 1));
      if (got.join(" ") !== clue.join(" ")) {
        problems.push({
          code: "line-wrong",
          message: `${lineName(axis, index)} reads ${got.length ? got.join(" ") : "0"} but its clue is ${clue.length ? clue.join(" ") : "0"}`,
          lines: [ref],
        });
      }
    } else if (solveLine(clue, values) === null) {
      problems.push({
        code: "line-impossible",
        message: `${lineName(axis, index)} cannot be completed to fit its clue ${clue.length ? clue.join(" ") : "0"}`,
        lines: [ref],
      });
    }
  }
  const solved = solveBlackAndWhite(p, { limit: 2 });
  if (solved.status === "unique") {
    const solution = solved.solutions[0]!;
    const wrong: Cell[] = [];
    for (let r = 0; r < height; r++) {
      for (let c = 0; c < width; c++) {
        const v = cells[r * width + c];
        if (v === 0) continue;
        if ((v === 1) !== (solution[r]![c] === "#")) wrong.push({ row: r, col: c });
      }
    }
    if (wrong.length > 0) problems.push(wrongCellsProblem(wrong));
  }
  return problems;
}
