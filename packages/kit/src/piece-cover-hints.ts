import { type PieceBorderHintsOf, pieceBorderHints, pieceTechniques } from "./border-pieces.js";
import type { BorderDeduction } from "./border-play.js";
import type { GridSize } from "./border-regions.js";
import type { Rung } from "./grade.js";
import type { PropagationHints } from "./propagation-hints.js";

/**
 * A piece-cover genre's hint, explain and grade ({@link pieceBorderHints}) and its techniques
 * ({@link pieceTechniques}), named from the last word of `piece` as the genres name them: `rectangles-part`
 * (a border drawn: no rectangle left covers both cells) and `rectangle-spans` (an edge joined), `shapes-part`
 * and `shape-spans` for an "L shape", then `trial`.
 */
export function pieceCoverHints<P extends GridSize>(
  of: Omit<PieceBorderHintsOf<P>, "techniques">,
): { hints: PropagationHints<P, BorderDeduction>; techniques: Record<string, Rung> } {
  const word = of.piece.split(" ").at(-1)!;
  const names = { border: `${word}s-part`, joined: `${word}-spans` };
  return { hints: pieceBorderHints({ ...of, techniques: names }), techniques: pieceTechniques(names) };
}
