// Grid reading shared by the independent checks (`packages/*/test-support/independent-check.mjs`) and by
// nothing else. A check must share no code with the solver it judges, so this file lives outside every
// package, imports nothing, and no library imports it (tooling/checks' rules keep src from reaching it): what
// the checks share here is only plain grid geometry (neighbours, flood fills, 2x2 blocks, border answers, the
// cells of each room) and the guard every check starts with (an answer of the wrong length is one problem),
// never a reading of a puzzle's rules. tooling/consumers bundles each check with what it takes from here into
// one standalone file, so a consumer project still gets one module a puzzle type.
// Cells are numbered row by row: cell i of a `w` x `h` grid is at row floor(i / w), column i % w.

/** The cells orthogonally next to cell `i` of a `w` x `h` grid. */
export function neighbours(i, w, h) {
  const r = Math.floor(i / w);
  const c = i % w;
  const out = [];
  if (r > 0) out.push(i - w);
  if (r + 1 < h) out.push(i + w);
  if (c > 0) out.push(i - 1);
  if (c + 1 < w) out.push(i + 1);
  return out;
}

/** The cells around cell `i` of a `w` x `h` grid, by sides and by corners. */
export function touching(i, w, h) {
  const r = Math.floor(i / w);
  const c = i % w;
  const out = [];
  for (let rr = Math.max(0, r - 1); rr <= Math.min(h - 1, r + 1); rr++)
    for (let cc = Math.max(0, c - 1); cc <= Math.min(w - 1, c + 1); cc++)
      if (rr !== r || cc !== c) out.push(rr * w + cc);
  return out;
}

/**
 * The rows and the columns of `list`, a `w` x `h` grid's entries row by row: `{ rows, columns }`, each line a
 * list of its entries, from the left and from the top. Pass the cells' numbers (`[0, 1, ...]`) for cells.
 */
export function gridLines(list, w, h) {
  const rows = Array.from({ length: h }, (_, r) => list.slice(r * w, r * w + w));
  const columns = Array.from({ length: w }, (_, c) => rows.map((row) => row[c]));
  return { rows, columns };
}

/** Every cell reached from `start` by the steps `next(i)` lists, `start` first, each once. */
export function reach(start, next) {
  const seen = new Set([start]);
  const order = [start];
  for (let k = 0; k < order.length; k++)
    for (const j of next(order[k]))
      if (!seen.has(j)) {
        seen.add(j);
        order.push(j);
      }
  return order;
}

/**
 * Every pair `[i, j]` of cells side by side in a `w` x `h` grid, `j` right of or below `i`, in the order of
 * `i` (the right one first).
 */
export function sidePairs(w, h) {
  const out = [];
  for (let i = 0; i < w * h; i++) {
    if (i % w < w - 1) out.push([i, i + 1]);
    if (i + w < w * h) out.push([i, i + w]);
  }
  return out;
}

/**
 * The cells of each label of `labels` (an entry a cell, as a puzzle's `rooms`): a Map from each label to its
 * cells in order, the labels in the order of their first cells.
 */
export function cellsByLabel(labels) {
  const cells = new Map();
  labels.forEach((label, i) => {
    cells.set(label, [...(cells.get(label) ?? []), i]);
  });
  return cells;
}

/** Whether `cells` (of a `w` x `h` grid) are one piece by sides; true when there are none. */
export function isConnected(cells, w, h) {
  if (cells.length === 0) return true;
  const inside = new Set(cells);
  return reach(cells[0], (i) => neighbours(i, w, h).filter((j) => inside.has(j))).length === inside.size;
}

/**
 * The `w` x `h` grid cut into pieces: two cells side by side are in one piece when `joins(i, j)` (which must
 * not depend on the order of i and j). Each piece lists its cells, its lowest cell first; the pieces come in
 * the order of their lowest cells.
 */
export function pieces(w, h, joins) {
  const piece = new Array(w * h).fill(-1);
  const out = [];
  for (let s = 0; s < w * h; s++) {
    if (piece[s] !== -1) continue;
    const cells = reach(s, (i) => neighbours(i, w, h).filter((j) => joins(i, j)));
    for (const i of cells) piece[i] = out.length;
    out.push(cells);
  }
  return out;
}

/**
 * The rows (`tall`) and columns (`wide`) the smallest rectangle around `cells` (of a grid `w` wide) spans: the
 * cells are that rectangle when there are `tall * wide` of them.
 */
export function boxOf(cells, w) {
  const rows = cells.map((i) => Math.floor(i / w));
  const cols = cells.map((i) => i % w);
  return {
    tall: Math.max(...rows) - Math.min(...rows) + 1,
    wide: Math.max(...cols) - Math.min(...cols) + 1,
  };
}

/** The top left cells of the 2x2 blocks of a `w` x `h` grid whose four cells all pass `is(i)`. */
export function fullBlocks(w, h, is) {
  const out = [];
  for (let r = 0; r + 1 < h; r++)
    for (let c = 0; c + 1 < w; c++) {
      const i = r * w + c;
      if (is(i) && is(i + 1) && is(i + w) && is(i + w + 1)) out.push(i);
    }
  return out;
}

/** The number of edges of a border answer on a `w` x `h` grid (see `borderBetween`). */
export const borderEdges = (w, h) => (h + 1) * w + h * (w + 1);

