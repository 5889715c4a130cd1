import { fixCellStates, type Removal } from "@gridsmith/constraint";
import { beyondLadder, cellName, propagationHints, type Rung, type Step } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { edgeCount, edgeSides, innerEdges, type Puzzle } from "./puzzle.js";
import type { Rectangle } from "./rectangles.js";
import { buildModel } from "./solve.js";

/** What a step decides: an edge (kit's `borderEdges` numbering) is a border between rectangles, or not. */
export interface EdgeDeduction {
  edge: number;
  border: boolean;
}

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "rectangles-part": { score: 1, level: "easy" },
  "rectangle-spans": { score: 1, level: "easy" },
  trial: { score: 10, level: "hard" },
};

const LADDER = beyondLadder(TECHNIQUES);

/** Turns each first decision about an inner edge in a model's removals into a step. */
function stepReader(puzzle: Puzzle, rects: readonly Rectangle[], known: ReadonlySet<number>) {
  const e = edgeCount(puzzle);
  const decided = new Set<number>(known);
  const at = (i: number) => ({ row: Math.floor(i / puzzle.width), col: i % puzzle.width });
  return (r: Removal): Step<EdgeDeduction> | null => {
    const edge = r.variable;
    const sides = edge < e ? edgeSides(puzzle, edge) : null;
    if (sides === null || decided.has(edge)) return null;
    decided.add(edge);
    const border = r.value === 0;
    const [a, b] = sides.map((i) => cellName(at(i)));
    const trial = (r.reason?.rule ?? "trial") === "trial";
    const technique = trial ? "trial" : border ? "rectangles-part" : "rectangle-spans";
    const why = trial
      ? `${border ? "joining" : "parting"} them leads to a contradiction`
      : border
        ? "no rectangle left for a number covers both"
        : `the rectangle that covers ${a} must cover ${b} too`;
    // The numbers whose rectangles the rule read.
    const numbers = [
      ...new Set((r.reason?.vars ?? []).filter((v) => v >= e).map((v) => rects[v - e]!.clue)),
    ].map(at);
    return {
      technique,
      message: `${border ? "a border" : "no border"} between ${a} and ${b}: ${why}`,
      cells: sides.map(at),
      ...(numbers.length > 0 ? { because: { cells: numbers } } : {}),
      deductions: [{ edge, border }],
    };
  };
}

type Built = ReturnType<typeof buildModel>;

/**
 * Shikaku's hint, explain and grade (the type object's), read off the engine's explained propagation: see
 * kit's `propagationHints`.
 */
export const hints = propagationHints<Puzzle, EdgeDeduction, Built>({
  shapeProblems,
  attemptProblems,
  model: (puzzle) => {
    const built = buildModel(puzzle);
    built.model.explaining = true;
    return built;
  },
  fix: (puzzle, { model }, attempt) => {
    const inner = new Set(innerEdges(puzzle).map(({ edge }) => edge));
    return fixCellStates(model, attempt, (edge) => inner.has(edge));
  },
  reader: (puzzle, built, known) => stepReader(puzzle, built.rectangles, known),
  pieces: (puzzle) => innerEdges(puzzle).length,
  ladder: LADDER,
  variables: edgeCount,
});
