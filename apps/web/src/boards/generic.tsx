import { type Component, Show } from "solid-js";
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
        <Show
          when={props.attempt !== null && props.solutionToText ? props.solutionToText : undefined}
          fallback="This puzzle type has no grid view yet; it is shown as text. Solve it to see a solution here."
        >
          {(toText) => (
            <>
              <span>Solution:</span>
              <pre class="puzzle-text solution">{safeText(toText(), props.attempt)}</pre>
            </>
          )}
        </Show>
      </figcaption>
    )}
  </figure>
);

function safeText(toText: (solution: unknown) => string, solution: unknown): string {
  try {
    return toText(solution);
  } catch {
    return JSON.stringify(solution);
  }
}

/** The fallback board module. */
export const genericBoard: BoardModule<unknown, unknown, unknown> = {
  Board: GenericBoard,
  newAttempt: () => null,
  restore: (_puzzle, saved) => saved ?? null,
  // Nothing played yet is null: the board knows nothing of the type's shapes, so it cannot make an empty one.
  toSolution: (_puzzle, attempt) => attempt ?? null,
  withSolution: (_puzzle, solution) => solution,
};
