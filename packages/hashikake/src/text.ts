import { bridgeSpans, HIDDEN, type Puzzle, type Solution } from "./puzzle.js";

/**
 * An answer as text: one line a row, each island its number (`?` without one), a water cell under a bridge
 * `-` or `=` across and `|` or `"` down (one bridge or two), `.` open water.
 */
export function solutionText(puzzle: Puzzle, solution: Solution): string {
  const { width: w, numbers } = puzzle;
  const out = numbers.map((n) => (n === -1 ? "." : n === HIDDEN ? "?" : String(n)));
  for (const s of bridgeSpans(puzzle)) {
    const c = solution[s.lines[0]!] ?? 0;
    if (c > 0) for (const i of s.water) out[i] = s.across ? (c === 1 ? "-" : "=") : c === 1 ? "|" : '"';
  }
  let text = "";
  for (let i = 0; i < out.length; i += w) text += `${out.slice(i, i + w).join("")}\n`;
  return text;
}
