// The independent check of a Tentaisho answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone. Not published (`files` in package.json leaves it
// out).
import {
  answerCheck,
  borderBetween,
  cellName,
  idleBorders,
  pieces,
} from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (per edge of the grid, horizontal segments row by row then vertical ones, 1 a
 * border) as an answer to `puzzle` ({width, height, stars}: per place of the half-cell lattice inside the
 * outline, row by row, 0 none); empty when it is right: the borders cut the grid into regions, each holding
 * exactly one dot that no border runs through, and each symmetric about its dot by a half turn; and every
 * border parts two regions (an answer is the division, drawn once).
 */
export const check = answerCheck("tentaisho", "edges", (puzzle, solution) => {
  const { width: w, height: h, stars } = puzzle;
  const border = borderBetween(solution, w, h);
  const cut = pieces(w, h, (i, j) => !border(i, j));
  const regions = cut.length;
  const region = new Array(w * h);
  cut.forEach((cells, k) => {
    for (const i of cells) region[i] = k;
  });
  const problems = [];
  // An answer is a division: a border between two cells of one region divides nothing.
  for (const [i, j] of idleBorders(solution, w, h, cut))
    problems.push(
      `tentaisho: a border ${j === i + 1 ? "right of" : "below"} ${cellName(i, w)} parts nothing`,
    );
  const dots = Array.from({ length: regions }, () => []);
  stars.forEach((s, k) => {
    if (!s) return;
    const x = (k % (2 * w - 1)) + 1;
    const y = Math.floor(k / (2 * w - 1)) + 1;
    const cells = [];
    for (let r = 0; r < h; r++)
      for (let c = 0; c < w; c++)
        if (Math.abs(2 * c + 1 - x) <= 1 && Math.abs(2 * r + 1 - y) <= 1) cells.push(r * w + c);
    const around = new Set(cells.map((i) => region[i]));
    if (around.size > 1) problems.push(`tentaisho: a border runs through the dot at ${x},${y}`);
    else dots[region[cells[0]]].push([x, y]);
  });
  for (let g = 0; g < regions; g++) {
    if (dots[g].length !== 1) {
      problems.push(`tentaisho: region ${g} holds ${dots[g].length} dots`);
      continue;
    }
    const [x, y] = dots[g][0];
    for (let i = 0; i < w * h; i++) {
      if (region[i] !== g) continue;
      const c = x - (i % w) - 1;
      const r = y - Math.floor(i / w) - 1;
      if (c < 0 || r < 0 || c >= w || r >= h || region[r * w + c] !== g)
        problems.push(`tentaisho: region ${g} is not symmetric about its dot at ${x},${y}`);
    }
  }
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // A 2x1: dots in both cells' centres. Segments: 2 above, 2 below, then 3 vertical (left, middle, right).
  puzzle: { width: 2, height: 1, stars: [1, 0, 1] },
  right: [0, 0, 0, 0, 0, 1, 0],
  wrong: [0, 0, 0, 0, 0, 0, 0], // one region with two dots
};
