import { cellName, linePieces, type Problem, shapedChecks } from "@gridsmith/kit";
import { closedEarlyProblems, notOneLoopProblems } from "@gridsmith/kit/loop-problems";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { cellLines, type Puzzle, roomCells, roomNumber } from "./puzzle.js";

// The rules by definition, for players' attempts and to verify the solver's answers. Shares no code with the
// solver (which runs on the engine's circuit and sums).

const at = (p: Puzzle, i: number) => ({ row: Math.floor(i / p.width), col: i % p.width });

/** What makes a puzzle not one: its shape (one `bad-shape` problem); any rooms and numbers may stand. */
export const validate: (puzzle: Puzzle) => Problem[] = shapeProblems;

/** How many drawn lines each cell has. */
function degrees(p: Puzzle, on: (line: number) => boolean): number[] {
  return p.rooms.map((_, i) => cellLines(p, i).filter((l) => l >= 0 && on(l)).length);
}

/** How many drawn lines cross each room's border. */
function crossings(p: Puzzle, on: (line: number) => boolean): number[] {
  const out = roomCells(p).map(() => 0);
  p.rooms.forEach((room, i) => {
    const [, down, , right] = cellLines(p, i);
    for (const [line, j] of [
      [down, i + p.width],
      [right, i + 1],
    ] as const)
      if (line >= 0 && on(line) && p.rooms[j] !== room) {
        out[room]!++;
        out[p.rooms[j]!]!++;
      }
  });
  return out;
}

const checks = shapedChecks(shapeProblems, attemptProblems, mistakes, answerProblems);

/**
 * A player's mistakes in `attempt` (per line 1 drawn, anything else not) that more lines cannot mend: a
 * branch, a room the lines enter twice, a room with more cells visited than its number, and a closed loop
 * with other lines outside it. A puzzle or an attempt of the wrong shape is one `bad-shape` or `bad-attempt`
 * problem, found first.
 */
export const check = checks.check;

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: readonly (number | null | undefined)[]): Problem[] {
  const on = (l: number) => attempt[l] === 1;
  const problems: Problem[] = [];
  const deg = degrees(puzzle, on);
  deg.forEach((d, i) => {
    if (d > 2)
      problems.push({
        code: "branch",
        message: `the loop branches at ${cellName(at(puzzle, i))}`,
        cells: [at(puzzle, i)],
      });
  });
  const cross = crossings(puzzle, on);
  roomCells(puzzle).forEach((cells, room) => {
    const name = cellName(at(puzzle, cells[0]!));
    if (cross[room]! > 2)
      problems.push({
        code: "room-twice",
        message: `the loop enters the room at ${name} more than once`,
        cells: cells.map((i) => at(puzzle, i)),
      });
    const number = roomNumber(puzzle, cells);
    const visited = cells.filter((i) => deg[i]! > 0).length;
    if (number >= 0 && visited > number)
      problems.push({
        code: "room-count",
        message: `the loop visits ${visited} cells of the room at ${name}, more than its ${number}`,
        cells: cells.map((i) => at(puzzle, i)),
      });
  });
  problems.push(...closedEarlyProblems(puzzle.width, linePieces(puzzle.height, puzzle.width, on)));
  return problems;
}

/**
 * The problems with `solution` as a whole answer: {@link check}'s, and the lines must close into one loop
 * that enters every room once, visits as many cells of a room as its number, and leaves no two cells beside
 * each other across a room's border both unvisited.
 */
export const solutionProblems = checks.solutionProblems;

/** The problems {@link solutionProblems} finds in a whole answer of the right shape, after {@link check}'s. */
function answerProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const on = (l: number) => solution[l] === 1;
  const problems = notOneLoopProblems(linePieces(puzzle.height, puzzle.width, on));
  const deg = degrees(puzzle, on);
  for (const cells of roomCells(puzzle)) {
    const name = cellName(at(puzzle, cells[0]!));
    const visited = cells.filter((i) => deg[i]! > 0).length;
    if (visited === 0)
      problems.push({
        code: "room-missed",
        message: `the loop misses the room at ${name}`,
        cells: cells.map((i) => at(puzzle, i)),
      });
    const number = roomNumber(puzzle, cells);
    if (number >= 0 && visited < number)
      problems.push({
        code: "room-count",
        message: `the loop visits ${visited} cells of the room at ${name}, fewer than its ${number}`,
        cells: cells.map((i) => at(puzzle, i)),
      });
  }
  puzzle.rooms.forEach((room, i) => {
    const r = Math.floor(i / puzzle.width);
    const c = i % puzzle.width;
    for (const j of [c + 1 < puzzle.width ? i + 1 : -1, r + 1 < puzzle.height ? i + puzzle.width : -1])
      if (j >= 0 && puzzle.rooms[j] !== room && deg[i] === 0 && deg[j] === 0)
        problems.push({
          code: "unvisited-across-border",
          message: `${cellName(at(puzzle, i))} and ${cellName(at(puzzle, j))}, across a room's border, are both unvisited`,
          cells: [at(puzzle, i), at(puzzle, j)],
        });
  });
  return problems;
}
