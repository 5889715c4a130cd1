import {
  type BoardDescription,
  isMove,
  type PlayModel,
  type Problem,
  readStates,
  withEntries,
} from "@gridsmith/kit";
import type { BridgeDeduction } from "./hints.js";
import {
  bridgeSpans,
  HIDDEN,
  lineCount,
  type Puzzle,
  type Solution,
  spanName,
  spanOfLine,
} from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * A player's attempt, in the shape `check` and `hint` read: per line between the centres of neighbouring
 * cells (kit's `centreEdges` numbering) 1 or 2 bridges, -1 crossed out, 0 undecided.
 */
export type Attempt = number[];

const STATES = [-1, 0, 1, 2];

/** The answer part of an attempt: its bridges, crosses dropped. */
const bridgesOf = (attempt: readonly number[]) => attempt.map((v) => Math.max(v, 0));

/** The islands' bridges in `attempt`: per island cell, the sum of its spans' counts (each span's first line). */
function islandCounts(puzzle: Puzzle, attempt: readonly number[]) {
  const counts = new Map<number, number>();
  for (const s of bridgeSpans(puzzle)) {
    const c = Math.max(0, attempt[s.lines[0]!] ?? 0);
    for (const i of [s.from, s.to]) counts.set(i, (counts.get(i) ?? 0) + c);
  }
  return counts;
}

/** The board: each island a circle with its number (`?` without one), lines through centres up to 2. */
function board(puzzle: Puzzle): BoardDescription {
  return {
    rows: puzzle.height,
    cols: puzzle.width,
    cells: puzzle.numbers.map((n) =>
      n === -1 ? null : { text: n === HIDDEN ? "?" : String(n), circle: "white" as const },
    ),
    input: { cells: { kind: "none" }, edges: "centre", maxLines: 2 },
  };
}

/**
 * How Hashikake is played, as on puzz.link: a tap or a drag from island to island draws a bridge, again a
 * double one, again none (the board cycles a line 0, 1, 2); a right tap crosses. A move on any line of a span
 * sets the whole span, so a bridge always runs from island to island; a hint's deduction sets its span (0
 * crosses it). The numbers never change.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, BridgeDeduction> = {
  newAttempt: (p) => new Array<number>(lineCount(p)).fill(0),
  readAttempt: (p, saved) => readStates(saved, lineCount(p), STATES),
  applyStep(p, attempt, step) {
    const spans = bridgeSpans(p);
    if (!isMove(step)) {
      return withEntries(
        attempt,
        step.deductions.flatMap((d) =>
          (spans[d.span]?.lines ?? []).map((l) => [l, d.count > 0 ? d.count : -1] as const),
        ),
      );
    }
    if (step.kind !== "edge" || !STATES.includes(step.state)) return attempt;
    const k = spanOfLine(p, spans)[step.edge];
    if (k === undefined) return attempt;
    const lines = k < 0 ? [step.edge] : spans[k]!.lines;
    return withEntries(
      attempt,
      lines.map((l) => [l, step.state] as const),
    );
  },
  isComplete: (p, attempt) => solutionProblems(p, bridgesOf(attempt)).length === 0,
  mistakes(p, attempt, solution) {
    const out: Problem[] = [];
    for (const s of bridgeSpans(p)) {
      const v = attempt[s.lines[0]!] ?? 0;
      const want = solution[s.lines[0]!] ?? 0;
      if (v === 0 || (v === -1 && want === 0) || v === want) continue;
      out.push({
        code: "differs-from-solution",
        message: `${spanName(p, s)} has ${want === 0 ? "no bridge" : want === 1 ? "one bridge" : "two bridges"}`,
        edges: s.lines,
      });
    }
    return out;
  },
  toSolution: (_p, attempt) => bridgesOf(attempt),
  // Crossed lines stay -1: a span the player decided has no bridge is not hinted again.
  hintInput: (_p, attempt) => [...attempt],
  fromSolution: (_p, solution) => bridgesOf(solution),
  progress(p, attempt) {
    const spans = bridgeSpans(p);
    const total = spans.length;
    const decided = spans.filter((s) => s.lines.some((l) => (attempt[l] ?? 0) !== 0)).length;
    return { filled: play.isComplete(p, attempt) ? total : Math.min(decided, total), total };
  },
  board,
  view(p, attempt) {
    const counts = islandCounts(p, attempt);
    return {
      edges: [...attempt],
      doneCells: p.numbers.map((n, i) => n >= 0 && counts.get(i) === n),
    };
  },
};
