// The independent check of a Shikaku answer: the judge of this package's tests and of tooling/consumers.
// It imports nothing, so it shares no code with the solver: it says what a solution must be from the rules
// alone. Not published (`files` in package.json leaves it out).

/**
 * Problems with `solution` as an answer to `puzzle` ({width, height, clues}: -1 no number, -2 a number not
 * given, else the number); empty when it is right. `solution` has one entry per segment of the grid lines,
 * the horizontal ones first ((height + 1) lines of width, top to bottom), then the vertical ones (height lines
 * of width + 1): 1 a border. The outline has none; the borders cut the grid into rectangles, each holding one
 * number equal to its area, and no border ends inside a rectangle.
 */
export function check(puzzle, solution) {
  const { width: w, height: h, clues } = puzzle;
  const edges = (h + 1) * w + h * (w + 1);
  if (!Array.isArray(solution) || solution.length !== edges)
    return [`shikaku: ${solution?.length} edges, expected ${edges}`];
  const below = (r, c) => solution[(r + 1) * w + c] === 1; // the segment under cell (r, c)
  const right = (r, c) => solution[(h + 1) * w + r * (w + 1) + c + 1] === 1;
  const problems = [];
  for (let c = 0; c < w; c++)
    if (solution[c] || solution[h * w + c]) problems.push("shikaku: a border on the outline");
  for (let r = 0; r < h; r++)
    if (solution[(h + 1) * w + r * (w + 1)] || solution[(h + 1) * w + r * (w + 1) + w])
      problems.push("shikaku: a border on the outline");
  // Label the regions by walking across segments without a border.
  const label = new Array(w * h).fill(-1);
  const regions = [];
  for (let s = 0; s < w * h; s++) {
    if (label[s] !== -1) continue;
    const stack = [s];
    const cells = [];
    label[s] = regions.length;
    while (stack.length > 0) {
      const i = stack.pop();
      cells.push(i);
      const r = Math.floor(i / w);
      const c = i % w;
      const next = [];
      if (c + 1 < w && !right(r, c)) next.push(i + 1);
      if (c > 0 && !right(r, c - 1)) next.push(i - 1);
      if (r + 1 < h && !below(r, c)) next.push(i + w);
      if (r > 0 && !below(r - 1, c)) next.push(i - w);
      for (const j of next)
        if (label[j] === -1) {
          label[j] = regions.length;
          stack.push(j);
        }
    }
    regions.push(cells);
  }
  regions.forEach((cells) => {
    const rows = cells.map((i) => Math.floor(i / w));
    const cols = cells.map((i) => i % w);
    const area = (Math.max(...rows) - Math.min(...rows) + 1) * (Math.max(...cols) - Math.min(...cols) + 1);
    const at = `r${rows[0] + 1}c${cols[0] + 1}`;
    if (area !== cells.length) problems.push(`shikaku: the region at ${at} is not a rectangle`);
    const numbers = cells.filter((i) => clues[i] !== -1);
    if (numbers.length !== 1) problems.push(`shikaku: the region at ${at} holds ${numbers.length} numbers`);
    else if (clues[numbers[0]] !== -2 && clues[numbers[0]] !== cells.length)
      problems.push(`shikaku: the region at ${at} has ${cells.length} cells, not ${clues[numbers[0]]}`);
  });
  // A border between two cells of one region ends inside it.
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      if (c + 1 < w && right(r, c) && label[r * w + c] === label[r * w + c + 1])
        problems.push(`shikaku: a border inside the region at r${r + 1}c${c + 1}`);
      if (r + 1 < h && below(r, c) && label[r * w + c] === label[(r + 1) * w + c])
        problems.push(`shikaku: a border inside the region at r${r + 1}c${c + 1}`);
    }
  return problems;
}

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // 2 .
  // . 2
  puzzle: { width: 2, height: 2, clues: [2, -1, -1, 2] },
  // Horizontal segments 0-5 (three lines of two), vertical 6-11 (two lines of three).
  right: [0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0], // two rows of two: the middle line
  wrong: [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0], // half the middle line: one region, both numbers
};
