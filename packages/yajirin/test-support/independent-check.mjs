// The independent check of a Yajilin answer: the judge of this package's tests. It imports nothing but plain
// grid geometry (tooling/independent-checks), so it shares no code with the solver: it says what a solution
// must be from the rules alone. Not published (`files` in package.json leaves it out).
import { answerCheck, centreLineCount, lineLinks, reach } from "../../../tooling/independent-checks/grid.mjs";

/** An answer: an entry a line between neighbouring cells' centres, then an entry a cell. */
const linesAndCells = {
  unit: "entries",
  length: ({ width, height }) => centreLineCount(width, height) + width * height,
};

/**
 * Problems with `solution` as an answer to `puzzle` ({width, height, numbers, arrows}: per cell a number, -1
 * no clue, -2 a clue without its number; an arrow 0 none, 1 up, 2 down, 3 left, 4 right); empty when it is
 * right. `solution` holds first one entry per line between neighbouring cells' centres, the horizontal ones
 * first (height rows of width - 1), then the vertical ones (height - 1 rows of width), 1 on the loop; then one
 * per cell, 1 shaded. Clues are neither shaded nor on the loop; shaded cells do not touch side by side; every
 * other cell is on one closed loop without branches; an arrow's number counts the shaded cells it points at.
 */
export const check = answerCheck("yajilin", linesAndCells, (puzzle, solution) => {
  const { width: w, height: h, numbers, arrows } = puzzle;
  const lines = centreLineCount(w, h);
  const right = (r, c) => c < w - 1 && solution[r * (w - 1) + c] === 1;
  const down = (r, c) => r < h - 1 && solution[h * (w - 1) + r * w + c] === 1;
  const shaded = (r, c) => r >= 0 && r < h && c >= 0 && c < w && solution[lines + r * w + c] === 1;
  const ways = (r, c) =>
    [
      [r > 0 && down(r - 1, c), r - 1, c],
      [down(r, c), r + 1, c],
      [c > 0 && right(r, c - 1), r, c - 1],
      [right(r, c), r, c + 1],
    ].filter(([on]) => on);
  const problems = [];
  let start = null;
  let onLoop = 0;
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const i = r * w + c;
      const n = ways(r, c).length;
      const clue = numbers[i] !== -1;
      const where = `r${r + 1}c${c + 1}`;
      if (clue && (n > 0 || shaded(r, c))) problems.push(`yajilin: the clue at ${where} is played on`);
      if (!clue && shaded(r, c) && n > 0) problems.push(`yajilin: the loop runs through shaded ${where}`);
      if (!clue && !shaded(r, c) && n !== 2) problems.push(`yajilin: ${where} has ${n} lines`);
      if (shaded(r, c) && (shaded(r, c + 1) || shaded(r + 1, c)))
        problems.push(`yajilin: shaded cells touch at ${where}`);
      if (n > 0) {
        onLoop++;
        start ??= [r, c];
      }
      if (clue && numbers[i] >= 0 && arrows[i] > 0) {
        const [dr, dc] = [null, [-1, 0], [1, 0], [0, -1], [0, 1]][arrows[i]];
        let seen = 0;
        for (let y = r + dr, x = c + dc; y >= 0 && y < h && x >= 0 && x < w; y += dr, x += dc)
          if (shaded(y, x)) seen++;
        if (seen !== numbers[i])
          problems.push(`yajilin: the arrow at ${where} sees ${seen}, not ${numbers[i]}`);
      }
    }
  if (start === null) return [...problems, "yajilin: no loop"];
  if (reach(start[0] * w + start[1], lineLinks(solution, w, h)).length !== onLoop)
    problems.push("yajilin: the lines make more than one loop");
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // 3x3 with a clue in the middle pointing up at no shaded cell: the loop goes round it.
  puzzle: {
    width: 3,
    height: 3,
    numbers: [-1, -1, -1, -1, 0, -1, -1, -1, -1],
    arrows: [0, 0, 0, 0, 1, 0, 0, 0, 0],
  },
  // Lines across 0-5 (three rows of two), down 6-11 (two rows of three), then the nine cells: the outline.
  right: [1, 1, 0, 0, 1, 1, 1, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  // The outline with r1c2 shaded as well: the loop runs through a shaded cell the arrow sees.
  wrong: [1, 1, 0, 0, 1, 1, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0],
};
