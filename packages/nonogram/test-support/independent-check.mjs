// The independent check of a nonogram answer, for the tests outside this package (tooling/consumers runs it
// on answers from Node and workerd) and for the package's own colour tests. It imports nothing, so it shares
// no code with the solver: it says what a solution must be from the clues alone. Not published (`files` in
// package.json leaves it out).

const runs = (line) =>
  line
    .split(/\.+/)
    .filter((s) => s !== "")
    .map((s) => s.length);

/** The blocks of a line of colour codes (`.` background) as `LENGTHcode` words: `2r 1b`. */
const colourRuns = (line) =>
  (line.match(/([^.])\1*/g) ?? []).map((run) => `${run.length}${run[0]}`).join(" ");

/** Problems with `solution` (rows of `#` and `.`) as an answer to `puzzle`; empty when it is right. */
export function check(puzzle, solution) {
  if (Array.isArray(puzzle.palette) && puzzle.palette.length > 2) return checkColour(puzzle, solution);
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

/**
 * Problems with a colour answer: rows of colour codes (the palette's `code`s, `.` background). Each line's
 * blocks are read off the picture (a block is a run of one code) and compared with its clue, written the
 * same way from the puzzle's lengths and colour indices.
 */
function checkColour(puzzle, solution) {
  const problems = [];
  const codes = puzzle.palette.map((c) => c.code);
  const height = puzzle.rows.length;
  const width = puzzle.columns.length;
  const clue = (lengths, colours) => lengths.map((n, j) => `${n}${codes[colours[j]]}`).join(" ");
  if (solution.length !== height) return [`nonogram: ${solution.length} rows, expected ${height}`];
  solution.forEach((row, r) => {
    if (row.length !== width || [...row].some((ch) => !codes.includes(ch)))
      problems.push(`nonogram: row ${r + 1} is '${row}'`);
    if (colourRuns(row) !== clue(puzzle.rows[r], puzzle.rowColours[r]))
      problems.push(`nonogram: row ${r + 1} breaks its clue`);
  });
  for (let c = 0; c < width; c++) {
    const column = solution.map((row) => row[c]).join("");
    if (colourRuns(column) !== clue(puzzle.columns[c], puzzle.columnColours[c]))
      problems.push(`nonogram: column ${c + 1} breaks its clue`);
  }
  return problems;
}

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  puzzle: { rows: [[2], [1]], columns: [[1], [2]] },
  right: ["##", ".#"],
  wrong: ["##", "#."], // the rows still match their clues, the columns do not
};
