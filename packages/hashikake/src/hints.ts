import type { Removal } from "@gridsmith/constraint";
import {
  type AttemptEntries,
  beyondLadder,
  cellAt,
  EASY,
  explainingBuild,
  firstWrongPiece,
  fixMistakeStep,
  type PropagationHints,
  propagationHints,
  type Rung,
  type Step,
  TRIAL_RUNG,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { type BridgeSpan, bridgeSpans, MAX_BRIDGES, type Puzzle, spanName } from "./puzzle.js";
import { type BridgeModel, buildModel } from "./solve.js";

/** A hint's deduction: span `span` (in `bridgeSpans` order) has `count` bridges, 0 to 2. */
export interface BridgeDeduction {
  span: number;
  count: number;
}

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "island-count": EASY,
  "no-crossing": { score: 2, level: "easy" },
  "one-network": { score: 4, level: "medium" },
  trial: TRIAL_RUNG,
};

const LADDER = beyondLadder(TECHNIQUES);

const WHY: Record<string, string> = {
  "island-count": "an island's bridges add up to its number",
  "no-crossing": "bridges do not cross",
  "one-network": "the islands with bridges are one network",
};

/** The cells of the model's variable `v`: a span's (count or use) two islands, an island's own cell. */
function cellsOfVariable(built: BridgeModel, v: number): number[] {
  const n = built.spans.length;
  const span = v < 2 * n ? built.spans[v % n] : undefined;
  if (span) return [span.from, span.to];
  const island = built.islands[v - 2 * n];
  return island === undefined ? [] : [island];
}

/** What a rule that decided a span means: the technique. */
function techniqueOf(built: BridgeModel, removal: Removal): string {
  const rule = removal.reason?.rule ?? "trial";
  if (rule === "trial") return "trial";
  if (rule.startsWith("connected")) return "one-network";
  const n = built.spans.length;
  // The crossing rule is the only sum over span uses alone.
  const vars = removal.reason?.vars ?? [];
  if (rule.startsWith("linear") && vars.length > 0 && vars.every((x) => x >= n && x < 2 * n))
    return "no-crossing";
  return "island-count";
}

/**
 * Turns the model's removals into steps: a step when a span not in `known` is down to one count. Its technique
 * is the last rule, other than the table joining a span's count to its use, that narrowed the span (a trial
 * since the last step makes it a trial); its reasons the cells every removal on the span read.
 */
function stepReader(puzzle: Puzzle, built: BridgeModel, known: ReadonlySet<number>) {
  const n = built.spans.length;
  const decided = new Set(known);
  const left = built.spans.map(() => new Set([0, 1, 2]));
  const technique = built.spans.map(() => "island-count");
  const because = built.spans.map(() => new Set<number>());
  let trial = false;
  return (r: Removal): Step<BridgeDeduction> | null => {
    if (r.variable >= 2 * n) return null;
    const k = r.variable % n;
    if (r.reason?.rule === "trial" || r.reason === null) trial = true;
    if (r.reason?.rule !== "table") technique[k] = techniqueOf(built, r);
    for (const v of r.reason?.vars ?? []) for (const c of cellsOfVariable(built, v)) because[k]!.add(c);
    if (r.variable < n) left[k]!.delete(r.value);
    if (left[k]!.size !== 1 || decided.has(k)) return null;
    decided.add(k);
    const count = [...left[k]!][0]!;
    const t = trial ? "trial" : technique[k]!;
    trial = false;
    const span = built.spans[k]!;
    const cells = [span.from, span.to];
    const reasons = [...because[k]!].filter((c) => !cells.includes(c));
    const why = WHY[t] ?? "the other counts lead to a contradiction";
    return {
      technique: t,
      message: `${spanName(puzzle, span)} has ${count === 0 ? "no bridge" : count === 1 ? "one bridge" : "two bridges"}: ${why}`,
      cells: cells.map((c) => cellAt(c, puzzle.width)),
      ...(reasons.length > 0 ? { because: { cells: reasons.map((c) => cellAt(c, puzzle.width)) } } : {}),
      deductions: [{ span: k, count }],
    };
  };
}

