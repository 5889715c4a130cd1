import { type Problem, puzzleCellName, shadingChecks } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { cellAt, neighbours, type Puzzle, roomCells, roomNumbers } from "./puzzle.js";

/**
 * What makes a puzzle not one: its shape (one `bad-shape` problem naming the path), a room with two numbers
 * among it. Any division into rooms is a Shimaguni (a number larger than its room has no answer).
 */
export const validate: (puzzle: Puzzle) => Problem[] = shapeProblems;

/** The pieces of a room's shaded cells that touch by a side within the room. */
function islandsOf(puzzle: Puzzle, cells: readonly number[], shaded: (i: number) => boolean): number[][] {
  const inRoom = new Set(cells.filter(shaded));
  const seen = new Set<number>();
  const out: number[][] = [];
  for (const s of inRoom) {
    if (seen.has(s)) continue;
    seen.add(s);
    const piece = [s];
    for (let k = 0; k < piece.length; k++)
      for (const j of neighbours(puzzle, piece[k]!))
        if (inRoom.has(j) && !seen.has(j)) {
          seen.add(j);
          piece.push(j);
        }
    out.push(piece);
  }
  return out;
}

/**
 * The rules' problems with the shaded cells (`shaded(i)`): shaded cells of two rooms side by side, a room
 * with more shaded cells than its number; when `whole`, also a room whose shaded cells are not one island
 * (none, or in pieces), a room whose island is not its number, and two rooms side by side with islands of
 * one size.
 */
function shadingProblems(puzzle: Puzzle, shaded: (i: number) => boolean, whole: boolean): Problem[] {
  const problems: Problem[] = [];
  const { rooms } = puzzle;
  for (let i = 0; i < rooms.length; i++)
    for (const j of neighbours(puzzle, i))
      if (j > i && rooms[i] !== rooms[j] && shaded(i) && shaded(j))
        problems.push({
          code: "islands-touch",
          message: `${puzzleCellName(puzzle, i)} and ${puzzleCellName(puzzle, j)} join the islands of two rooms`,
          cells: [cellAt(puzzle, i), cellAt(puzzle, j)],
        });
  const numbers = roomNumbers(puzzle);
  const byRoom = roomCells(puzzle);
  const sizes = byRoom.map((cells) => cells.filter(shaded).length);
  byRoom.forEach((cells, room) => {
    const n = sizes[room]!;
    const want = numbers[room]!;
    const room0 = puzzleCellName(puzzle, cells[0]!);
    const all = cells.map((i) => cellAt(puzzle, i));
    if (want >= 0 && (n > want || (whole && n !== want)))
      problems.push({
        code: n > want ? "room-too-many" : "room-too-few",
        message: `the room of ${room0} has ${n} shaded cells, not ${want}`,
        cells: all,
      });
    if (whole && islandsOf(puzzle, cells, shaded).length !== 1)
      problems.push({
        code: n === 0 ? "room-no-island" : "room-islands-divided",
        message: `the room of ${room0} has ${n === 0 ? "no island" : "its shaded cells in pieces"}, not one island`,
        cells: all,
      });
  });
  if (whole) {
    const reported = new Set<string>();
    for (let i = 0; i < rooms.length; i++)
      for (const j of neighbours(puzzle, i)) {
        const [a, b] = [rooms[i]!, rooms[j]!];
        if (a >= b || reported.has(`${a},${b}`) || sizes[a] !== sizes[b]) continue;
        reported.add(`${a},${b}`);
        problems.push({
          code: "same-size",
          message: `the rooms of ${puzzleCellName(puzzle, byRoom[a]![0]!)} and ${puzzleCellName(puzzle, byRoom[b]![0]!)} are side by side with islands of ${sizes[a]}`,
          cells: [...byRoom[a]!, ...byRoom[b]!].map((k) => cellAt(puzzle, k)),
        });
      }
  }
  return problems;
}

// The attempt's and the whole answer's problems are one reading of the rules (shadingProblems).
const checks = shadingChecks(shapeProblems, attemptProblems, shadingProblems);

/**
 * A player's mistakes in `attempt` (1 shaded; anything else not): shaded cells of two rooms side by side, a
 * room with more shaded cells than its number. A puzzle or an attempt of the wrong shape is one `bad-shape`
 * or `bad-attempt` problem, found first.
 */
export const check = checks.check;

/**
 * The problems with `solution` (1 shaded, 0 not) as a whole answer: every room's shaded cells one island of
 * its number's size, islands of two rooms never side by side, and rooms side by side with islands of
 * different sizes.
 */
export const solutionProblems = checks.solutionProblems;
