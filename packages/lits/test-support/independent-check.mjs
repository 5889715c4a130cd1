// The independent check of a LITS answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone. Not published (`files` in package.json leaves it
// out).
import {
  answerCheck,
  cellName,
  fullBlocks,
  isConnected,
  sidePairs,
} from "../../../tooling/independent-checks/grid.mjs";

/** The four cells' shape, by sorted squared distances between them (rotations and reflections alike). */
function shape(cells, w) {
  const pts = cells.map((i) => [Math.floor(i / w), i % w]);
  const d = [];
  for (let a = 0; a < 4; a++)
    for (let b = a + 1; b < 4; b++) d.push((pts[a][0] - pts[b][0]) ** 2 + (pts[a][1] - pts[b][1]) ** 2);
  return d.sort((x, y) => x - y).join(",");
}

/**
 * Problems with `solution` (1 shaded, 0 not, row by row) as an answer to `puzzle` ({width, height, rooms}: a
 * room number per cell); empty when it is right: every room holds exactly four shaded cells joined by sides,
 * never a 2x2 block; two of one shape never touch across a border; all shaded cells are joined.
 */
export const check = answerCheck("lits", "cells", (puzzle, solution) => {
  const { width: w, height: h, rooms } = puzzle;
  const problems = [];
  const byRoom = new Map();
  for (let i = 0; i < w * h; i++) {
    if (solution[i] !== 0 && solution[i] !== 1) problems.push(`lits: cell ${i} is not 0 or 1`);
    if (!byRoom.has(rooms[i])) byRoom.set(rooms[i], []);
    if (solution[i] === 1) byRoom.get(rooms[i]).push(i);
  }
  for (const i of fullBlocks(w, h, (i) => solution[i] === 1))
    problems.push(`lits: a 2x2 block at ${cellName(i, w)} is shaded`);
  const shapeOfRoom = new Map();
  for (const [room, cells] of byRoom) {
    if (cells.length !== 4 || !isConnected(cells, w, h))
      problems.push(`lits: room ${room} holds no tetromino`);
    else shapeOfRoom.set(room, shape(cells, w));
  }
  for (const [i, j] of sidePairs(w, h))
    if (
      solution[i] === 1 &&
      solution[j] === 1 &&
      rooms[i] !== rooms[j] &&
      shapeOfRoom.has(rooms[i]) &&
      shapeOfRoom.get(rooms[i]) === shapeOfRoom.get(rooms[j])
    )
      problems.push(`lits: cells ${i} and ${j} join two tetrominoes of one shape`);
  const all = [];
  for (let i = 0; i < w * h; i++) if (solution[i] === 1) all.push(i);
  if (!isConnected(all, w, h)) problems.push("lits: the shaded cells are divided");
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // A row of four (room 0) over two rows of four (room 1).
  puzzle: { width: 4, height: 3, rooms: [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1] },
  right: [1, 1, 1, 1, 0, 1, 0, 0, 1, 1, 1, 0], // an I over a T
  wrong: [1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0], // two I tetrominoes side by side, and 2x2 blocks
};
