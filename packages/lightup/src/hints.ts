import { fixCellStates } from "@gridsmith/constraint";
import {
  beyondLadder,
  cellMistakeStep,
  cellStepReader,
  easy,
  easyUnshading,
  explainingModel,
  medium,
  propagationHints,
  ruleMeaning,
  shadingTechniques,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { type Puzzle, WHITE } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) holds a light, or holds none. */
export interface CellDeduction {
  cell: number;
  light: boolean;
}

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why (a light is a step's "shaded").
 */
export const TECHNIQUES = shadingTechniques<Puzzle>({
  "seen-by-light": easy(["linear<="], "a light already shines on it"),
  "number-complete": easyUnshading(["linear="], "the number beside it has all its lights"),
  "number-needs-all": easy(["linear="], "the number beside it needs every free cell around it"),
  "only-light": medium(["linear>="], "it is the only cell left to light a cell"),
});

const meaning = ruleMeaning(TECHNIQUES);

/** Reads each first decision about a white cell in a model's removals as a step. */
function stepReader(puzzle: Puzzle, known: ReadonlySet<number>) {
  return cellStepReader<CellDeduction>(puzzle.width, known, (rule, r) => {
    if (puzzle.cells[r.variable] !== WHITE) return null;
    const light = r.value === 0;
    const t = meaning({ rule, shaded: light, removal: r, puzzle }) ?? {
      technique: "trial",
      why: `${light ? "no light" : "a light"} there leads to a contradiction`,
    };
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
  mistake: (puzzle, cell, answer) => {
    const light = answer[cell] === 1;
    return cellMistakeStep(puzzle.width, cell, light ? "holds a light" : "holds no light", { cell, light });
  },
  ladder: beyondLadder(TECHNIQUES),
});
