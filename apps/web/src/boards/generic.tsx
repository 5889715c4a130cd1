import type { Component } from "solid-js";
import type { BoardModule, BoardProps } from "./types.ts";

/**
 * The board for a type that has none yet: the puzzle as text. Its attempt is a solution the solver found
 * (or null), so check, hint, solve and export all work before anyone writes a grid for the type.
 */
const GenericBoard: Component<BoardProps<unknown, unknown>> = (props) => (
  <figure class="generic-board" classList={{ compact: props.compact }} aria-label={props.label}>
    <pre class="puzzle-text" tabindex={props.compact ? undefined : 0}>
      {props.text}
    </pre>
    {!props.compact && (
      <figcaption>
        This puzzle type has no grid view yet; it is shown as text. Solve it to see the solution below.
      </figcaption>
    )}
  </figure>
);

/** The fallback board module. */
export const genericBoard: BoardModule<unknown, unknown, unknown> = {
  Board: GenericBoard,
  newAttempt: () => null,
  restore: (_puzzle, saved) => saved ?? null,
  toSolution: (_puzzle, attempt) => attempt ?? {},
  withSolution: (_puzzle, solution) => solution,
};
