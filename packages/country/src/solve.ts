import type { Model } from "@gridsmith/constraint";
import { modelSolver } from "@gridsmith/kit";
import { cellLoopModel } from "@gridsmith/kit/loop-model";
import { cellLines, lineCount, type Puzzle, roomCells, roomNumber } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * The puzzle on the engine: variable l < lineCount is line l (1 on the loop), in kit's `centreEdges`
 * numbering, which is the constraint engine's `gridGraph` of the cells' centres; then one variable per cell,
 * 1 where the loop visits it (kit's `cellLoopModel`). `centreLoop` (a `SingleCircuit`) makes the lines one loop; a cell's lines are
 * twice its visit (`linear=`); the lines across a room's border are two, so the loop enters it once
 * (`linear=`; with one room, none); a room's visited cells are its number (`linear=`) and at least one; two
 * cells beside each other across a border are not both unvisited (`linear>=`). The rules are what hints read.
 */
export function buildModel(puzzle: Puzzle): Model {
  const { model: m, lines, cells: visited, linesAt } = cellLoopModel(puzzle);
  const w = puzzle.width;
  for (let i = 0; i < visited.length; i++) {
    const own = linesAt(i);
    m.linear([...own.map(() => 1), -2], [...own, visited[i]!], "=", 0);
  }
  const rooms = roomCells(puzzle);
  const border: number[][] = rooms.map(() => []);
  puzzle.rooms.forEach((room, i) => {
    const [, down, , right] = cellLines(puzzle, i);
    for (const [line, j] of [
      [down, i + w],
      [right, i + 1],
    ] as const) {
      if (line < 0 || puzzle.rooms[j] === room) continue;
      border[room]!.push(lines[line]!);
      border[puzzle.rooms[j]!]!.push(lines[line]!);
      m.linear([1, 1], [visited[i]!, visited[j]!], ">=", 1);
    }
  });
  rooms.forEach((cells, room) => {
    const vs = cells.map((i) => visited[i]!);
    const number = roomNumber(puzzle, cells);
    if (number >= 0)
      m.linear(
        vs.map(() => 1),
        vs,
        "=",
        number,
      );
    else
      m.linear(
        vs.map(() => 1),
        vs,
        ">=",
        1,
      );
    if (rooms.length > 1)
      m.linear(
        border[room]!.map(() => 1),
        border[room]!,
        "=",
        2,
      );
  });
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution is checked against the rules before it is returned.
 */
export const solve = modelSolver<Puzzle>({ buildModel, solutionProblems, variables: lineCount });
