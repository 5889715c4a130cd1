import {
  beyondLadder,
  digitMistakeStep,
  digitStepReader,
  EASY,
  explainingModel,
  MEDIUM,
  propagationHints,
  type Rung,
  TRIAL_RUNG,
} from "@gridsmith/kit";
import type { DigitPlacement } from "@gridsmith/kit/digit-play";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { largest, type Puzzle, pairCells, pairLabel } from "./puzzle.js";
import { buildModel } from "./solve.js";

export type { DigitPlacement as Placement } from "@gridsmith/kit/digit-play";

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "only-digit": EASY,
  "only-place": EASY,
  dot: MEDIUM,
  subset: { score: 3, level: "medium" },
  trial: TRIAL_RUNG,
};

/** Each engine rule's technique and the words after "r1c2 must be 3:" (a dot's are the dot's own). */
const MEANINGS: Record<string, [string, string]> = {
  "allDifferent.nakedSingle": ["only-digit", "every other digit is already in its row or column"],
  "allDifferent.hiddenSingle": [
    "only-place",
    "it is the only place left for that digit in its row or column",
  ],
  "allDifferent.matching": ["subset", "the other cells of its row or column need its other digits"],
  table: ["dot", ""],
  trial: ["trial", "any other digit there leads to a contradiction"],
};

/**
 * Reads the removals of a model of `puzzle` as steps (kit's `digitStepReader`): a step when a cell not in
 * `known` is down to one digit, with the technique of the rule that left it, a dot's step naming the dot.
 */
function stepReader(puzzle: Puzzle, known: ReadonlySet<number>) {
  const digits = Array.from({ length: largest(puzzle) }, (_, d) => d + 1);
  const pairs = new Map(puzzle.dots.map((_, k) => [pairCells(puzzle, k).join(","), k]));
  return digitStepReader(
    puzzle.width,
    Array.from({ length: puzzle.width * puzzle.height }, () => digits),
    known,
    (rule, r) => {
      const [technique, words] = MEANINGS[rule] ?? MEANINGS.trial!;
      const pair = technique === "dot" ? pairs.get((r.reason?.vars ?? []).join(",")) : undefined;
      return {
        technique,
        why: pair === undefined ? words : `${pairLabel(puzzle, pair)} allows nothing else`,
      };
    },
  );
}

/**
 * Kropki's hint, explain and grade (the type object's), read off the engine's explained propagation: see
 * kit's `propagationHints`.
 */
export const hints = propagationHints<Puzzle, DigitPlacement>({
  shapeProblems,
  attemptProblems,
  model: explainingModel(buildModel),
  // A cell's digit (0 or null for none) fixes it; a digit past the largest is check's to name, not a clash.
  fix: (puzzle, { model }, attempt) => {
    const filled = attempt
      .slice(0, puzzle.width * puzzle.height)
      .flatMap((v, i) => (typeof v === "number" && v > 0 ? [i] : []));
    const fits = filled.every((i) => attempt[i]! > largest(puzzle) || model.assign(i, attempt[i]!));
    return fits ? new Set(filled) : null;
  },
  reader: (puzzle, _, known) => stepReader(puzzle, known),
  pieces: (puzzle) => puzzle.width * puzzle.height,
  ladder: beyondLadder(TECHNIQUES),
  mistake: (puzzle, cell, answer) => digitMistakeStep(puzzle.width, cell, answer[cell]!),
});
