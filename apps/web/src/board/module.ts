import { type AnyPuzzleType, hintInput } from "@gridsmith/kit";
import type { BoardModule } from "../boards/types.ts";
import { playBoard } from "./PlayBoard.tsx";

// biome-ignore lint/suspicious/noExplicitAny: a board of any type's shapes.
type AnyBoard = BoardModule<any, any, any>;

/** Whether a type's first example has clues outside its grid, so the page offers to cross them off. */
function hasOutsideClues(type: AnyPuzzleType): boolean {
  try {
    const first = type.examples[0];
    return !!first && !!type.play?.board(type.formats[0]!.parse(first.text)).outside;
  } catch {
    return false;
  }
}

/**
 * What the page needs to play a type, from its play model (`type.play`): the generic board, the attempt
 * (new, restored, as a solution, from a solution), hint and explanation steps, completion, progress,
 * mistakes as you go and Fill candidates (the generate form reads `type.params` itself).
 */
export function boardModule(type: AnyPuzzleType): AnyBoard {
  const play = type.play;
  if (!play) throw new Error(`${type.id} has no play model`);
  return {
    Board: playBoard(play, type.id),
    newAttempt: (p) => play.newAttempt(p),
    restore: (p, saved) => play.readAttempt(p, saved),
    toSolution: (p, a) => play.toSolution(p, a),
    hintInput: (p, a) => hintInput(play, p, a),
    withSolution: (p, s) => play.fromSolution(p, s),
    applyStep: (p, a, step) => play.applyStep(p, a, step),
    isComplete: (p, a) => play.isComplete(p, a),
    progress: (p, a) => play.progress(p, a),
    mistakes: (p, a, s) => play.mistakes(p, a, s),
    ...(play.fillCandidates
      ? { fillCandidates: (p: unknown, a: unknown) => play.fillCandidates!(p, a) }
      : {}),
    ...(hasOutsideClues(type) ? { aids: ["crossOffClues"] as const } : {}),
  };
}
