// What a step changes in the attempts of the genres played in three states an entry (1 shaded or a line, -1 a
// mark, 0 clear): one reading of moves and hints for the shading, border and line play models and the genres
// that play the same way with their own rules.
import { isMove, type Move } from "./board.js";
import { readStates, withEntries } from "./play.js";
import type { PlayModel, Step } from "./types.js";

/**
 * The `[entry, state]` changes a step makes to a tri-state attempt: a move of `kind` (a `shade` move's cell,
 * an `edge` move's edge) with a state of -1, 0 or 1; nothing for any other move; and each of a hint's
 * deductions as `deduced` says. The caller drops entries its genre does not let change.
 */
export function triStateChanges<D>(
  step: Step<D> | Move,
  kind: "shade" | "edge",
  deduced: (deduction: D) => readonly [number, number],
): (readonly [number, number])[] {
  if (!isMove(step)) return step.deductions.map(deduced);
  if (step.kind === "shade" && kind === "shade")
    return [-1, 0, 1].includes(step.shade) ? [[step.cell, step.shade]] : [];
  if (step.kind === "edge" && kind === "edge")
    return [-1, 0, 1].includes(step.state) ? [[step.edge, step.state]] : [];
  return [];
}

/**
 * The attempt side of a play model whose entries (`count(puzzle)` of them) a player changes by `kind` moves,
 * each in three states: a new attempt all 0, a saved one read back ({@link readStates}), and a step's
 * {@link triStateChanges} applied. For a genre that lets every entry change (a loop played on its lines).
 */
export function triStateAttempts<P, D>(
  count: (puzzle: P) => number,
  kind: "shade" | "edge",
  deduced: (deduction: D) => readonly [number, number],
): Pick<PlayModel<P, unknown, number[], D>, "newAttempt" | "readAttempt" | "applyStep"> {
  return {
    newAttempt: (p) => new Array<number>(count(p)).fill(0),
    readAttempt: (p, saved) => readStates(saved, count(p), [-1, 0, 1]),
    applyStep: (_p, attempt, step) => withEntries(attempt, triStateChanges(step, kind, deduced)),
  };
}
