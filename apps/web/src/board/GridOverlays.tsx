import type { BoardDot } from "@gridsmith/kit";
import { Index, Show } from "solid-js";

/**
 * Clues on the grid points (Creek's numbers), drawn over the cells' corners. Hidden from screen readers: each
 * cell's label names the clues on its corners.
 */
export function PointClues(props: { points: readonly (string | null)[]; cols: number }) {
  const at = (k: number) => ({ row: Math.floor(k / (props.cols + 1)), col: k % (props.cols + 1) });
  return (
    <div class="gb-points" aria-hidden="true">
      <Index each={props.points}>
        {(text, k) => (
          <Show when={text()}>
            <span
              class="gb-point"
              style={{
                left: `calc(${at(k).col} * (var(--cell-size) + 1px) - 0.5px)`,
                top: `calc(${at(k).row} * (var(--cell-size) + 1px) - 0.5px)`,
              }}
            >
              {text()}
            </span>
          </Show>
        )}
      </Index>
    </div>
  );
}

/**
 * Dots on the cells' centres, edges or corners (Kropki's dots between neighbours), drawn over the grid at
 * their half-cell places. Hidden from screen readers and from the pointer: they are clues, not played.
 */
export function BoardDots(props: { dots: readonly BoardDot[] }) {
  return (
    <div class="gb-points" aria-hidden="true">
      <Index each={props.dots}>
        {(dot) => (
          <span
            class={`gb-board-dot ${dot().colour}`}
            style={{
              left: `calc(${dot().col / 2} * (var(--cell-size) + 1px) - 0.5px)`,
              top: `calc(${dot().row / 2} * (var(--cell-size) + 1px) - 0.5px)`,
            }}
          />
        )}
      </Index>
    </div>
  );
}
