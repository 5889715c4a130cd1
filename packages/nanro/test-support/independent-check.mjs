// The independent check of a Nanro answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone. Not published (`files` in package.json leaves it
// out).
import {
  answerCheck,
  cellsByLabel,
  fullBlocks,
  isConnected,
  sidePairs,
} from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (each cell's number, 0 for none, row by row) as an answer to `puzzle` ({width,
 * height, rooms, givens}: each cell's room, and its given, -1 none, -2 a `?`); empty when it is right: each
 * room holds one number N in exactly N cells, every given is kept (a `?` numbered), the numbered cells are
 * connected, no 2x2 block is all numbered, and cells side by side in different rooms never hold one number.
 */
export const check = answerCheck("nanro", "cells", (puzzle, solution) => {
  const { width: w, height: h, rooms, givens } = puzzle;
  const problems = [];
  for (const [room, cells] of cellsByLabel(rooms)) {
    const numbers = cells.map((i) => solution[i]).filter((v) => v !== 0);
    const n = numbers.length;
    if (n === 0 || numbers.some((v) => v !== n))
      problems.push(`nanro: room ${room} holds ${numbers.join(",") || "nothing"}: not N cells of N`);
  }
  givens.forEach((g, i) => {
    if (g > 0 && solution[i] !== g) problems.push(`nanro: the given ${g} at cell ${i} is ${solution[i]}`);
    if (g === -2 && !(solution[i] > 0)) problems.push(`nanro: the ? at cell ${i} is empty`);
  });
  for (const [i, j] of sidePairs(w, h))
    if (rooms[i] !== rooms[j] && solution[i] > 0 && solution[i] === solution[j])
      problems.push(`nanro: ${solution[i]} on both sides of a border at cells ${i} and ${j}`);
  for (const i of fullBlocks(w, h, (i) => solution[i] > 0))
    problems.push(`nanro: the 2x2 block at cell ${i} is all numbered`);
  const numbered = solution.flatMap((v, i) => (v > 0 ? [i] : []));
  if (!isConnected(numbered, w, h)) problems.push("nanro: the numbered cells are not connected");
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // A 3x1 strip: a room of two cells, then one of one cell. 1 0 1 leaves the 1s apart.
  puzzle: { width: 3, height: 1, rooms: [0, 0, 1], givens: [-1, -1, -1] },
  right: [2, 2, 1],
  wrong: [1, 0, 1], // each room holds N cells of N, but the numbered cells are apart
};
