import { cluedPoints, easy, MEDIUM, type ShadingStep, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import { cellsAround, type Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

export type { ShadeDeduction as CellDeduction } from "@gridsmith/kit";

/** The cells of each clue of a puzzle, as a key of the sorted cells: a clue's own `linear=` reads these. */
const clueCellKeys = new WeakMap<Puzzle, Set<string>>();
const cellsKey = (cells: readonly number[]) => [...cells].sort((a, b) => a - b).join(",");

/**
 * Whether a `linear=` step is one of `buildModel`'s clue pairs rather than one clue's: its cells are not the cells
 * of any clue (both rules are `linear=`, so their cells tell them apart).
 */
function isCluePair({ puzzle, removal }: ShadingStep<Puzzle>): boolean {
  let keys = clueCellKeys.get(puzzle);
  if (keys === undefined) {
    keys = new Set(cluedPoints(puzzle, cellsAround).map(({ around }) => cellsKey(around)));
    clueCellKeys.set(puzzle, keys);
  }
  return !keys.has(cellsKey(removal.reason?.vars ?? []));
}

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why.
 */
export const TECHNIQUES = shadingTechniques<Puzzle>({
  "clue-pair": {
    ...easy<ShadingStep<Puzzle>>(
      ["linear="],
      ({ shaded }) =>
        `two numbers on neighbouring corners count the cells between them alike, so the cells only one of them counts ${shaded ? "need it shaded" : "leave no room for it shaded"}`,
    ),
    when: isCluePair,
  },
  "corner-count": easy(
    ["linear*"],
    ({ shaded }) =>
      `the number on a corner of it needs ${shaded ? "every cell left around it shaded" : "no more shaded cells around it"}`,
  ),
  "keep-connected": MEDIUM,
});

/** Creek's hint, explain and grade (the type object's): see kit's `shadingHints`. */
export const hints = shadingHints<Puzzle>({ model: buildModel, shapeProblems, techniques: TECHNIQUES });
