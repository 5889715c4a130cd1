import {
  beyondLadder,
  EASY,
  type FramedStepReading,
  framedDigitHints,
  type LoggedRemoval,
  MEDIUM,
  type Rung,
  TRIAL_RUNG,
} from "@gridsmith/kit";
import type { DigitPlacement } from "@gridsmith/kit/digit-play";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { clueCell, clueLabel, framedCell, type Puzzle, sightLine, tallest } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: the grid cell at `row`, `col` (from 0, inside the clues) has height `value`. */
export type Placement = DigitPlacement;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "only-height": EASY,
  "only-place": EASY,
  "clue-sight": MEDIUM,
  subset: { score: 3, level: "medium" },
  trial: TRIAL_RUNG,
};

const LADDER = beyondLadder(TECHNIQUES);

/** What a removal's rule means to a person: its technique and the reason a message gives. */
function techniqueOf(rule: string): { technique: string; why: string } {
  if (rule === "allDifferent.nakedSingle")
    return { technique: "only-height", why: "every other height is already in its row or column" };
  if (rule === "allDifferent.hiddenSingle")
    return { technique: "only-place", why: "it is the only place left for that height in its row or column" };
  if (rule === "allDifferent.matching")
    return { technique: "subset", why: "the other cells of its row or column need its other heights" };
  if (rule === "regular") return { technique: "clue-sight", why: "" };
  return { technique: "trial", why: "any other height there leads to a contradiction" };
}

/**
 * How the steps of `puzzle` read: a cell down to one height is named by the rule of the removal that left it,
 * its reasons the cells and clues behind every removal of that cell.
 */
function reading(puzzle: Puzzle): FramedStepReading {
  const clueOfLine = new Map<string, number>();
  puzzle.clues.forEach((v, k) => {
    if (v >= 0) clueOfLine.set(sightLine(puzzle, k).join(","), k);
  });
  // A sight line's rule names its clue; any other names the cells of its rule.
  const clueOf = (r: LoggedRemoval) =>
    r.reason?.rule === "regular" ? clueOfLine.get((r.reason.vars ?? []).join(",")) : undefined;
  return {
    reasons(r) {
      const clue = clueOf(r);
      return clue === undefined
        ? (r.reason?.vars ?? []).map((v) => framedCell(puzzle, v))
        : [clueCell(puzzle, clue)];
    },
    says({ value, rule, removal }) {
      const t = techniqueOf(rule);
      const clue = clueOf(removal);
      const why =
        t.technique === "clue-sight" && clue !== undefined
          ? `${clueLabel(puzzle, clue)} allows nothing else there`
          : t.why;
      return { technique: t.technique, says: `must be ${value}: ${why}` };
    },
  };
}

/**
 * Skyscrapers's hint, explain and grade (the type object's), read off the engine's explained propagation: see
 * kit's `framedDigitHints`. A cell's height (0 or null for none) fixes it; one no cell can hold is a clash.
 */
export const hints = framedDigitHints<Puzzle>({
  shapeProblems,
  attemptProblems,
  buildModel,
  values: (puzzle) => Array.from({ length: tallest(puzzle) }, (_, h) => h + 1),
  reading,
  pieces: (puzzle) => puzzle.width * puzzle.height,
  ladder: LADDER,
});
