import { type FramedStepReading, framedDigitHints, type GradeLadder, type Rung } from "@gridsmith/kit";
import type { DigitPlacement } from "@gridsmith/kit/digit-play";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { clueCell, framedCell, letterOf, lines, type Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/**
 * What a step decides: the grid cell at `row`, `col` (from 0, inside the clues) holds letter `value` (1 for
 * A), or stays empty (0).
 */
export type Placement = DigitPlacement;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "line-logic": { score: 2, level: "medium" },
  trial: { score: 10, level: "hard" },
};

const LADDER: GradeLadder = {
  techniques: TECHNIQUES,
  easiest: "medium",
  unfinished: { level: "beyond", score: 1000 },
};

/**
 * How the steps of `puzzle` read: a cell down to one value (a letter, or empty) is a step, its reasons the
 * cells and clues of the lines whose rules removed the others.
 */
function reading(puzzle: Puzzle): FramedStepReading {
  const n = puzzle.width * puzzle.height;
  // A line's cells, as the rule's variables list them, name its clues.
  const cluesOf = new Map<string, number[]>();
  for (const line of lines(puzzle))
    cluesOf.set(
      line.cells.join(","),
      [line.start, line.end].filter((k) => puzzle.clues[k]! >= 1),
    );
  return {
    reasons(r) {
      const vars = r.reason?.vars ?? [];
      return [
        ...vars.filter((v) => v !== r.variable && v < n).map((v) => framedCell(puzzle, v)),
        ...(cluesOf.get(vars.join(",")) ?? []).map((k) => clueCell(puzzle, k)),
      ];
    },
    says({ value, rule }) {
      const technique = rule === "trial" ? "trial" : "line-logic";
      const what = value === 0 ? "stays empty" : `holds ${letterOf(value)}`;
      const why =
        technique === "trial"
          ? "anything else there leads to a contradiction"
          : "its row and column, with their clues, leave nothing else";
      return { technique, says: `${what}: ${why}` };
    },
  };
}

/**
 * Easy as ABC's hint, explain and grade (the type object's), read off the engine's explained propagation:
 * see kit's `framedDigitHints`. A cell's letter fixes it, one no cell can hold is a clash; 0 or null leaves
 * it open (an empty cell is not told from an undecided one).
 */
export const hints = framedDigitHints<Puzzle>({
  shapeProblems,
  attemptProblems,
  buildModel,
  // A cell holds a letter 1 to `letters`, or stays empty (0).
  values: (puzzle) => Array.from({ length: puzzle.letters + 1 }, (_, v) => v),
  reading,
  // The givens are fixed before the explaining starts: no step decides them.
  pieces: (puzzle) => puzzle.givens.filter((v) => v === 0).length,
  ladder: LADDER,
});
