import { easy, explainingModel, lineHints, lineTechniques } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { lineCount, lineEnds, type Puzzle } from "./puzzle.js";
import { buildModel, linkCount, unsupported } from "./solve.js";

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why.
 */
export const TECHNIQUES = lineTechniques({
  "number-end": easy(["linear*"], "a number has one line, any other cell two or none"),
  "same-number": {
    score: 2,
    level: "easy",
    rules: ["table"],
    why: "a line joins cells of one number's path",
  },
});

/**
 * Numberlink's hint, explain and grade (the type object's), read off the engine's explained propagation: see
 * kit's `lineHints`. A step is a line's first decision; labels and visits are no step.
 */
export const hints = lineHints<Puzzle>({
  shapeProblems: (p) => {
    const shape = shapeProblems(p);
    if (shape.length > 0) return shape;
    const why = unsupported(p as Puzzle);
    return why === null ? [] : [{ code: "unsupported", message: why }];
  },
  attemptProblems,
  model: explainingModel(buildModel),
  cellsOf: (puzzle) => {
    const lines = lineCount(puzzle);
    const n = puzzle.width * puzzle.height;
    // The model's variables after the lines: 2k links, n labels, n visits, then the lines' labels.
    const links = linkCount(puzzle);
    return (v) => {
      if (v < lines) return lineEnds(puzzle, v);
      const c = v - lines - links;
      if (c >= 0 && c < 2 * n) return [c % n];
      if (c >= 2 * n) return lineEnds(puzzle, c - 2 * n);
      return [];
    };
  },
  techniques: TECHNIQUES,
  drawn: ["drawn", "not drawn"],
  // Trials try the cells' labels and visits too: a line is seldom wrong at once, a pair in a cell often is.
  variables: (p) => 2 * lineCount(p) + linkCount(p) + 2 * p.width * p.height,
});