/**
 * Fixes the spans an attempt decides: every line of a span drawn with one count fixes that count, a span with
 * a crossed line and none drawn has no bridge. Returns the spans fixed, or null when they clash at once.
 */
function fixAttempt(_puzzle: Puzzle, built: BridgeModel, attempt: readonly (number | null | undefined)[]) {
  const fixed = new Set<number>();
  for (const [k, span] of built.spans.entries()) {
    const count = spanAttempt(span, attempt);
    if (count === null) continue;
    if (!built.model.assign(k, count)) return null;
    fixed.add(k);
  }
  return fixed;
}

/** What an attempt decides of a span: its count when every line holds it, 0 when a line is crossed and none drawn. */
export function spanAttempt(
  span: BridgeSpan,
  attempt: readonly (number | null | undefined)[],
): number | null {
  const values = span.lines.map((l) => attempt[l]);
  const first = values[0];
  if (typeof first === "number" && first >= 1 && first <= MAX_BRIDGES && values.every((v) => v === first))
    return first;
  if (values.includes(-1) && !values.some((v) => v === 1 || v === 2)) return 0;
  return null;
}

// A hint compares the attempt's spans with the puzzle's one solution first (kit's `firstWrongPiece`, one entry
// a span: its count + 1 as `spanAttempt` reads it, 0 undecided), since the attempt's own entries are lines and
// a span's count is only read off all of them. One function object, so the answer is found once per puzzle.
const answerModel = (puzzle: Puzzle): BridgeModel => buildModel(puzzle);
const fixSpans = (_: Puzzle, built: BridgeModel, entries: AttemptEntries) => {
  const fixed = new Set<number>();
  for (let k = 0; k < entries.length; k++) {
    const e = entries[k];
    if (typeof e !== "number" || e < 1) continue;
    if (!built.model.assign(k, e - 1)) return null;
    fixed.add(k);
  }
  return fixed;
};
const COUNT_WORDS = ["is not there", "is single", "is double"];

/** The hint's step on a span the attempt gets wrong: "the bridge from r1c1 to r1c4 is a mistake: in ...". */
function spanMistakeStep(puzzle: Puzzle, k: number, count: number): Step<BridgeDeduction> {
  const span = bridgeSpans(puzzle)[k]!;
  const cells = [span.from, span.to].map((c) => cellAt(c, puzzle.width));
  return fixMistakeStep(spanName(puzzle, span), cells, COUNT_WORDS[count]!, { span: k, count });
}

const logical = propagationHints<Puzzle, BridgeDeduction, BridgeModel>({
  shapeProblems,
  attemptProblems,
  model: explainingBuild(buildModel),
  fix: fixAttempt,
  reader: stepReader,
  pieces: (p) => bridgeSpans(p).length,
  // Trials try the spans' counts and uses.
  variables: (p) => 2 * bridgeSpans(p).length,
  ladder: LADDER,
});

/**
 * Hashikake's hint, explain and grade (the type object's), read off the engine's explained propagation: see
 * kit's `propagationHints`. A hint names a span the attempt gets wrong first, set as the one solution has it.
 */
export const hints: PropagationHints<Puzzle, BridgeDeduction> = {
  ...logical,
  hint(puzzle, attempt) {
    // The shape is the logical hint's to refuse, before any search.
    if (attempt == null) return logical.hint(puzzle, attempt);
    const shape = [...shapeProblems(puzzle), ...attemptProblems(puzzle, attempt)];
    if (shape.length > 0) return logical.hint(puzzle, attempt);
    const entries = bridgeSpans(puzzle).map((span) => {
      const count = spanAttempt(span, attempt);
      return count === null ? 0 : count + 1;
    });
    const wrong = firstWrongPiece(puzzle, entries, answerModel, fixSpans);
    if (wrong !== null) return spanMistakeStep(puzzle, wrong.piece, wrong.answer[wrong.piece]!);
    return logical.hint(puzzle, attempt);
  },
};
