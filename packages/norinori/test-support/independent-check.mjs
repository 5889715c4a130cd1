// The independent check of a Norinori answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone. Not published (`files` in package.json leaves it
// out).
import { answerCheck } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (1 shaded, 0 not, row by row) as an answer to `puzzle` ({width, height, rooms}: a
 * room number per cell); empty when it is right: every room has exactly two shaded cells, and every shaded
 * cell has exactly one shaded cell beside it (the shaded cells are dominoes apart from each other).
 */
export const check = answerCheck("norinori", "cells", (puzzle, solution) => {
  const { width: w, height: h, rooms } = puzzle;
  const problems = [];
  const shaded = (r, c) => r >= 0 && r < h && c >= 0 && c < w && solution[r * w + c] === 1;
  const perRoom = new Map();
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const v = solution[r * w + c];
      if (v !== 0 && v !== 1) problems.push(`norinori: r${r + 1}c${c + 1} is not 0 or 1`);
      if (v !== 1) continue;
      perRoom.set(rooms[r * w + c], (perRoom.get(rooms[r * w + c]) ?? 0) + 1);
      const beside = [shaded(r - 1, c), shaded(r + 1, c), shaded(r, c - 1), shaded(r, c + 1)].filter(
        Boolean,
      ).length;
      if (beside !== 1)
        problems.push(`norinori: r${r + 1}c${c + 1} has ${beside} shaded cells beside it, not 1`);
    }
  for (const room of new Set(rooms))
    if ((perRoom.get(room) ?? 0) !== 2)
      problems.push(`norinori: room ${room} has ${perRoom.get(room) ?? 0} shaded cells`);
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // a a a b b
  puzzle: { width: 5, height: 1, rooms: [0, 0, 0, 1, 1] },
  right: [1, 1, 0, 1, 1],
  wrong: [0, 1, 1, 1, 1], // two a room, but the four shaded cells touch in one group
};
