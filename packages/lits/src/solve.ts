import { Connected, gridCellEdges, Model } from "@gridsmith/constraint";
import { cellModelSolver, gridBlocks } from "@gridsmith/kit";
import { neighbours, type Puzzle, roomCells } from "./puzzle.js";
import { RoomTetrominoes } from "./room-tetrominoes.js";
import { solutionProblems, validate } from "./rules.js";
import { placements, SHAPES } from "./tetromino.js";

/** Where the model keeps its variables: the cells first, then the rooms' placements, then their shapes. */
export interface LitsModel {
  model: Model;
  /** Each room's placement variables (0/1), one per tetromino that fits it (see `placements`). */
  placements: number[][];
  /** The first variable of the shapes: room r's shape `SHAPES[k]` is variable `shapesFrom + 4r + k` (0/1). */
  shapesFrom: number;
}

/**
 * The puzzle on the engine: variable i is cell i's shading (1 shaded), then a 0/1 variable per tetromino
 * that fits a room (room by room), then per room a 0/1 variable per shape. All are tied by sums (`linear=`):
 * every room holds four shaded cells; a cell is shaded exactly when one tetromino of its room covering it
 * is (so the four are one tetromino: four cells, each covered once, by tetrominoes of four); a room's shape
 * is its tetromino's; a room no tetromino fits (a 2x2 room) keeps its cells unshaded, and its count fails. Two cells side by side in two
 * rooms are not both shaded when the rooms' shapes are one (`linear<=` of four, a shape at a time); no 2x2
 * block is all shaded (`linear<=`); the shaded cells form one region (`Connected` on value 1). Sums rather
 * than tables: a room's tetrominoes may be hundreds, and a sum wakes on a bound, not on every value. The
 * rules' names, and which variables they read, are what hints read.
 */
export function buildLitsModel(
  puzzle: Puzzle,
  options: { explaining?: boolean; fitTables?: boolean } = {},
): LitsModel {
  const m = new Model(options);
  const { width, rooms } = puzzle;
  const n = rooms.length;
  const cells = m.intVars(n, 0, 1);
  const byRoom = roomCells(puzzle);
  const fits = byRoom.map((room) => placements(room, width));
  const placementVars = fits.map((fit) => m.intVars(fit.length, 0, 1));
  const shapesFrom = n + placementVars.reduce((a, vs) => a + vs.length, 0);
  const shapeVars = byRoom.map(() => m.intVars(SHAPES.length, 0, 1));
  const sum = (vars: readonly number[], op: "=" | "<=", rhs: number, minus: readonly number[] = []) =>
    m.linear([...vars.map(() => 1), ...minus.map(() => -1)], [...vars, ...minus], op, rhs);
  byRoom.forEach((room, r) => {
    const fit = fits[r]!;
    const vars = placementVars[r]!;
    sum(
      room.map((i) => cells[i]!),
      "=",
      4,
    );
    // Where the tetrominoes still fit, as one table of the room's cells and shape: a step a person takes ("every
    // tetromino left covers it"), which the sums only find by trial; slower, so for hints only.
    if (options.fitTables === true && fit.length > 0)
      m.table(
        [...room.map((i) => cells[i]!), ...shapeVars[r]!],
        fit.map((p) => [
          ...room.map((i) => (p.cells.includes(i) ? 1 : 0)),
          ...SHAPES.map((shape) => (shape === p.shape ? 1 : 0)),
        ]),
      );
    for (const i of room)
      sum(
        vars.filter((_, k) => fit[k]!.cells.includes(i)),
        "=",
        0,
        [cells[i]!],
      );
    // The sums above tie one cell to its tetrominoes at a time; this reads the room's tetrominoes together.
    if (fit.length > 0)
      m.post(
        new RoomTetrominoes(
          m,
          room.map((i) => cells[i]!),
          vars,
          fit.map((p) => p.cells.map((i) => room.indexOf(i))),
        ),
      );
    SHAPES.forEach((shape, k) => {
      sum(
        vars.filter((_, p) => fit[p]!.shape === shape),
        "=",
        0,
        [shapeVars[r]![k]!],
      );
    });
  });
  for (let i = 0; i < n; i++)
    for (const j of neighbours(puzzle, i))
      if (j > i && rooms[i] !== rooms[j])
        for (let k = 0; k < SHAPES.length; k++)
          sum([cells[i]!, cells[j]!, shapeVars[rooms[i]!]![k]!, shapeVars[rooms[j]!]![k]!], "<=", 3);
  for (const block of gridBlocks(puzzle))
    sum(
      block.map((i) => cells[i]!),
      "<=",
      3,
    );
  m.post(new Connected(cells, gridCellEdges(puzzle.width, puzzle.height), 1));
  return { model: m, placements: placementVars, shapesFrom };
}

/** The model of {@link buildLitsModel} alone (with `fitTables`, what hints read). */
export const buildModel = (
  puzzle: Puzzle,
  options: { explaining?: boolean; fitTables?: boolean } = {},
): Model => buildLitsModel(puzzle, options).model;

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution (the cells' variables) is checked against the rules before it is returned. Throws an Error,
 * before building anything, for a puzzle `validate` refuses.
 */
export const solve = cellModelSolver<Puzzle>({
  puzzleProblems: validate,
  buildModel,
  solutionProblems,
});
