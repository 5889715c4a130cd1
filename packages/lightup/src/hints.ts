import { fixCellStates } from "@gridsmith/constraint";
import { beyondLadder, cellStepReader, explainingModel, propagationHints, type Rung } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { type Puzzle, WHITE } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) holds a light, or holds none. */
export interface CellDeduction {
  cell: number;
  light: boolean;
}

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "seen-by-light": { score: 1, level: "easy" },
  "number-complete": { score: 1, level: "easy" },
  "number-needs-all": { score: 1, level: "easy" },
  "only-light": { score: 2, level: "medium" },
  trial: { score: 10, level: "hard" },
};

const LADDER = beyondLadder(TECHNIQUES);

/** The technique and reason of a removal, by the model's rule (see `buildModel`) and the value removed. */
function techniqueOf(rule: string, light: boolean): { technique: string; why: string } {
  if (rule === "linear<=") return { technique: "seen-by-light", why: "a light already shines on it" };
  if (rule === "linear=")
    return light
      ? { technique: "number-needs-all", why: "the number beside it needs every free cell around it" }
      : { technique: "number-complete", why: "the number beside it has all its lights" };
  if (rule === "linear>=")
    return { technique: "only-light", why: "it is the only cell left to light a cell" };
  return { technique: "trial", why: `${light ? "no light" : "a light"} there leads to a contradiction` };
}

/** Reads each first decision about a white cell in a model's removals as a step. */
function stepReader(puzzle: Puzzle, known: ReadonlySet<number>) {
  return cellStepReader<CellDeduction>(puzzle.width, known, (rule, r) => {
    if (puzzle.cells[r.variable] !== WHITE) return null;
    const light = r.value === 0;
    const t = techniqueOf(rule, light);
    return {
      technique: t.technique,
      message: `${light ? "holds a light" : "holds no light"}: ${t.why}`,
      deduction: { cell: r.variable, light },
    };
  });
}

/**
 * Light Up's hint, explain and grade (the type object's), read off the engine's explained propagation: see
 * kit's `propagationHints`.
 */
export const hints = propagationHints<Puzzle, CellDeduction>({
  shapeProblems,
  attemptProblems,
  model: explainingModel(buildModel),
  fix: (puzzle, { model }, attempt) => fixCellStates(model, attempt, (i) => puzzle.cells[i] === WHITE),
  reader: (puzzle, _, known) => stepReader(puzzle, known),
  pieces: (puzzle) => puzzle.cells.filter((c) => c === WHITE).length,
  ladder: LADDER,
});
