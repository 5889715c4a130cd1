import {
  borderEdges,
  cellAt,
  cellBox,
  cellName,
  type Problem,
  pieceCoverProblems,
  regionChecks,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { eachMat, MAX_COVER } from "./mats.js";
import { fitsSymbol, type Puzzle, symbolText } from "./puzzle.js";

// The rules by definition, for players' attempts and to verify the solver's answers. Shares no code with the
// solver's model (which picks mats on the engine).

/**
 * Symbols no mat can meet (a 0, or no rectangle of their shape around them clear of other symbols), then,
 * when there are none, one problem if the mats are too many for the solver.
 */
function matProblems(p: Puzzle): Problem[] {
  return pieceCoverProblems(
    p,
    (visit) =>
      eachMat(p, (symbol, top, left, bottom, right) => visit(symbol, (bottom - top) * (right - left))),
    {
      maxCover: MAX_COVER,
      code: "too-many-mats",
      message: `the symbols leave more than ${MAX_COVER} cells of mats to choose from`,
    },
    (i) => {
      const s = p.clues[i]!;
      if (s === -1) return undefined;
      return `no rectangle of the shape ${symbolText(s)} asks around ${cellName(cellAt(i, p.width))} is clear of other symbols`;
    },
  );
}

/** The points inside the grid where four borders meet: four mats touch there. */
function crossings(p: Puzzle, border: (edge: number) => boolean): Problem[] {
  const { width: w, height: h } = p;
  const out: Problem[] = [];
  for (let r = 1; r < h; r++)
    for (let c = 1; c < w; c++)
      if (
        border(borderEdges.horizontal(w, r, c - 1)) &&
        border(borderEdges.horizontal(w, r, c)) &&
        border(borderEdges.vertical(h, w, r - 1, c)) &&
        border(borderEdges.vertical(h, w, r, c))
      )
        out.push({
          code: "four-meet",
          message: `four mats meet at the corner of ${cellName({ row: r, col: c })}`,
          cells: [cellAt((r - 1) * w + c - 1, w), cellAt(r * w + c, w)],
        });
  return out;
}

/** The mistakes {@link check} finds in the regions an attempt's `border` edges close. */
function mistakes(puzzle: Puzzle, regions: number[][], border: (edge: number) => boolean): Problem[] {
  const empty: Problem[] = regions.flatMap((cells) =>
    cells.some((i) => puzzle.clues[i] !== -1)
      ? []
      : [
          {
            code: "no-symbol",
            message: `the region at ${cellName(cellAt(cells[0]!, puzzle.width))} holds no symbol`,
            cells: cells.map((i) => cellAt(i, puzzle.width)),
          },
        ],
  );
  return [...empty, ...crossings(puzzle, border)];
}

/** The problems of one region as a whole answer sees it: one symbol, a rectangle of its shape. */
function regionProblems(p: Puzzle, cells: number[]): Problem[] {
  const where = cells.map((i) => cellAt(i, p.width));
  const first = cellName(where[0]!);
  const symbols = cells.filter((i) => p.clues[i] !== -1);
  if (symbols.length !== 1)
    return [
      { code: "symbols", message: `the region at ${first} holds ${symbols.length} symbols`, cells: where },
    ];
  const { height, width } = cellBox(cells, p.width);
  if (height * width !== cells.length)
    return [{ code: "not-rectangle", message: `the region at ${first} is not a rectangle`, cells: where }];
  const symbol = p.clues[symbols[0]!]!;
  return fitsSymbol(symbol, height, width)
    ? []
    : [
        {
          code: "wrong-shape",
          message: `the ${height}x${width} mat at ${first} does not have the shape ${symbolText(symbol)} asks for`,
          cells: where,
        },
      ];
}

const checks = regionChecks<Puzzle>(shapeProblems, attemptProblems, {
  puzzle: matProblems,
  attempt: mistakes,
  whole: (puzzle, regions, border) => [
    ...regions.flatMap((cells) => regionProblems(puzzle, cells)),
    ...crossings(puzzle, border),
  ],
});

/** What makes a puzzle not one: its shape (one `bad-shape` problem), then symbols no mat can meet. */
export const validate = checks.validate;

/**
 * A player's mistakes in `attempt` (per edge 1 a border, anything else none) that no more borders can mend:
 * a region the borders close without a symbol, and four borders meeting at a point. A puzzle or an attempt
 * of the wrong shape is one `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = checks.check;

/**
 * The problems with `solution` as a whole answer: every region is a rectangle holding one symbol, of the
 * shape it asks for, no four mats meet at a point, and every border drawn parts two regions.
 */
export const solutionProblems = checks.solutionProblems;
