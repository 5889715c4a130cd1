import {
  cellsApart,
  gridGroups,
  type Problem,
  puzzleCellName,
  shadedBlockProblems,
  shadingChecks,
  smallRoomProblems,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { cellAt, neighbours, type Puzzle, roomCells } from "./puzzle.js";
import { type Shape, shapeOf } from "./tetromino.js";

/** What makes a puzzle not one: its shape (one `bad-shape` problem), then rooms too small for a tetromino. */
export function validate(puzzle: Puzzle): Problem[] {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) return shape;
  return smallRoomProblems(puzzle, 4, "four shaded");
}

/** Each room's tetromino: its shape when the room's shaded cells are exactly four of one piece, else null. */
function roomShapes(puzzle: Puzzle, shaded: (i: number) => boolean): (Shape | null)[] {
  return roomCells(puzzle).map((cells) => shapeOf(cells.filter(shaded), puzzle.width));
}

/**
 * The rules' problems with the shaded cells (`shaded(i)`): a 2x2 block all shaded, a room with more than
 * four, two tetrominoes of one shape side by side across a border; when `whole`, also a room whose shaded
 * cells are not a tetromino and shaded cells in more than one piece.
 */
function shadingProblems(puzzle: Puzzle, shaded: (i: number) => boolean, whole: boolean): Problem[] {
  const problems = shadedBlockProblems(puzzle, shaded);
  const shapes = roomShapes(puzzle, shaded);
  for (const cells of roomCells(puzzle)) {
    const n = cells.filter(shaded).length;
    if (n > 4 || (whole && shapes[puzzle.rooms[cells[0]!]!] === null))
      problems.push({
        code: n > 4 ? "room-too-many" : "room-not-tetromino",
        message: `the room of ${puzzleCellName(puzzle, cells[0]!)} has ${n} shaded cells, not a tetromino of four`,
        cells: cells.map((i) => cellAt(puzzle, i)),
      });
  }
  const { rooms } = puzzle;
  for (let i = 0; i < rooms.length; i++)
    for (const j of neighbours(puzzle, i)) {
      const shape = shapes[rooms[i]!];
      if (j > i && rooms[j] !== rooms[i] && shaded(i) && shaded(j) && shape && shape === shapes[rooms[j]!])
        problems.push({
          code: "same-shape",
          message: `${puzzleCellName(puzzle, i)} and ${puzzleCellName(puzzle, j)} join two ${shape} tetrominoes`,
          cells: [cellAt(puzzle, i), cellAt(puzzle, j)],
        });
    }
  if (whole)
    problems.push(...cellsApart(gridGroups(puzzle, shaded), puzzle.width, "shaded-divided", "shaded cells"));
  return problems;
}

// The attempt's and the whole answer's problems are one reading of the rules (shadingProblems).
const checks = shadingChecks(shapeProblems, attemptProblems, shadingProblems);

/**
 * A player's mistakes in `attempt` (1 shaded; anything else not): a 2x2 block all shaded, a room with more
 * than four shaded cells, two tetrominoes of one shape touching across a border. A puzzle or an attempt of
 * the wrong shape is one `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = checks.check;

/**
 * The problems with `solution` (1 shaded, 0 not) as a whole answer: every room's shaded cells a tetromino
 * (four cells of one piece), no two of one shape side by side across a border, no 2x2 block all shaded, and
 * the shaded cells one piece.
 */
export const solutionProblems = checks.solutionProblems;
