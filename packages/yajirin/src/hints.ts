import { fixCellStates, type Removal } from "@gridsmith/constraint";
import {
  beyondLadder,
  cellMistakeStep,
  cellNameAt,
  cellsAt,
  centreEdges,
  circuitTechnique,
  EASY,
  easy,
  explainingModel,
  type LineDeduction,
  lineMistakeStep,
  lineTechniques,
  propagationHints,
  ruleMeaning,
  type ShadeDeduction,
  type Step,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { answerLength, isClue, lineCount, type Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a line is on the loop or not, or a cell is shaded or not. */
export type YajilinDeduction = LineDeduction | ShadeDeduction;

/**
 * The techniques of a logical solution, easiest first: the circuit's, then the grade each of Yajilin's own
 * stands for, the rules of `buildModel` it reads (by what their reason read: a line, or cells alone) and why.
 */
export const TECHNIQUES = lineTechniques({
  "shade-or-loop": {
    ...EASY,
    rules: ["linear*"],
    when: ({ vars, grid }) => vars.some((v) => v < lineCount(grid)),
    why: "a cell that is no clue is shaded or on the loop, never both; a clue is neither",
  },
  "arrow-count": {
    ...EASY,
    rules: ["linear*"],
    when: ({ rule }) => rule !== "linear<=",
    why: "an arrow's number counts the shaded cells it points at",
  },
  "no-adjacent-shade": easy(["linear<="], "shaded cells never touch side by side"),
});

const meaning = ruleMeaning(TECHNIQUES);

/** Turns each first decision about a line or a cell in a model's removals into a step. */
function stepReader(puzzle: Puzzle, known: ReadonlySet<number>) {
  const decided = new Set<number>(known);
  const lines = lineCount(puzzle);
  const { width: w, height: h } = puzzle;
  const cellsOf = (v: number) => (v < lines ? centreEdges.ends(h, w, v) : [v - lines]);
  return (r: Removal): Step<YajilinDeduction> | null => {
    const x = r.variable;
    // A clue's own variables are fixed by the puzzle, not found.
    if (x >= answerLength(puzzle) || decided.has(x) || (x >= lines && isClue(puzzle, x - lines))) return null;
    decided.add(x);
    const yes = r.value === 0;
    const vars = r.reason?.vars ?? [];
    const rule = r.reason?.rule ?? "trial";
    const { technique, why } = circuitTechnique(rule) ??
      meaning({ rule, vars, grid: puzzle }) ?? {
        technique: "trial",
        why: "the other way leads to a contradiction",
      };
    const because = cellsAt([...new Set(vars.filter((v) => v !== x).flatMap(cellsOf))], w);
    const what =
      x < lines
        ? `${centreEdges.name(h, w, x)} is ${yes ? "on the loop" : "not on the loop"}`
        : `${cellNameAt(x - lines, w)} is ${yes ? "shaded" : "not shaded"}`;
    return {
      technique,
      message: `${what}: ${why}`,
      cells: cellsAt(cellsOf(x), w),
      ...(because.length > 0 ? { because: { cells: because } } : {}),
      deductions: [x < lines ? { line: x, on: yes } : { cell: x - lines, shaded: yes }],
    };
  };
}

/**
 * Yajilin's hint, explain and grade (the type object's), read off the engine's explained propagation: see
 * kit's `propagationHints`.
 */
export const hints = propagationHints<Puzzle, YajilinDeduction>({
  shapeProblems,
  attemptProblems,
  model: explainingModel(buildModel),
  reader: (puzzle, _, known) => stepReader(puzzle, known),
  // A clue's own cell is the puzzle's, not the player's.
  fix: (puzzle, built, attempt) =>
    fixCellStates(
      built.model,
      attempt,
      (x) => x < lineCount(puzzle) || !isClue(puzzle, x - lineCount(puzzle)),
    ),
  // Clues' own cells are fixed by the puzzle, never a step.
  pieces: (p) => answerLength(p) - p.numbers.filter((n) => n !== -1).length,
  variables: answerLength,
  ladder: beyondLadder(TECHNIQUES),
  mistake(puzzle, x, answer): Step<YajilinDeduction> {
    const lines = lineCount(puzzle);
    const yes = answer[x] === 1;
    if (x < lines) return lineMistakeStep(puzzle, x, yes, ["on the loop", "not on the loop"]);
    const cell = x - lines;
    return cellMistakeStep(puzzle.width, cell, yes ? "is shaded" : "is not shaded", { cell, shaded: yes });
  },
});
