// The independent check of a Tentaisho answer: the judge of this package's tests and of tooling/consumers,
// which runs it on answers from Node and workerd. It imports nothing, so it shares no code with the solver:
// it says what a solution must be from the rules alone. Rewrite it with the rules when the puzzle becomes
// real. Not published (`files` in package.json leaves it out).

/**
 * Problems with `solution` (the filled grid, row by row) as an answer to `puzzle`; empty when it is right:
 * every row and every column holds 1 to n once, and the givens are kept.
 */
export function check(puzzle, solution) {
  const n = puzzle.size;
  if (!Array.isArray(solution) || solution.length !== n * n) {
    return [`tentaisho: ${solution?.length} cells, expected ${n * n}`];
  }
  const problems = [];
  for (let i = 0; i < n; i++) {
    const lines = [
      ["row", solution.slice(i * n, (i + 1) * n)],
      ["column", solution.filter((_, k) => k % n === i)],
    ];
    for (const [kind, line] of lines) {
      const seen = new Set(line);
      for (let d = 1; d <= n; d++) if (!seen.has(d)) problems.push(`tentaisho: ${kind} ${i + 1} lacks ${d}`);
    }
  }
  puzzle.cells.forEach((given, k) => {
    if (given !== 0 && solution[k] !== given) problems.push(`tentaisho: given ${given} at cell ${k} changed`);
  });
  return problems;
}

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  puzzle: { size: 3, cells: [1, 0, 0, 0, 0, 0, 0, 0, 1] },
  right: [1, 3, 2, 2, 1, 3, 3, 2, 1],
  wrong: [1, 3, 2, 3, 2, 1, 3, 2, 1], // the givens are kept and every row holds 1-3, but no column does
};
