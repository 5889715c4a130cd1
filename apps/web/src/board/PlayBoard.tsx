import type { AnyPuzzleType, Move, PlayModel, Step } from "@gridsmith/kit";
import { type Component, createComputed, createMemo, createSignal, on } from "solid-js";
import type { BoardProps } from "../boards/types.ts";
import { Board } from "./Board.tsx";
import type { Player } from "./types.ts";

// biome-ignore lint/suspicious/noExplicitAny: a play model of any type's shapes.
type AnyPlay = PlayModel<any, any, any, any>;

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The edges a step decides: those it changes on an attempt not started (so a hint and a step of an
 * explanation, whose board already shows it carried out, highlight the same edges).
 */
export function edgesOfStep(play: AnyPlay, puzzle: unknown, step: Step | null | undefined): number[] {
  if (!step) return [];
  try {
    const before = play.newAttempt(puzzle);
    const a = play.view(puzzle, before).edges ?? [];
    const b = play.view(puzzle, play.applyStep(puzzle, before, step)).edges ?? [];
    return b.flatMap((s, e) => (s !== (a[e] ?? 0) ? [e] : []));
  } catch {
    return [];
  }
}

/**
 * The generic board for a type's play model: the description from `play.board(puzzle)`, the view from
 * `play.view(puzzle, attempt)`, and moves carried out with `play.applyStep`; a stroke's moves are one move
 * of the page's history. `zoomKey` (the type's id) remembers the board's zoom for the type.
 */
export function playBoard(play: AnyPlay, zoomKey?: string): Component<BoardProps> {
  return (props) => {
    const board = createMemo(() => play.board(props.puzzle));
    const [draft, setDraft] = createSignal<{ attempt: unknown } | null>(null);
    createComputed(
      on(
        () => props.puzzle,
        () => setDraft(null),
        { defer: true },
      ),
    );
    const current = () => {
      const d = draft();
      return d ? d.attempt : props.attempt;
    };
    const view = createMemo(() => play.view(props.puzzle, current()));
    const apply = (attempt: unknown, moves: Move[]) =>
      moves.reduce((a, move) => play.applyStep(props.puzzle, a, move), attempt);
    const commit = (next: unknown) => {
      if (!same(next, props.attempt)) props.onMove?.(next);
    };
    const player: Player = {
      play: (moves) => commit(apply(props.attempt, moves)),
      draw(moves, restart) {
        const from = restart || !draft() ? props.attempt : current();
        setDraft({ attempt: apply(from, moves) });
      },
      end() {
        const d = draft();
        setDraft(null);
        if (d) commit(d.attempt);
      },
    };
    const stepEdges = createMemo(() =>
      board().input.edges ? edgesOfStep(play, props.puzzle, props.marks?.step) : [],
    );
    return (
      <Board
        board={board()}
        view={view()}
        player={props.onMove ? player : undefined}
        marks={props.marks}
        stepEdges={stepEdges()}
        label={props.label}
        compact={props.compact}
        crossOffClues={props.aids?.crossOffClues}
        zoomKey={zoomKey}
      />
    );
  };
}

/** Whether a type is played on the generic board. */
export const hasPlay = (type: AnyPuzzleType): boolean => !!type.play;
