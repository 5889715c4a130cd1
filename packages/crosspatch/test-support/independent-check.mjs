// The independent check of a crosspatch answer, for the tests outside this package (tooling/consumers runs it
// on answers from Node and workerd). It imports nothing, so it shares no code with the solver: it says what a
// solution must be from the rules alone. Not published (`files` in package.json leaves it out).

/**
 * Problems with `solution` as an answer to `puzzle`; empty when it is right. Every run of two or more cells
 * holds a word, each listed word is used as often as it is listed, the grid spells every placed word, and
 * given letters are kept.
 */
export function check(puzzle, solution) {
  const problems = [];
  const grid = puzzle.grid;
  const isCell = (r, c) => r >= 0 && r < grid.length && c >= 0 && c < grid[r].length && grid[r][c] !== " ";
  const at = (r, c) => solution.rows[r]?.[c];
  const slots = new Set();
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      if (!isCell(r, c)) continue;
      const letter = at(r, c);
      if (!letter || letter === "#" || letter === " ")
        problems.push(`crosspatch: r${r + 1}c${c + 1} is empty`);
      if (grid[r][c] !== "#" && letter !== grid[r][c])
        problems.push(`crosspatch: given at r${r + 1}c${c + 1} changed`);
      for (const [dr, dc, dir] of [
        [0, 1, "across"],
        [1, 0, "down"],
      ]) {
        if (isCell(r - dr, c - dc) || !isCell(r + dr, c + dc)) continue;
        let length = 0;
        while (isCell(r + dr * length, c + dc * length)) length++;
        slots.add(`${dir} ${r} ${c} ${length}`);
      }
    }
  }
  const placed = new Set();
  for (const p of solution.placements) {
    const [dr, dc] = p.direction === "across" ? [0, 1] : [1, 0];
    const key = `${p.direction} ${p.row} ${p.col} ${p.word.length}`;
    if (!slots.has(key)) problems.push(`crosspatch: '${p.word}' is not in a slot (${key})`);
    if (placed.has(key)) problems.push(`crosspatch: two words in the slot ${key}`);
    placed.add(key);
    const spelled = [...p.word].map((_, i) => at(p.row + dr * i, p.col + dc * i)).join("");
    if (spelled !== p.word) problems.push(`crosspatch: the grid spells '${spelled}' where '${p.word}' goes`);
  }
  if (placed.size !== slots.size) problems.push(`crosspatch: ${placed.size} of ${slots.size} slots filled`);
  const sorted = (words) => [...words].sort().join(" ");
  if (sorted(solution.placements.map((p) => p.word)) !== sorted(puzzle.words)) {
    problems.push("crosspatch: the placed words are not the listed words");
  }
  return problems;
}

const placements = [
  { slot: 0, name: "", row: 0, col: 0, direction: "across", word: "CAT" },
  { slot: 1, name: "", row: 0, col: 0, direction: "down", word: "COW" },
];

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  puzzle: { grid: ["###", "#  ", "#  "], words: ["CAT", "COW"] },
  right: { rows: ["CAT", "O  ", "W  "], placements },
  wrong: { rows: ["CAT", "O  ", "X  "], placements }, // the grid no longer spells the placed COW
};
