import type { Removal } from "@gridsmith/constraint";
import {
  beyondLadder,
  cellName,
  propagationHints,
  type Rung,
  type ShadeDeduction,
  type Step,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { holdsStar } from "./play.js";
import { type Puzzle, units } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) holds a star (`shaded`, as the board shades it), or none. */
export type CellDeduction = ShadeDeduction;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "beside-star": { score: 1, level: "easy" },
  "unit-full": { score: 1, level: "easy" },
  "unit-needs-all": { score: 2, level: "medium" },
  trial: { score: 10, level: "hard" },
};

const LADDER = beyondLadder(TECHNIQUES);

const cellOf = (p: Puzzle, i: number) => ({ row: Math.floor(i / p.width), col: i % p.width });

/** Turns each first decision about a cell in a model's removals into a step, naming the row, column or region. */
function stepReader(puzzle: Puzzle, known: ReadonlySet<number>) {
  const decided = new Set<number>(known);
  const unitOf = new Map(units(puzzle).map((u) => [u.cells.join(","), u.name]));
  return (r: Removal): Step<CellDeduction> | null => {
    const cell = r.variable;
    if (decided.has(cell)) return null;
    decided.add(cell);
    const star = r.value === 0;
    const rule = r.reason?.rule ?? "trial";
    const unit = unitOf.get((r.reason?.vars ?? []).join(",")) ?? "its row, column or region";
    const t =
      rule === "linear<="
        ? { technique: "beside-star", why: "a star beside it" }
        : rule === "linear="
          ? star
            ? { technique: "unit-needs-all", why: `${unit} needs a star in every cell left` }
            : { technique: "unit-full", why: `${unit} has its stars` }
          : { technique: "trial", why: `${star ? "no star" : "a star"} there leads to a contradiction` };
    const at = cellOf(puzzle, cell);
    const others = (r.reason?.vars ?? []).filter((v) => v !== cell).map((v) => cellOf(puzzle, v));
    return {
      technique: t.technique,
      message: `${cellName(at)} ${holdsStar(star)}: ${t.why}`,
      cells: [at],
      ...(others.length > 0 ? { because: { cells: others } } : {}),
      deductions: [{ cell, shaded: star }],
    };
  };
}

/**
 * Star Battle's hint, explain and grade (the type object's), read off the engine's explained propagation: see
 * kit's `propagationHints`.
 */
export const hints = propagationHints<Puzzle, CellDeduction>({
  shapeProblems,
  attemptProblems,
  model: (puzzle) => {
    const model = buildModel(puzzle, false);
    model.explaining = true;
    return { model };
  },
  reader: (puzzle, _, known) => stepReader(puzzle, known),
  pieces: (puzzle) => puzzle.regions.length,
  ladder: LADDER,
});
