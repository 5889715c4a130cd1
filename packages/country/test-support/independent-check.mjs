// The independent check of a Country Road answer: the judge of this package's tests. It imports nothing but
// plain grid geometry (tooling/independent-checks), so it shares no code with the solver: it says what a
// solution must be from the rules alone. Not published (`files` in package.json leaves it out).
import { answerCheck, cellsByLabel, lineLinks, reach } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` as an answer to `puzzle` ({width, height, rooms, numbers}: each cell's room and
 * number, -1 none); empty when it is right. `solution` has one entry per line between neighbouring cells'
 * centres, the horizontal ones first (height rows of width - 1), then the vertical ones (height - 1 rows of
 * width): 1 on the loop. The lines make one closed loop without branches; it enters every room exactly once;
 * a room's number is how many of its cells the loop visits; no two cells beside each other in different
 * rooms are both unvisited.
 */
export const check = answerCheck("country", "lines", (puzzle, solution) => {
  const { width: w, height: h, rooms, numbers } = puzzle;
  const right = (r, c) => c < w - 1 && solution[r * (w - 1) + c] === 1;
  const down = (r, c) => r < h - 1 && solution[h * (w - 1) + r * w + c] === 1;
  const linked = lineLinks(solution, w, h);
  const problems = [];
  const visited = [];
  let start = -1;
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const n = linked(r * w + c).length;
      if (n !== 0 && n !== 2) problems.push(`country: r${r + 1}c${c + 1} has ${n} lines`);
      visited.push(n > 0);
      if (n > 0 && start < 0) start = r * w + c;
    }
  if (start < 0) return [...problems, "country: no loop"];
  // One loop: a walk over the lines from one visited cell meets every visited cell.
  if (reach(start, linked).length !== visited.filter(Boolean).length)
    problems.push("country: the lines make more than one loop");
  // Per room: how many of its cells are visited, and how many lines cross its border.
  const cells = cellsByLabel(rooms);
  const crossing = new Map([...cells.keys()].map((room) => [room, 0]));
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const i = r * w + c;
      for (const [j, on] of [
        [i + 1, right(r, c)],
        [i + w, down(r, c)],
      ]) {
        if ((j === i + 1 && c === w - 1) || j >= w * h || rooms[j] === rooms[i]) continue;
        if (on) {
          crossing.set(rooms[i], crossing.get(rooms[i]) + 1);
          crossing.set(rooms[j], crossing.get(rooms[j]) + 1);
        }
        if (!visited[i] && !visited[j])
          problems.push(`country: r${r + 1}c${c + 1} and its neighbour across a border are both unvisited`);
      }
    }
  for (const [room, list] of cells) {
    const v = list.filter((i) => visited[i]).length;
    if (v === 0) problems.push(`country: room ${room} is not visited`);
    if (cells.size > 1 && crossing.get(room) !== 2)
      problems.push(`country: the loop crosses room ${room}'s border ${crossing.get(room)} times`);
    const number = Math.max(-1, ...list.map((i) => numbers[i]));
    if (number >= 0 && number !== v)
      problems.push(`country: room ${room} has ${v} visited cells, not ${number}`);
  }
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // A 3x2 grid of two rooms, the left column (number 2) and the rest (number 4).
  puzzle: { width: 3, height: 2, rooms: [0, 1, 1, 0, 1, 1], numbers: [2, 4, -1, -1, -1, -1] },
  // Lines across 0-3 (two rows of two), down 4-6 (one row of three): the whole outline.
  right: [1, 1, 1, 1, 1, 0, 1],
  wrong: [1, 0, 1, 0, 1, 1, 0], // the square of the first two columns: two cells of the right room, not 4
};
