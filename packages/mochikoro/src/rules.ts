import {
  type CellAttempt,
  cellBox,
  cellNameAt,
  cellsAt,
  gridGroups,
  type Problem,
  shadedBlockProblems,
  shadedClueProblems,
  shapedCheck,
  shapedSolutionProblems,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { blocks, EMPTY, type Puzzle } from "./puzzle.js";

/** What makes a puzzle not one: its shape (one `bad-shape` problem naming the path). */
export const validate: (puzzle: Puzzle) => Problem[] = shapeProblems;

/** A number's area: what its rectangle must hold; none (any area) for a hidden one or a 0, as puzz.link reads them. */
export const areaOf = (number: number): number | null => (number > 0 ? number : null);

/**
 * Numbered cells shaded, 2x2 blocks all shaded, 2x2 blocks with three cells `open` and one shaded (an area
 * that cannot be a rectangle), and groups of `open` cells with two numbers or more cells than their number.
 */
function partProblems(
  puzzle: Puzzle,
  shaded: (i: number) => boolean,
  open: (i: number) => boolean,
): Problem[] {
  const problems = shadedClueProblems({ ...puzzle, shaded }, (i) => puzzle.cells[i] !== EMPTY, "number");
  problems.push(...shadedBlockProblems(puzzle, shaded));
  for (const b of blocks(puzzle)) {
    if (b.filter(shaded).length === 1 && b.filter(open).length === 3)
      problems.push({
        code: "not-rectangle",
        message: `the unshaded cells at ${cellNameAt(b[0]!, puzzle.width)} bend around a shaded cell: no rectangle`,
        cells: cellsAt(b, puzzle.width),
      });
  }
  for (const group of gridGroups(puzzle, open)) {
    const numbers = group.filter((i) => puzzle.cells[i] !== EMPTY);
    if (numbers.length > 1)
      problems.push({
        code: "two-numbers",
        message: `${cellNameAt(numbers[0]!, puzzle.width)} and ${cellNameAt(numbers[1]!, puzzle.width)} are in one unshaded area`,
        cells: cellsAt(numbers, puzzle.width),
      });
    else if (numbers.length === 1 && group.length > (areaOf(puzzle.cells[numbers[0]!]!) ?? Infinity))
      problems.push({
        code: "area-too-big",
        message: `the area of ${cellNameAt(numbers[0]!, puzzle.width)} has ${group.length} cells, more than ${puzzle.cells[numbers[0]!]}`,
        cells: cellsAt(group, puzzle.width),
      });
  }
  return problems;
}

/** Problems of the whole answer's areas: one not a rectangle, one smaller than its number. */
function areaProblems(puzzle: Puzzle, open: (i: number) => boolean): Problem[] {
  const { width } = puzzle;
  const problems: Problem[] = [];
  for (const group of gridGroups(puzzle, open)) {
    const box = cellBox(group, width);
    if (box.height * box.width !== group.length)
      problems.push({
        code: "not-rectangle",
        message: `the unshaded area of ${cellNameAt(group[0]!, puzzle.width)} is not a rectangle`,
        cells: cellsAt(group, puzzle.width),
      });
    const numbered = group.find((i) => puzzle.cells[i] !== EMPTY);
    const want = numbered === undefined ? null : areaOf(puzzle.cells[numbered]!);
    if (want !== null && group.length < want)
      problems.push({
        code: "area-too-small",
        message: `the area of ${cellNameAt(numbered!, puzzle.width)} has ${group.length} cells, fewer than ${want}`,
        cells: cellsAt(group, puzzle.width),
      });
  }
  return problems;
}

/**
 * `nothing-shaded` when no cell is, and `unshaded-divided` when the unshaded cells are in more than one
 * piece through sides and corners.
 */
function connectionProblems(puzzle: Puzzle, open: (i: number) => boolean): Problem[] {
  const { width, height } = puzzle;
  const cells = [...puzzle.cells.keys()].filter(open);
  if (cells.length === puzzle.cells.length)
    return cells.length > 0 ? [{ code: "nothing-shaded", message: "no cell is shaded", cells: [] }] : [];
  if (cells.length === 0) return [];
  const seen = new Set([cells[0]!]);
  const stack = [cells[0]!];
  while (stack.length > 0) {
    const i = stack.pop()!;
    const r = Math.floor(i / width);
    const c = i % width;
    for (let y = Math.max(0, r - 1); y <= Math.min(height - 1, r + 1); y++)
      for (let x = Math.max(0, c - 1); x <= Math.min(width - 1, c + 1); x++) {
        const j = y * width + x;
        if (open(j) && !seen.has(j)) {
          seen.add(j);
          stack.push(j);
        }
      }
  }
  const cut = cells.find((i) => !seen.has(i));
  return cut === undefined
    ? []
    : [
        {
          code: "unshaded-divided",
          message: `the unshaded cells are divided: ${cellNameAt(cut, puzzle.width)} cannot reach ${cellNameAt(cells[0]!, puzzle.width)}`,
          cells: cellsAt([cut], puzzle.width),
        },
      ];
}

/**
 * A player's mistakes in `attempt` (1 shaded, -1 a dot: marked unshaded, 0 undecided): a numbered cell
 * shaded, a 2x2 block all shaded, three dotted or numbered cells of a 2x2 block around a shaded one, and
 * dotted and numbered cells joined into an area with two numbers or more cells than its number. A puzzle or
 * an attempt of the wrong shape is one `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = shapedCheck(shapeProblems, attemptProblems, mistakes);

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: CellAttempt): Problem[] {
  return partProblems(
    puzzle,
    (i) => attempt[i] === 1,
    (i) => attempt[i] !== 1 && (attempt[i] === -1 || puzzle.cells[i] !== EMPTY),
  );
}

/**
 * The problems with `solution` (1 shaded, 0 not) as a whole answer: a numbered cell shaded, a 2x2 block all
 * shaded, an unshaded area that is not a rectangle, holds two numbers or another count than its number,
 * unshaded cells in more than one piece through sides and corners, and no shaded cell at all (puzz.link's
 * checker wants one).
 */
export const solutionProblems = shapedSolutionProblems(shapeProblems, attemptProblems, answerProblems);

/** The problems {@link solutionProblems} finds in a whole answer of the right shape. */
function answerProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const shaded = (i: number) => solution[i] === 1;
  const open = (i: number) => !shaded(i);
  const parts = partProblems(puzzle, shaded, open).filter((p) => p.code !== "not-rectangle");
  return [...parts, ...areaProblems(puzzle, open), ...connectionProblems(puzzle, open)];
}
