// The independent check of a Heyawake answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone. Not published (`files` in package.json leaves it
// out).
import { answerCheck, isConnected } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (1 shaded, 0 not, row by row) as an answer to `puzzle` ({width, height, rooms,
 * numbers}: a room number and a number, -1 none, per cell); empty when it is right: some cell is shaded, no
 * two shaded cells touch by a side, the unshaded cells are one piece, a numbered room holds that many shaded
 * cells, and no straight line of unshaded cells crosses two room borders.
 */
export const check = answerCheck("heyawake", "cells", (puzzle, solution) => {
  const { width: w, height: h, rooms, numbers } = puzzle;
  const problems = [];
  const at = (r, c) => solution[r * w + c];
  if (!solution.includes(1)) problems.push("heyawake: nothing is shaded");
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      if (at(r, c) !== 0 && at(r, c) !== 1) problems.push(`heyawake: r${r + 1}c${c + 1} is not 0 or 1`);
      if (at(r, c) === 1 && ((c + 1 < w && at(r, c + 1) === 1) || (r + 1 < h && at(r + 1, c) === 1)))
        problems.push(`heyawake: r${r + 1}c${c + 1} touches another shaded cell`);
    }
  // Numbers: the shaded cells of each room against its number.
  const shadedIn = new Map();
  const wanted = new Map();
  for (let i = 0; i < w * h; i++) {
    shadedIn.set(rooms[i], (shadedIn.get(rooms[i]) ?? 0) + (solution[i] === 1 ? 1 : 0));
    if (numbers[i] >= 0) wanted.set(rooms[i], numbers[i]);
  }
  for (const [room, n] of wanted)
    if (shadedIn.get(room) !== n)
      problems.push(`heyawake: room ${room} has ${shadedIn.get(room)} shaded, not ${n}`);
  // Lines: walk each row and column, counting borders since the last shaded cell.
  const walk = (length, cell) => {
    let borders = 0;
    for (let k = 0; k < length; k++) {
      if (solution[cell(k)] === 1) borders = 0;
      else if (k > 0 && solution[cell(k - 1)] !== 1 && rooms[cell(k)] !== rooms[cell(k - 1)]) borders++;
      if (borders >= 2) return true;
    }
    return false;
  };
  for (let r = 0; r < h; r++)
    if (walk(w, (k) => r * w + k)) problems.push(`heyawake: row ${r + 1} runs unshaded through three rooms`);
  for (let c = 0; c < w; c++)
    if (walk(h, (k) => k * w + c))
      problems.push(`heyawake: column ${c + 1} runs unshaded through three rooms`);
  // Connection: a flood fill from one unshaded cell reaches them all.
  const open = solution.flatMap((v, i) => (v !== 1 ? [i] : []));
  if (!isConnected(open, w, h)) problems.push("heyawake: the unshaded cells are divided");
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // One 2x2 room numbered 1.
  puzzle: { width: 2, height: 2, rooms: [0, 0, 0, 0], numbers: [1, -1, -1, -1] },
  right: [1, 0, 0, 0],
  wrong: [1, 0, 0, 1], // two shaded, which divide the unshaded
};
