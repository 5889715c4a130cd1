// The independent check of a Shimaguni (Islands) answer: the judge of this package's tests and of
// tooling/consumers. It imports nothing but plain grid geometry (tooling/independent-checks), so it shares no
// code with the solver: it says what a solution must be from the rules alone. Not published (`files` in
// package.json leaves it out).
import { answerCheck, isConnected, sidePairs } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (1 shaded, 0 not, row by row) as an answer to `puzzle` ({width, height, rooms,
 * numbers}: a room number and a number, -1 none, per cell); empty when it is right: every room's shaded
 * cells are one island joined by sides, of its number's size when it has one; shaded cells of two rooms
 * never touch by a side; two rooms that touch have islands of different sizes.
 */
export const check = answerCheck("shimaguni", "cells", (puzzle, solution) => {
  const { width: w, height: h, rooms, numbers } = puzzle;
  const problems = [];
  const shaded = new Map();
  const wanted = new Map();
  for (let i = 0; i < w * h; i++) {
    if (solution[i] !== 0 && solution[i] !== 1) problems.push(`shimaguni: cell ${i} is not 0 or 1`);
    if (!shaded.has(rooms[i])) shaded.set(rooms[i], []);
    if (solution[i] === 1) shaded.get(rooms[i]).push(i);
    if (numbers[i] >= 0) wanted.set(rooms[i], numbers[i]);
  }
  const sides = sidePairs(w, h);
  for (const [room, cells] of shaded) {
    if (wanted.has(room) && wanted.get(room) !== cells.length)
      problems.push(`shimaguni: room ${room} has ${cells.length} shaded, not ${wanted.get(room)}`);
    if (cells.length === 0) {
      problems.push(`shimaguni: room ${room} has no island`);
      continue;
    }
    if (!isConnected(cells, w, h)) problems.push(`shimaguni: room ${room} has its island in pieces`);
  }
  for (const [a, b] of sides) {
    if (rooms[a] === rooms[b]) continue;
    if (solution[a] === 1 && solution[b] === 1)
      problems.push(`shimaguni: cells ${a} and ${b} join two islands`);
    if (shaded.get(rooms[a]).length === shaded.get(rooms[b]).length)
      problems.push(`shimaguni: rooms ${rooms[a]} and ${rooms[b]} touch with islands of one size`);
  }
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // a a b / a a b: room a numbered 2, room b free.
  puzzle: { width: 3, height: 2, rooms: [0, 0, 1, 0, 0, 1], numbers: [2, -1, -1, -1, -1, -1] },
  right: [1, 0, 0, 1, 0, 1],
  wrong: [1, 0, 0, 0, 1, 1], // room a's two cells apart, and one of them beside room b's island
};
