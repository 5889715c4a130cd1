import { cellAt, cellBox, cellName, type Problem, pieceCoverProblems, regionChecks } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { arrowOf, clueName, isArrow, isCircle, type Puzzle } from "./puzzle.js";
import { eachL, MAX_COVER } from "./shapes.js";

// The rules by definition, for players' attempts and to verify the solver's answers. Shares no code with the
// solver (which picks L shapes on the engine).

/**
 * Clues no L can meet (a circled number too small or too large for any L around it, an arrow no arm can end
 * at), then, when there are none, one problem if the L shapes are too many for the solver.
 */
function shapeCountProblems(p: Puzzle): Problem[] {
  return pieceCoverProblems(
    p,
    (visit) => eachL(p, (_corner, cells) => visit(cells, cells.length)),
    {
      maxCover: MAX_COVER,
      code: "too-many-shapes",
      message: `the clues leave more than ${MAX_COVER} cells of L shapes to choose from`,
    },
    (i) => {
      const clue = p.clues[i]!;
      return `no L shape can hold ${cellName(cellAt(i, p.width))}${clue === -1 ? "" : ` (${clueName(clue)})`}`;
    },
  );
}

/** A region's L shape: its corner and the far ends of its arms, or null when it is no L of width one. */
export function lOf(p: Puzzle, cells: readonly number[]): { corner: number; ends: number[] } | null {
  const { top, bottom, left, right } = cellBox(cells, p.width);
  if (top === bottom || left === right || cells.length !== bottom - top + right - left + 1) return null;
  const has = new Set(cells);
  for (const r of [top, bottom])
    for (const c of [left, right]) {
      const other = { r: r === top ? bottom : top, c: c === left ? right : left };
      let full = true;
      for (let x = left; x <= right && full; x++) full = has.has(r * p.width + x);
      for (let y = top; y <= bottom && full; y++) full = has.has(y * p.width + c);
      if (full) return { corner: r * p.width + c, ends: [r * p.width + other.c, other.r * p.width + c] };
    }
  return null;
}

/** The problems of one region the borders close, as a whole answer sees them. */
function regionProblems(p: Puzzle, cells: number[]): Problem[] {
  const where = cells.map((i) => cellAt(i, p.width));
  const first = cellName(where[0]!);
  const l = lOf(p, cells);
  if (l === null)
    return [
      { code: "not-l-shape", message: `the region at ${first} is not an L of width one`, cells: where },
    ];
  const out: Problem[] = [];
  for (const i of cells) {
    const clue = p.clues[i]!;
    const at = cellName(cellAt(i, p.width));
    if (isCircle(clue) && i !== l.corner)
      out.push({
        code: "circle-not-corner",
        message: `the circle at ${at} is not its L's corner`,
        cells: where,
      });
    if (clue >= 0 && i === l.corner && clue !== cells.length)
      out.push({
        code: "wrong-size",
        message: `the L of ${at} has ${cells.length} cells, not ${clue}`,
        cells: where,
      });
    if (isArrow(clue)) {
      const end = l.ends.includes(i);
      const r = Math.floor(i / p.width);
      const c = i % p.width;
      const [cr, cc] = [Math.floor(l.corner / p.width), l.corner % p.width];
      if (!end || clue !== arrowOf(Math.sign(cr - r), Math.sign(cc - c)))
        out.push({
          code: "arrow-not-end",
          message: `the arrow at ${at} is not at an end of its L pointing to the corner`,
          cells: where,
        });
    }
  }
  return out;
}

/** The mistakes {@link check} finds in the regions an attempt's borders close. */
function mistakes(puzzle: Puzzle, regions: number[][]): Problem[] {
  return regions.flatMap((cells) => {
    const where = cells.map((i) => cellAt(i, puzzle.width));
    const first = cellName(where[0]!);
    if (cells.length < 3)
      return [{ code: "too-small", message: `the region at ${first} is too small for an L`, cells: where }];
    const big = cells.find((i) => puzzle.clues[i]! > cells.length);
    return big === undefined
      ? []
      : [
          {
            code: "wrong-size",
            message: `the region of ${cellName(cellAt(big, puzzle.width))} has ${cells.length} cells, fewer than ${puzzle.clues[big]}`,
            cells: where,
          },
        ];
  });
}

const checks = regionChecks<Puzzle>(shapeProblems, attemptProblems, {
  puzzle: shapeCountProblems,
  attempt: mistakes,
  whole: (puzzle, regions) => regions.flatMap((cells) => regionProblems(puzzle, cells)),
});

/** What makes a puzzle not one: its shape (one `bad-shape` problem), then cells no L can hold, or too many L's. */
export const validate = checks.validate;

/**
 * A player's mistakes in `attempt` (per edge 1 a border, anything else none) that no more borders can mend: a
 * region the borders close with fewer than 3 cells, or with fewer cells than a circled number in it. A puzzle
 * or an attempt of the wrong shape is one `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = checks.check;

/**
 * The problems with `solution` as a whole answer: every region is an L of width one, every circle is its L's
 * corner (with its number of cells), every arrow ends an arm and points along it to the corner, and every
 * border drawn parts two regions.
 */
export const solutionProblems = checks.solutionProblems;