/**
 * For a border answer on a `w` x `h` grid (1 a border, 0 none: the (h + 1) x w horizontal segments line by
 * line from the top, then the h x (w + 1) vertical ones row by row): whether a border parts the cells `i` and
 * `j`, which stand side by side.
 */
export function borderBetween(solution, w, h) {
  return (i, j) => {
    const [a, b] = i < j ? [i, j] : [j, i];
    if (b === a + w) return solution[b] === 1; // the horizontal segment above b
    return solution[(h + 1) * w + Math.floor(a / w) * (w + 1) + (a % w) + 1] === 1; // right of a
  };
}

/** Whether a border answer on a `w` x `h` grid (see `borderBetween`) draws a segment on its outline. */
export function bordersOnOutline(solution, w, h) {
  for (let c = 0; c < w; c++) if (solution[c] === 1 || solution[h * w + c] === 1) return true;
  for (let r = 0; r < h; r++) {
    const left = (h + 1) * w + r * (w + 1);
    if (solution[left] === 1 || solution[left + w] === 1) return true;
  }
  return false;
}

/**
 * The borders of a border answer (see `borderBetween`) that part two cells of one of the `regions` (lists of
 * cells, as `pieces` gives them), so divide nothing: each as the pair `[i, j]` of the cells it parts, `j`
 * right of or below `i`, in the order of `i` (the right one first).
 */
export function idleBorders(solution, w, h, regions) {
  const region = new Array(w * h).fill(-1);
  regions.forEach((cells, k) => {
    for (const i of cells) region[i] = k;
  });
  const border = borderBetween(solution, w, h);
  return sidePairs(w, h).filter(([i, j]) => border(i, j) && region[i] === region[j]);
}

/**
 * Reads a border answer on a `w` x `h` grid (see `borderBetween`) that must cut the grid into regions: the
 * regions (as `pieces` gives them), and the problems of its form, each starting with `name`: a wrong
 * length (then no regions), a border on the outline, a border inside a region.
 */
export function borderRegions(solution, w, h, name) {
  const edges = borderEdges(w, h);
  if (!Array.isArray(solution) || solution.length !== edges)
    return { regions: null, problems: [`${name}: ${solution?.length} edges, expected ${edges}`] };
  const problems = bordersOnOutline(solution, w, h) ? [`${name}: a border on the outline`] : [];
  const border = borderBetween(solution, w, h);
  const regions = pieces(w, h, (i, j) => !border(i, j));
  for (const [i] of idleBorders(solution, w, h, regions))
    problems.push(`${name}: a border inside the region at ${cellName(i, w)}`);
  return { regions, problems };
}

/** The number of segments of a line answer through the cells' centres on a `w` x `h` grid (see `lineLinks`). */
export const centreLineCount = (w, h) => h * (w - 1) + (h - 1) * w;

/**
 * For a line answer through the centres of a `w` x `h` grid's cells (1 drawn: first the h x (w - 1)
 * segments right of a cell row by row, then the (h - 1) x w ones below a cell): `linked(i)`, the cells a drawn
 * segment joins cell `i` to, in the order up, down, left, right.
 */
export function lineLinks(solution, w, h) {
  const right = (i) => i % w < w - 1 && solution[Math.floor(i / w) * (w - 1) + (i % w)] === 1;
  const down = (i) => i + w < w * h && solution[h * (w - 1) + i] === 1;
  return (i) => {
    const out = [];
    if (i >= w && down(i - w)) out.push(i - w);
    if (down(i)) out.push(i + w);
    if (i % w > 0 && right(i - 1)) out.push(i - 1);
    if (right(i)) out.push(i + 1);
    return out;
  };
}

/** Cell `i` of a grid `w` wide as a person reads it: `r1c1` is the top left cell. */
export const cellName = (i, w) => `r${Math.floor(i / w) + 1}c${(i % w) + 1}`;

/** The shapes of answers the checks take, by the word a problem counts their entries in. */
const answerShapes = {
  // One entry a cell of the puzzle's grid, row by row.
  cells: ({ width, height }) => width * height,
  // A line answer through the centres of the puzzle's cells (see `lineLinks`).
  lines: ({ width, height }) => centreLineCount(width, height),
  // A border answer on the puzzle's grid (see `borderBetween`).
  edges: ({ width, height }) => borderEdges(width, height),
};

/**
 * An independent check, `check(puzzle, solution)`: when `solution` is not a list of as many entries as the
 * puzzle's answer has, its one problem says so (`name: 5 cells, expected 6`); else it returns the problems
 * `rules(puzzle, solution)` finds. `answer` is `"cells"` (an entry a cell of the puzzle's `width` x `height`
 * grid), `"lines"` (a line answer, see `lineLinks`), `"edges"` (a border answer, see `borderBetween`), or a
 * shape of the check's own, `{ unit, length(puzzle) }`.
 */
export function answerCheck(name, answer, rules) {
  const { unit, length } =
    typeof answer === "string" ? { unit: answer, length: answerShapes[answer] } : answer;
  return (puzzle, solution) => {
    const count = length(puzzle);
    if (!Array.isArray(solution) || solution.length !== count)
      return [`${name}: ${solution?.length} ${unit}, expected ${count}`];
    return rules(puzzle, solution);
  };
}
