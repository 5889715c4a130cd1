import { fixCellStates, type Removal } from "@gridsmith/constraint";
import {
  type BorderDeduction,
  beyondLadder,
  borderMistakeStep,
  cellAt,
  edgeName,
  edgeSides,
  explainingBuild,
  innerEdges,
  propagationHints,
  type Rung,
  type Step,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { edgeCount, type Puzzle, starCells, starsOf } from "./puzzle.js";
import { buildModel, type TentaishoModel } from "./solve.js";

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  mirror: { score: 1, level: "easy" },
  reach: { score: 2, level: "medium" },
  trial: { score: 10, level: "hard" },
};

/**
 * Turns each first decision about an inner edge in a model's removals into a step: `reach` when a galaxy's
 * connection decided it, `mirror` when the galaxies' symmetry and the one-galaxy-a-cell rule did, `trial`
 * after a trial. Its reasons are the dots of the galaxies the rule read.
 */
function stepReader(puzzle: Puzzle, built: TentaishoModel, known: ReadonlySet<number>) {
  const edges = edgeCount(puzzle);
  const decided = new Set<number>(known);
  const stars = starsOf(puzzle);
  let trial = false;
  return (r: Removal): Step<BorderDeduction> | null => {
    const rule = r.reason?.rule ?? "trial";
    if (rule === "trial") trial = true;
    const edge = r.variable;
    const sides = edge < edges ? edgeSides(puzzle, edge) : null;
    if (sides === null || decided.has(edge)) return null;
    decided.add(edge);
    const border = r.value === 0;
    const technique = trial ? "trial" : rule.startsWith("connected") ? "reach" : "mirror";
    trial = false;
    const why =
      technique === "trial"
        ? `${border ? "joining" : "parting"} its cells leads to a contradiction`
        : border
          ? "no galaxy can hold both its cells"
          : "both its cells must be in one galaxy";
    const galaxies = new Set(
      (r.reason?.vars ?? []).filter((v) => v >= edges).map((v) => built.member[v - edges]!.galaxy),
    );
    const dots = [...galaxies]
      .flatMap((g) => starCells(puzzle, stars[g]!))
      .map((i) => cellAt(i, puzzle.width));
    return {
      technique,
      message: `${border ? "a border" : "no border"} on ${edgeName(puzzle, edge)}: ${why}`,
      cells: sides.map((i) => cellAt(i, puzzle.width)),
      ...(dots.length > 0 ? { because: { cells: dots } } : {}),
      deductions: [{ edge, border }],
    };
  };
}

/**
 * Tentaisho's hint, explain and grade (the type object's), read off the engine's explained propagation: see
 * kit's `propagationHints`.
 */
export const hints = propagationHints<Puzzle, BorderDeduction, TentaishoModel>({
  shapeProblems,
  attemptProblems,
  model: explainingBuild(buildModel),
  fix: (puzzle, { model }, attempt) => {
    const inner = new Set(innerEdges(puzzle).map(({ edge }) => edge));
    return fixCellStates(model, attempt, (edge) => inner.has(edge));
  },
  reader: (puzzle, built, known) => stepReader(puzzle, built, known),
  pieces: (puzzle) => innerEdges(puzzle).length,
  ladder: beyondLadder(TECHNIQUES),
  variables: edgeCount,
  mistake: (puzzle, edge, answer) => borderMistakeStep(puzzle, edge, answer[edge] === 1),
});
