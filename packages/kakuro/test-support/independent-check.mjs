// The independent check of a kakuro answer, for the tests outside this package (tooling/consumers runs it on
// answers from Node and workerd). It imports nothing, so it shares no code with the solver: it says what a
// solution must be from the rules alone. Not published (`files` in package.json leaves it out).

/** Problems with `solution` as an answer to `puzzle`; empty when it is right. */
export function check(puzzle, solution) {
  const { rows, cols, cells } = puzzle;
  const problems = [];
  if (solution.length !== rows * cols) return [`kakuro: ${solution.length} cells, expected ${rows * cols}`];
  const white = (r, c) => r < rows && c < cols && typeof cells[r * cols + c] === "number";
  cells.forEach((cell, k) => {
    const v = solution[k];
    if (typeof cell === "number") {
      if (!(v >= 1 && v <= 9)) problems.push(`kakuro: cell ${k} holds ${v}`);
      if (cell !== 0 && v !== cell) problems.push(`kakuro: given ${cell} at cell ${k} changed`);
    } else if (v !== 0) problems.push(`kakuro: black cell ${k} holds ${v}`);
  });
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = cells[r * cols + c];
      if (typeof cell === "number") continue;
      for (const [clue, dr, dc] of [
        [cell.across, 0, 1],
        [cell.down, 1, 0],
      ]) {
        // A run after a black cell with no clue for it (puzz.link allows one) has no sum, only different digits.
        const digits = [];
        for (let y = r + dr, x = c + dc; white(y, x); y += dr, x += dc) digits.push(solution[y * cols + x]);
        const sum = digits.reduce((a, b) => a + b, 0);
        if ((clue !== undefined && sum !== clue) || new Set(digits).size !== digits.length) {
          problems.push(`kakuro: entry at r${r + 1}c${c + 1} is ${digits.join("+")}, clue ${clue ?? "none"}`);
        }
      }
    }
  }
  return problems;
}

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  puzzle: { rows: 2, cols: 3, cells: [{}, { down: 3 }, { down: 4 }, { across: 7 }, 0, 0] },
  right: [0, 0, 0, 0, 3, 4],
  wrong: [0, 0, 0, 0, 4, 3], // the across sum still holds, both down clues break
};
