// The independent check of a nonogram answer, for the tests outside this package (tooling/consumers runs it
// on answers from Node and workerd). It imports nothing, so it shares no code with the solver: it says what a
// solution must be from the clues alone. Not published (`files` in package.json leaves it out).

const runs = (line) =>
  line
    .split(/\.+/)
    .filter((s) => s !== "")
    .map((s) => s.length);

/** Problems with `solution` (rows of `#` and `.`) as an answer to `puzzle`; empty when it is right. */
export function check(puzzle, solution) {
  const problems = [];
  const height = puzzle.rows.length;
  const width = puzzle.columns.length;
  if (solution.length !== height) return [`nonogram: ${solution.length} rows, expected ${height}`];
  solution.forEach((row, r) => {
    if (row.length !== width || /[^#.]/.test(row)) problems.push(`nonogram: row ${r + 1} is '${row}'`);
    if (runs(row).join(",") !== puzzle.rows[r].join(","))
      problems.push(`nonogram: row ${r + 1} breaks its clue`);
  });
  for (let c = 0; c < width; c++) {
    const column = solution.map((row) => row[c]).join("");
    if (runs(column).join(",") !== puzzle.columns[c].join(",")) {
      problems.push(`nonogram: column ${c + 1} breaks its clue`);
    }
  }
  return problems;
}

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  puzzle: { rows: [[2], [1]], columns: [[1], [2]] },
  right: ["##", ".#"],
  wrong: ["##", "#."], // the rows still match their clues, the columns do not
};
