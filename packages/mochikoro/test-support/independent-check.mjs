// The independent check of a Mochikoro answer: the judge of this package's tests and of tooling/consumers.
// It imports nothing, so it shares no code with the solver: it says what a solution must be from the rules
// alone. Not published (`files` in package.json leaves it out).

/**
 * Problems with `solution` (1 shaded, 0 not, row by row) as an answer to `puzzle` ({width, height, cells}: a
 * number per cell, -1 none, -2 hidden); empty when it is right: some cell is shaded, no numbered cell is, no
 * 2x2 block is all shaded, each piece of unshaded cells (by sides) is a rectangle holding at most one number,
 * a number above 0 is its area, and the unshaded cells are one piece through sides and corners.
 */
export function check(puzzle, solution) {
  const { width: w, height: h, cells } = puzzle;
  if (!Array.isArray(solution) || solution.length !== w * h)
    return [`mochikoro: ${solution?.length} cells, expected ${w * h}`];
  const problems = [];
  if (solution.some((v) => v !== 0 && v !== 1)) return ["mochikoro: a cell is not 0 or 1"];
  if (!solution.includes(1)) problems.push("mochikoro: nothing is shaded");
  const dark = (r, c) => solution[r * w + c] === 1;
  for (let i = 0; i < w * h; i++)
    if (cells[i] !== -1 && solution[i] === 1) problems.push(`mochikoro: cell ${i} is numbered and shaded`);
  for (let r = 0; r + 1 < h; r++)
    for (let c = 0; c + 1 < w; c++)
      if (dark(r, c) && dark(r + 1, c) && dark(r, c + 1) && dark(r + 1, c + 1))
        problems.push(`mochikoro: the 2x2 block at r${r + 1}c${c + 1} is shaded`);
  // Pieces by sides (steps 4) and the whole by sides and corners (steps 8).
  const pieces = (steps) => {
    const label = new Array(w * h).fill(-1);
    const out = [];
    for (let s = 0; s < w * h; s++) {
      if (solution[s] !== 0 || label[s] >= 0) continue;
      const piece = [s];
      label[s] = out.length;
      for (let k = 0; k < piece.length; k++) {
        const r = Math.floor(piece[k] / w);
        const c = piece[k] % w;
        for (let dr = -1; dr <= 1; dr++)
          for (let dc = -1; dc <= 1; dc++) {
            if ((dr === 0 && dc === 0) || (steps === 4 && dr !== 0 && dc !== 0)) continue;
            const y = r + dr;
            const x = c + dc;
            if (y < 0 || y >= h || x < 0 || x >= w || solution[y * w + x] !== 0 || label[y * w + x] >= 0)
              continue;
            label[y * w + x] = out.length;
            piece.push(y * w + x);
          }
      }
      out.push(piece);
    }
    return out;
  };
  for (const piece of pieces(4)) {
    const rs = piece.map((i) => Math.floor(i / w));
    const cs = piece.map((i) => i % w);
    const area = (Math.max(...rs) - Math.min(...rs) + 1) * (Math.max(...cs) - Math.min(...cs) + 1);
    if (area !== piece.length) problems.push(`mochikoro: the piece of cell ${piece[0]} is no rectangle`);
    const numbers = piece.filter((i) => cells[i] !== -1);
    if (numbers.length > 1)
      problems.push(`mochikoro: the piece of cell ${piece[0]} holds ${numbers.length} numbers`);
    for (const i of numbers)
      if (cells[i] > 0 && cells[i] !== piece.length)
        problems.push(`mochikoro: cell ${i}'s number is ${cells[i]}, its piece ${piece.length} cells`);
  }
  if (pieces(8).length > 1) problems.push("mochikoro: the unshaded cells are divided");
  return problems;
}

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // 2 . .  (right: 2 . #, # # .)
  // . . .
  puzzle: { width: 3, height: 2, cells: [2, -1, -1, -1, -1, -1] },
  right: [0, 0, 1, 1, 1, 0],
  wrong: [0, 1, 1, 0, 1, 0], // r2c1 and r2c3 touch nothing unshaded: divided
};
