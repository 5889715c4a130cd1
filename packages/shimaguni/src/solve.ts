import { Connected, Model } from "@gridsmith/constraint";
import { cellModelSolver } from "@gridsmith/kit";
import { neighbours, type Puzzle, roomCells, roomNumbers } from "./puzzle.js";
import { solutionProblems, validate } from "./rules.js";

/**
 * The puzzle on the engine: variable i is cell i's shading (1 shaded), then per room its island's size, 1
 * to the room's cells (its number when it has one). A room's shaded cells count its size (`linear=`) and
 * are one region of the room (`Connected` on value 1, of the number's size when there is one); two cells
 * side by side in two rooms are not both shaded (`linear<=`); two rooms side by side have islands of
 * different sizes (`allDifferent` of their sizes). The rules' names are what hints read.
 */
export function buildModel(puzzle: Puzzle, options: { explaining?: boolean } = {}): Model {
  const m = new Model(options);
  const { rooms } = puzzle;
  const n = rooms.length;
  const cells = m.intVars(n, 0, 1);
  const numbers = roomNumbers(puzzle);
  const byRoom = roomCells(puzzle);
  // A number the room cannot hold (more than its cells, or 0: every room has an island) has no answer: the
  // count fails.
  const sizes = byRoom.map((room, r) => {
    const want = numbers[r]!;
    if (want === 0)
      m.linear(
        room.map(() => 1),
        room.map((i) => cells[i]!),
        ">=",
        1,
      );
    return want < 0 ? m.intVar(1, room.length) : m.intVar(want, want);
  });
  byRoom.forEach((room, r) => {
    m.linear([...room.map(() => 1), -1], [...room.map((i) => cells[i]!), sizes[r]!], "=", 0);
    const local = new Map(room.map((i, k) => [i, k]));
    const edges = room.flatMap((i) =>
      neighbours(puzzle, i)
        .filter((j) => j > i && local.has(j))
        .map((j) => [local.get(i)!, local.get(j)!] as [number, number]),
    );
    const want = numbers[r]!;
    m.post(
      new Connected(
        room.map((i) => cells[i]!),
        edges,
        1,
        want >= 1 && want <= room.length ? { size: want } : {},
      ),
    );
  });
  const paired = new Set<string>();
  for (let i = 0; i < n; i++)
    for (const j of neighbours(puzzle, i)) {
      const [a, b] = [rooms[i]!, rooms[j]!];
      if (j < i || a === b) continue;
      m.linear([1, 1], [cells[i]!, cells[j]!], "<=", 1);
      const key = a < b ? `${a},${b}` : `${b},${a}`;
      if (paired.has(key)) continue;
      paired.add(key);
      m.allDifferent([sizes[a]!, sizes[b]!]);
    }
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution (the cells' variables) is checked against the rules before it is returned. Throws an Error,
 * before building anything, for a puzzle `validate` refuses.
 */
export const solve = cellModelSolver<Puzzle>({
  puzzleProblems: validate,
  buildModel,
  solutionProblems,
});
