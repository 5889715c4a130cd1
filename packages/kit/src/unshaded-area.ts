// The rule the shading genres whose unshaded cells form one area share (Hitori, Heyawake, Kurodoko, Mochikoro,
// Creek), posted on the engine the one way their models and hints read it.
import { Connected, type Model } from "@gridsmith/constraint";

/**
 * Posts on `m` that the cells whose variables (`vars[i]` the cell i's, 1 shaded) are 0 form one area joined
 * through `edges` (`Connected` on value 0, its rules named `connected.*`), and, unless `someShaded` is false,
 * that some cell is shaded (a `linear>=` over every cell: puzz.link's checkers want one, and a genre whose
 * clues force one can leave it out).
 */
export function postUnshadedArea(
  m: Model,
  vars: readonly number[],
  edges: readonly (readonly [number, number])[],
  someShaded = true,
): void {
  if (someShaded)
    m.linear(
      vars.map(() => 1),
      vars,
      ">=",
      1,
    );
  m.post(new Connected(vars, edges, 0));
}
