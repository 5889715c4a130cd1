// The independent check of a Nurikabe answer: the judge of this package's tests, of the bench and of
// tooling/consumers, which runs it on answers from Node and workerd. It imports nothing, so it shares no code
// with the solver: it says what a solution must be from the rules alone. Not published (`files` in
// package.json leaves it out).

/**
 * Problems with `solution` as an answer to `puzzle` ({width, height, clues: row by row, -1 none, 0 "?", n an
 * island of n cells}); empty when it is right. The answer is one 0/1 per cell, row by row, 1 a wall. Right
 * means: numbered cells are not walls; every island (a group of orthogonally joined non-wall cells) holds
 * exactly one number and, unless it is "?", that many cells; the walls are one orthogonally joined group; no
 * 2x2 square is all wall.
 */
export function check(puzzle, solution) {
  const { width: w, height: h, clues } = puzzle;
  if (!Array.isArray(solution) || solution.length !== w * h)
    return [`nurikabe: ${solution?.length} cells, expected ${w * h}`];
  if (solution.some((v) => v !== 0 && v !== 1)) return ["nurikabe: a cell is not 0 or 1"];
  const problems = [];
  const wall = (r, c) => solution[r * w + c] === 1;
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++)
      if (wall(r, c) && clues[r * w + c] >= 0)
        problems.push(`nurikabe: r${r + 1}c${c + 1} is a number shaded`);
  for (let r = 0; r + 1 < h; r++)
    for (let c = 0; c + 1 < w; c++)
      if (wall(r, c) && wall(r + 1, c) && wall(r, c + 1) && wall(r + 1, c + 1))
        problems.push(`nurikabe: the 2x2 at r${r + 1}c${c + 1} is all wall`);
  // Flood fill each group of same-kind cells and judge it.
  const group = new Array(w * h).fill(-1);
  let wallGroups = 0;
  for (let start = 0; start < w * h; start++) {
    if (group[start] !== -1) continue;
    const kind = solution[start];
    const members = [start];
    group[start] = start;
    for (let k = 0; k < members.length; k++) {
      const r = Math.floor(members[k] / w);
      const c = members[k] % w;
      for (const [rr, cc] of [
        [r - 1, c],
        [r + 1, c],
        [r, c - 1],
        [r, c + 1],
      ]) {
        if (rr < 0 || cc < 0 || rr >= h || cc >= w) continue;
        const j = rr * w + cc;
        if (group[j] === -1 && solution[j] === kind) {
          group[j] = start;
          members.push(j);
        }
      }
    }
    if (kind === 1) {
      wallGroups++;
      continue;
    }
    const numbers = members.filter((i) => clues[i] >= 0);
    const at = `r${Math.floor(start / w) + 1}c${(start % w) + 1}`;
    if (numbers.length !== 1) problems.push(`nurikabe: the island at ${at} holds ${numbers.length} numbers`);
    else if (clues[numbers[0]] > 0 && clues[numbers[0]] !== members.length)
      problems.push(`nurikabe: the island at ${at} has ${members.length} cells for its ${clues[numbers[0]]}`);
  }
  if (wallGroups > 1) problems.push(`nurikabe: the walls form ${wallGroups} groups, not one`);
  return problems;
}

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // 3x2 cells: "2.." / "..1": the 2 goes down (going right would cut the wall in the top right corner off).
  puzzle: { width: 3, height: 2, clues: [2, -1, -1, -1, -1, 1] },
  right: [0, 1, 1, 0, 1, 0],
  wrong: [0, 0, 1, 1, 1, 0], // the 2 goes right: two groups of walls
};
