import type { Problem } from "@gridsmith/kit";
import { chars } from "./code-points.js";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { geometryOf } from "./geometry.js";
import type { CrosspatchPuzzle, CrosspatchSolution } from "./puzzle.js";
import { checkStructure } from "./rules.js";
import { solveCrosspatch } from "./solve.js";

/** The rows an attempt shows: its `rows`, with its `placements` written over them. */
export function attemptRows(
  puzzle: CrosspatchPuzzle,
  attempt: Partial<CrosspatchSolution> | undefined,
): string[] {
  const g = geometryOf(puzzle.grid);
  const rows = Array.from({ length: g.rows }, (_, r) => {
    const have = chars(attempt?.rows?.[r] ?? "");
    return Array.from({ length: g.cols }, (_, c) => have[c] ?? " ");
  });
  for (const p of attempt?.placements ?? []) {
    const slot = g.slots[p.slot];
    if (!slot) continue;
    chars(p.word).forEach((ch, k) => {
      const id = slot.cells[k];
      if (id !== undefined) rows[g.cells[id]!.row]![g.cells[id]!.col] = ch;
    });
  }
  return rows.map((r) => r.join(""));
}

/**
 * A player's mistakes: letters where there is no cell, changed given letters, filled slots whose word is
 * not in the list or is used more often than listed, partly filled slots that no word fits, and, when the
 * puzzle has exactly one solution, every letter that differs from it. A puzzle or an attempt of the wrong shape
 * (see `fromJson` and `attemptProblems`) is one `bad-shape` or `bad-attempt` problem, found before any work.
 */
export function checkAttempt(
  puzzle: CrosspatchPuzzle,
  attempt: Partial<CrosspatchSolution> | CrosspatchSolution,
): Problem[] {
  const wrong = [...shapeProblems(puzzle), ...attemptProblems(attempt)];
  if (wrong.length > 0) return wrong.slice(0, 1);
  const checked = checkStructure(puzzle.grid, puzzle.words);
  if (checked.problem) return [{ code: checked.problem.code, message: checked.problem.reason }];
  const g = checked.geometry;
  const rows = attemptRows(puzzle, attempt).map(chars);
  const problems: Problem[] = [];
  (attempt.rows ?? []).forEach((row, r) => {
    chars(row).forEach((ch, c) => {
      if (
        ch !== " " &&
        ch !== "#" &&
        ch !== "." &&
        (r >= g.rows || c >= g.cols || g.cellAt[r * g.cols + c]! < 0)
      ) {
        problems.push({
          code: "no-cell",
          message: `(${r},${c}) is not a cell, but holds ${ch}`,
          cells: [{ row: r, col: c }],
        });
      }
    });
  });
  const letter = (id: number): string | null => {
    const cell = g.cells[id]!;
    const ch = rows[cell.row]![cell.col]!;
    return ch === " " || ch === "#" || ch === "." ? null : ch;
  };
  for (const cell of g.cells) {
    const ch = rows[cell.row]![cell.col]!;
    if (cell.given !== null && ch !== " " && ch !== "#" && ch !== cell.given) {
      problems.push({
        code: "given-changed",
        message: `(${cell.row},${cell.col}) is given as ${cell.given}, not ${ch}`,
        cells: [{ row: cell.row, col: cell.col }],
      });
    }
  }
  const listed = new Map<string, number>();
  for (const w of puzzle.words) listed.set(w, (listed.get(w) ?? 0) + 1);
  const used = new Map<string, number[]>();
  for (const slot of g.slots) {
    const letters = slot.cells.map((id) => letter(id) ?? g.cells[id]!.given);
    const cells = slot.cells.map((id) => ({ row: g.cells[id]!.row, col: g.cells[id]!.col }));
    if (letters.every((l) => l !== null)) {
      const word = letters.join("");
      if (!listed.has(word)) {
        problems.push({
          code: "not-in-list",
          message: `${slot.name} holds ${word}, which is not in the word list`,
          cells,
          slots: [slot.index],
        });
      } else used.set(word, [...(used.get(word) ?? []), slot.index]);
    } else if (letters.some((l) => l !== null)) {
      const pattern = letters.map((l) => l ?? "?").join("");
      const fits = [...listed.keys()].some((w) => {
        const ls = chars(w);
        return ls.length === slot.length && letters.every((l, p) => l === null || l === ls[p]);
      });
      if (!fits) {
        problems.push({
          code: "no-word-fits",
          message: `no word of the list fits ${slot.name} as ${pattern}`,
          cells,
          slots: [slot.index],
        });
      }
    }
  }
  for (const [word, slots] of used) {
    if (slots.length > listed.get(word)!) {
      problems.push({
        code: "overused",
        message: `${word} is listed ${listed.get(word)} time${listed.get(word) === 1 ? "" : "s"} but fills ${slots.length} slots`,
        slots,
      });
    }
  }
  const flagged = new Set(problems.flatMap((p) => (p.cells ?? []).map((c) => `${c.row},${c.col}`)));
  const result = solveCrosspatch(puzzle, { limit: 2, nodeLimit: 200000 });
  if (result.status === "unique") {
    const answer = result.solutions[0]!.rows.map(chars);
    for (const cell of g.cells) {
      const ch = rows[cell.row]![cell.col]!;
      if (ch === " " || ch === "#" || ch === "." || flagged.has(`${cell.row},${cell.col}`)) continue;
      if (answer[cell.row]![cell.col] !== ch) {
        problems.push({
          code: "wrong-letter",
          message: `(${cell.row},${cell.col}) is not ${ch}`,
          cells: [{ row: cell.row, col: cell.col }],
        });
      }
    }
  }
  return problems;
}
