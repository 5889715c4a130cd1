// What a step changes in the attempts of the genres played in three states an entry (1 shaded or a line, -1 a
// mark, 0 clear): one reading of moves and hints for the shading, border and line play models and the genres
// that play the same way with their own rules.
import { isMove, type Move } from "./board.js";
import type { Step } from "./types.js";

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
