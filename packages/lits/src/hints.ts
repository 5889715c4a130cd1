import { EASY, type LoggedRemoval, medium, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

export type { ShadeDeduction as CellDeduction } from "@gridsmith/kit";

/** How many cells a removal's reason names (the kit gives a reason's cells only, not the placement and shape variables). */
const reasonCells = (removal: LoggedRemoval) => removal.reason?.vars?.length ?? 0;

/** How many cells the room of a removal's cell has. */
const roomSize = (puzzle: Puzzle, removal: LoggedRemoval) =>
  puzzle.rooms.filter((r) => r === puzzle.rooms[removal.variable]).length;

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why. A reason's cells tell the sums apart: a `linear=` with no cell in its reason
 * ties a cell to its room's tetrominoes (unless the room is four cells: its count shades them all), any other
 * is the room's count, and a `table` is where the room's tetrominoes fit; a `linear<=` of three cells is a 2x2
 * block, of fewer two rooms' shapes. `roomTetrominoes.*` is the room propagator's (room-tetrominoes.ts).
 */
export const TECHNIQUES = shadingTechniques<Puzzle>({
  "room-count": {
    ...EASY,
    rules: ["linear="],
    when: ({ removal, puzzle }) => reasonCells(removal) > 0 || roomSize(puzzle, removal) === 4,
    why: ({ shaded }) =>
      shaded ? "its room needs every cell left to shade four" : "its room already has four shaded cells",
  },
  "no-2x2": {
    ...EASY,
    rules: ["linear<="],
    when: ({ removal }) => reasonCells(removal) >= 3,
    why: "the rest of a 2x2 block around it is shaded",
  },
  "tetromino-fit": medium(["linear=", "table"], ({ shaded }) =>
    shaded
      ? "every tetromino that still fits its room covers it"
      : "no tetromino that still fits its room covers it",
  ),
  "tetromino-cover": medium(["roomTetrominoes.*"], ({ shaded }) =>
    shaded ? "every tetromino left in its room covers it" : "no tetromino left in its room covers it",
  ),
  "same-shape": medium(
    ["linear<="],
    "shaded, it would join two tetrominoes of the same shape across a border",
  ),
  "keep-connected": medium(["connected.*"], ({ shaded }) =>
    shaded ? "the shaded cells cannot join up without it" : "shaded, it could not join the others",
  ),
});

/** LITS's hint, explain and grade (the type object's): see kit's `shadingHints`, on the model with its fit tables. */
export const hints = shadingHints<Puzzle>({
  model: (p, options) => buildModel(p, { ...options, fitTables: true }),
  shapeProblems,
  techniques: TECHNIQUES,
});
