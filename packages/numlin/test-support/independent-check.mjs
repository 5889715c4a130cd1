// The independent check of a Numberlink answer: the judge of this package's tests. It imports nothing but
// plain grid geometry (tooling/independent-checks), so it shares no code with the solver: it says what a
// solution must be from the rules alone. Not published (`files` in package.json leaves it out).
import { answerCheck, lineLinks } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` as an answer to `puzzle` ({width, height, numbers}: each cell's number, -1 none,
 * -2 a number not given); empty when it is right. `solution` has one entry per line between neighbouring
 * cells' centres, the horizontal ones first (height rows of width - 1), then the vertical ones (height - 1
 * rows of width): 1 drawn. Every number has one line, every other cell two or none; following the lines from a
 * number leads to another cell of the same number (a hidden number matches any); no lines are left over; and
 * some line is drawn (puzz.link takes an empty board as no answer).
 */
export const check = answerCheck("numlin", "lines", (puzzle, solution) => {
  const { width: w, height: h, numbers } = puzzle;
  const next = lineLinks(solution, w, h);
  const problems = [];
  if (!solution.includes(1)) return ["numlin: no line is drawn"];
  const seen = new Set();
  for (let i = 0; i < w * h; i++) {
    const n = next(i).length;
    if (numbers[i] !== -1 && n !== 1) problems.push(`numlin: the number at ${i} has ${n} lines`);
    if (numbers[i] === -1 && n !== 0 && n !== 2) problems.push(`numlin: cell ${i} has ${n} lines`);
  }
  if (problems.length > 0) return problems;
  for (let i = 0; i < w * h; i++) {
    if (numbers[i] === -1 || seen.has(i)) continue;
    // Walk from a number to the end of its line.
    let prev = -1;
    let here = i;
    seen.add(i);
    for (;;) {
      const step = next(here).find((j) => j !== prev);
      if (step === undefined) break;
      prev = here;
      here = step;
      seen.add(here);
      if (numbers[here] !== -1) break;
    }
    const [a, b] = [numbers[i], numbers[here]];
    if (here === i || numbers[here] === -1) problems.push(`numlin: the line from ${i} ends nowhere`);
    else if (a >= 0 && b >= 0 && a !== b) problems.push(`numlin: ${i} and ${here} hold different numbers`);
  }
  for (let i = 0; i < w * h; i++)
    if (next(i).length > 0 && !seen.has(i))
      problems.push(`numlin: cell ${i} is on a line that joins no numbers`);
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // 3x2: 1 . 2 / 1 . 2
  puzzle: { width: 3, height: 2, numbers: [1, -1, 2, 1, -1, 2] },
  // Lines across 0-3 (two rows of two), down 4-6 (one row of three).
  right: [0, 0, 0, 0, 1, 0, 1],
  wrong: [1, 1, 0, 0, 0, 0, 1], // joins 1 to 2 along the top row
};
