import { render } from "@solidjs/testing-library";
import { type Component, createSignal } from "solid-js";
import type { BoardAids, BoardProps } from "../boards/types.ts";

/**
 * Renders a board that plays: its moves go back into its attempt, as the page's history would put them.
 * Returns the attempt and how many moves were made (a drag must be one).
 */
export function renderPlaying<P, A>(
  Board: Component<BoardProps<P, A>>,
  puzzle: P,
  start: A,
  label: string,
  aids?: BoardAids,
) {
  const [attempt, setAttempt] = createSignal<A>(start);
  let moves = 0;
  render(() => (
    <Board
      puzzle={puzzle}
      text=""
      attempt={attempt()}
      onMove={(next) => {
        moves++;
        setAttempt(() => next);
      }}
      label={label}
      aids={aids}
    />
  ));
  return { attempt, moves: () => moves };
}
