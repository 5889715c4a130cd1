import { cellAt, cellNameAt, type Problem, shapedChecks } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { type BridgeSpan, bridgeSpans, HIDDEN, type Puzzle, spanName, spanOfLine } from "./puzzle.js";

// The rules by definition, for players' attempts and to verify the solver's answers. Shares no code with the
// solver (which runs on the engine's sums, tables and connectivity).

/** What makes a puzzle not one this package solves: its shape (one `bad-shape` problem). */
export const validate: (puzzle: Puzzle) => Problem[] = shapeProblems;

/** An attempt read as bridges: each span's count (the most its lines have), and the lines on no span. */
function readBridges(puzzle: Puzzle, attempt: readonly (number | null | undefined)[]) {
  const spans = bridgeSpans(puzzle);
  const owner = spanOfLine(puzzle, spans);
  const drawn = (l: number) => {
    const v = attempt[l];
    return v === 1 || v === 2 ? v : 0;
  };
  const counts = spans.map((s) => Math.max(...s.lines.map(drawn)));
  const loose = owner.flatMap((k, l) => (k < 0 && drawn(l) > 0 ? [l] : []));
  const uneven = spans.flatMap((s, k) => (s.lines.some((l) => drawn(l) !== counts[k]) ? [k] : []));
  return { spans, counts, loose, uneven };
}

/** Per island, the bridges that reach it. */
function islandCounts(spans: readonly BridgeSpan[], counts: readonly number[]) {
  const at = new Map<number, number>();
  spans.forEach((s, k) => {
    for (const i of [s.from, s.to]) at.set(i, (at.get(i) ?? 0) + counts[k]!);
  });
  return at;
}

const checks = shapedChecks(shapeProblems, attemptProblems, mistakes, answerProblems);

/**
 * A player's mistakes in `attempt` (per line 0 to 2 bridges, -1 crossed out) that more bridges cannot mend: a
 * line that joins no two islands, bridges that cross, an island with more bridges than its number. A puzzle
 * or an attempt of the wrong shape is one `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = checks.check;

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: readonly (number | null | undefined)[]): Problem[] {
  const { width: w } = puzzle;
  const { spans, counts, loose } = readBridges(puzzle, attempt);
  const problems: Problem[] = [];
  if (loose.length > 0)
    problems.push({ code: "loose-line", message: "a line joins no two islands", edges: loose });
  // Two bridges cross where a water cell is on a drawn span across and a drawn span down.
  const across = new Set<number>();
  spans.forEach((s, k) => {
    if (s.across && counts[k]! > 0) for (const i of s.water) across.add(i);
  });
  spans.forEach((s, k) => {
    if (s.across || counts[k] === 0) return;
    for (const i of s.water)
      if (across.has(i))
        problems.push({
          code: "crossing",
          message: `bridges cross at ${cellNameAt(i, w)}`,
          cells: [cellAt(i, w)],
        });
  });
  for (const [i, n] of islandCounts(spans, counts)) {
    const want = puzzle.numbers[i]!;
    if (want !== HIDDEN && n > want)
      problems.push({
        code: "too-many-bridges",
        message: `${cellNameAt(i, w)} has ${n} bridges, more than ${want}`,
        cells: [cellAt(i, w)],
      });
  }
  return problems;
}

/**
 * The problems with `solution` as a whole answer, as puzz.link judges: {@link check}'s, and some bridge is
 * drawn, each bridge runs the whole way between its islands, every numbered island has its number of bridges,
 * and the islands that have bridges are one network (an island without a number may have none, and then
 * stands apart).
 */
export const solutionProblems = checks.solutionProblems;

/** The problems {@link solutionProblems} finds in a whole answer of the right shape, after {@link check}'s. */
function answerProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const problems: Problem[] = [];
  const { width: w } = puzzle;
  const { spans, counts, uneven } = readBridges(puzzle, solution);
  if (!counts.some((c) => c > 0)) problems.push({ code: "no-bridge", message: "no bridge is drawn" });
  for (const k of uneven)
    problems.push({
      code: "broken-bridge",
      message: `${spanName(puzzle, spans[k]!)} does not run the whole way`,
      edges: spans[k]!.lines,
    });
  const reach = islandCounts(spans, counts);
  puzzle.numbers.forEach((want, i) => {
    const n = reach.get(i) ?? 0;
    if (want >= 0 && n < want)
      problems.push({
        code: "too-few-bridges",
        message: `${cellNameAt(i, w)} has ${n} bridges, fewer than ${want}`,
        cells: [cellAt(i, w)],
      });
  });
  // The islands with bridges, joined through the drawn spans: one network.
  const parent = new Map<number, number>();
  const root = (i: number): number => {
    const p = parent.get(i) ?? i;
    return p === i ? i : root(p);
  };
  spans.forEach((s, k) => {
    if (counts[k]! > 0) parent.set(root(s.from), root(s.to));
  });
  const networks = new Set([...reach].filter(([, n]) => n > 0).map(([i]) => root(i)));
  if (networks.size > 1)
    problems.push({
      code: "divided",
      message: `the bridges make ${networks.size} networks, not one`,
      cells: [...reach].filter(([, n]) => n > 0).map(([i]) => cellAt(i, w)),
    });
  return problems;
}
