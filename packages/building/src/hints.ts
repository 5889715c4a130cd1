import type { Removal } from "@gridsmith/constraint";
import {
  assignAttemptNumbers,
  beyondLadder,
  type Cell,
  explainingModel,
  propagationHints,
  type Rung,
  type Step,
} from "@gridsmith/kit";
import type { DigitPlacement } from "@gridsmith/kit/digit-play";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { cellLabel, clueCell, clueLabel, framedCell, type Puzzle, sightLine, tallest } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: the grid cell at `row`, `col` (from 0, inside the clues) has height `value`. */
export type Placement = DigitPlacement;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "only-height": { score: 1, level: "easy" },
  "only-place": { score: 1, level: "easy" },
  "clue-sight": { score: 2, level: "medium" },
  subset: { score: 3, level: "medium" },
  trial: { score: 10, level: "hard" },
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
 * Turns the removals of a model of `puzzle` into steps: a step when a cell is down to one height, named by
 * the rule of the removal that left it, its reasons the cells and clues behind every removal of that cell.
 * A trial since the last step makes the next step a trial.
 */
function stepReader(puzzle: Puzzle, known: ReadonlySet<number>) {
  const top = tallest(puzzle);
  const n = puzzle.width * puzzle.height;
  const left = new Array<number>(n).fill(top);
  const gone = Array.from({ length: n }, () => new Set<number>());
  const because = Array.from({ length: n }, () => new Map<string, Cell>());
  const clueOfLine = new Map<string, number>();
  puzzle.clues.forEach((v, k) => {
    if (v >= 0) clueOfLine.set(sightLine(puzzle, k).join(","), k);
  });
  let trial = false;
  return (r: Removal): Step<Placement> | null => {
    const cell = r.variable;
    if (cell >= n || gone[cell]!.has(r.value)) return null;
    gone[cell]!.add(r.value);
    const rule = r.reason?.rule ?? "trial";
    if (rule === "trial") trial = true;
    const clue = rule === "regular" ? clueOfLine.get((r.reason?.vars ?? []).join(",")) : undefined;
    const reasons =
      clue === undefined
        ? (r.reason?.vars ?? []).map((v) => framedCell(puzzle, v))
        : [clueCell(puzzle, clue)];
    for (const c of reasons) because[cell]!.set(`${c.row},${c.col}`, c);
    if (--left[cell]! !== 1 || known.has(cell)) return null;
    let value = 1;
    while (gone[cell]!.has(value)) value++;
    const t = trial ? techniqueOf("trial") : techniqueOf(rule);
    trial = false;
    const why =
      t.technique === "clue-sight" && clue !== undefined
        ? `${clueLabel(puzzle, clue)} allows nothing else there`
        : t.why;
    const at = framedCell(puzzle, cell);
    const others = [...because[cell]!.values()].filter((c) => c.row !== at.row || c.col !== at.col);
    return {
      technique: t.technique,
      message: `${cellLabel(puzzle, cell)} must be ${value}: ${why}`,
      cells: [at],
      ...(others.length > 0 ? { because: { cells: others } } : {}),
      deductions: [{ row: at.row - 1, col: at.col - 1, value }],
    };
  };
}

/**
 * Skyscrapers's hint, explain and grade (the type object's), read off the engine's explained propagation: see
 * kit's `propagationHints`.
 */
export const hints = propagationHints<Puzzle, Placement>({
  shapeProblems,
  attemptProblems,
  model: explainingModel(buildModel),
  // A cell's height (0 or null for none) fixes it; one no cell can hold is a clash.
  fix: (puzzle, { model }, attempt) => assignAttemptNumbers(model, attempt, puzzle.width * puzzle.height, []),
  reader: (puzzle, _, known) => stepReader(puzzle, known),
  pieces: (puzzle) => puzzle.width * puzzle.height,
  ladder: LADDER,
});
