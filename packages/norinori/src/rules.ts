import { type Problem, puzzleCellName, shadingChecks, smallRoomProblems } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { cellAt, neighbours, type Puzzle, roomCells } from "./puzzle.js";

/** What makes a puzzle not one: its shape (one `bad-shape` problem), then rooms too small for two cells. */
export function validate(puzzle: Puzzle): Problem[] {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) return shape;
  return smallRoomProblems(puzzle, 2, "two shaded");
}

/** The groups of shaded cells that touch by a side (`shaded(i)` says whether cell i is shaded). */
function shadedBlocks(puzzle: Puzzle, shaded: (i: number) => boolean): number[][] {
  const seen = new Uint8Array(puzzle.rooms.length);
  const blocks: number[][] = [];
  for (let s = 0; s < puzzle.rooms.length; s++) {
    if (!shaded(s) || seen[s]) continue;
    seen[s] = 1;
    const block = [s];
    for (let k = 0; k < block.length; k++)
      for (const j of neighbours(puzzle, block[k]!))
        if (shaded(j) && !seen[j]) {
          seen[j] = 1;
          block.push(j);
        }
    blocks.push(block);
  }
  return blocks;
}

// The attempt's and the whole answer's problems are one reading of the rules (countProblems).
const checks = shadingChecks(shapeProblems, attemptProblems, countProblems);

/**
 * A player's mistakes in `attempt` (1 shaded; anything else not): a group of more than two shaded cells
 * touching by a side, a room with more than two shaded cells. A puzzle or an attempt of the wrong shape is
 * one `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = checks.check;

/** Blocks and rooms with too many shaded cells, and with too few when `whole`. */
function countProblems(puzzle: Puzzle, shaded: (i: number) => boolean, whole: boolean): Problem[] {
  const problems: Problem[] = [];
  for (const block of shadedBlocks(puzzle, shaded))
    if (block.length > 2 || (whole && block.length < 2))
      problems.push({
        code: block.length > 2 ? "block-too-big" : "single-shaded",
        message: `${puzzleCellName(puzzle, block[0]!)} is in a group of ${block.length} shaded cells, not 2`,
        cells: block.map((i) => cellAt(puzzle, i)),
      });
  for (const cells of roomCells(puzzle)) {
    const n = cells.filter(shaded).length;
    if (n > 2 || (whole && n < 2))
      problems.push({
        code: n > 2 ? "room-too-many" : "room-too-few",
        message: `the room of ${puzzleCellName(puzzle, cells[0]!)} has ${n} shaded cells, not 2`,
        cells: cells.map((i) => cellAt(puzzle, i)),
      });
  }
  return problems;
}

/**
 * The problems with `solution` (1 shaded, 0 not) as a whole answer: every group of shaded cells touching by a
 * side is two cells, every room holds two shaded cells.
 */
export const solutionProblems = checks.solutionProblems;
