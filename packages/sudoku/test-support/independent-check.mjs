// The independent check of a sudoku answer, for the tests outside this package (tooling/consumers runs it on
// answers from Node, a browser worker and workerd). It imports nothing, so it shares no code with the solver:
// it says what a solution must be from the rules alone. Not published (`files` in package.json leaves it out).

/** Problems with `solution` as an answer to `puzzle`; empty when it is right. */
export function check(puzzle, solution) {
  const n = puzzle.size;
  const cells = solution.cells;
  const problems = [];
  if (cells.length !== n * n) return [`sudoku: ${cells.length} cells, expected ${n * n}`];
  let boxRows = Math.floor(Math.sqrt(n));
  while (n % boxRows !== 0) boxRows--;
  const boxCols = n / boxRows;
  const groups = [];
  for (let i = 0; i < n; i++) {
    const row = [];
    const col = [];
    const box = [];
    const r0 = Math.floor(i / boxRows) * boxRows;
    const c0 = (i % boxRows) * boxCols;
    for (let j = 0; j < n; j++) {
      row.push(i * n + j);
      col.push(j * n + i);
      box.push((r0 + Math.floor(j / boxCols)) * n + c0 + (j % boxCols));
    }
    groups.push(["row", i, row], ["column", i, col], ["box", i, box]);
  }
  for (const [kind, i, group] of groups) {
    const seen = new Set(group.map((k) => cells[k]));
    for (let d = 1; d <= n; d++) if (!seen.has(d)) problems.push(`sudoku: ${kind} ${i + 1} lacks ${d}`);
  }
  puzzle.cells.forEach((given, k) => {
    if (given !== 0 && cells[k] !== given) problems.push(`sudoku: given ${given} at cell ${k} changed`);
  });
  return problems;
}

const solved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const grid = [...solved].map(Number);

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  puzzle: { size: 9, cells: grid.map((v, i) => (i % 7 === 0 ? v : 0)) },
  right: { cells: grid },
  // The second and third digits of row 1 swapped: the row still holds 1-9, two columns do not.
  wrong: { cells: [grid[0], grid[2], grid[1], ...grid.slice(3)] },
};
