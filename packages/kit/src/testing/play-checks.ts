// Properties every play model must have, on every example of its type: the board and its views have the
// sizes the board says, attempts survive JSON (undo, saving and shared links keep them so), a solution shown
// on the board is complete with no mistakes and passes `check`, the steps of an explanation and any run of
// moves carry out without a throw and never change their input, and a damaged saved attempt is refused or
// read as one that fits. Plain functions that throw on failure, as in ./puzzle-type-checks.ts.
import fc from "fast-check";
import { borderEdges, centreEdges, type Move } from "../board.js";
import { parsePuzzle } from "../formats.js";
import type { AnyPuzzleType, Example, PlayModel, Step } from "../types.js";
import { HOSTILE_VALUES, hostileValue, mutated } from "./hostile-values.js";
import { assertSame } from "./puzzle-type-checks.js";

// biome-ignore lint/suspicious/noExplicitAny: the checks take a type of any shape.
type AnyPlay = PlayModel<any, any, any, any>;

/** Options of {@link checkPlayModel}. */
export interface PlayModelOptions {
  /** Runs of moves (and of damaged attempts) per example; default 60. */
  numRuns?: number;
  /** Whether to carry out the explanation of each example (when the type explains); default true. */
  explain?: boolean;
  /**
   * fast-check's seed for the runs of moves, to repeat a run exactly; by default a new one each time. Most
   * random moves change nothing on a board, so a check that must find a rare fault can fix one.
   */
  seed?: number;
  /**
   * The puzzles to check (default the type's examples): a test of what no example shows (Ripple Effect's `?`
   * cells) runs the same checks on its own.
   */
  examples?: readonly Example[];
}

function fail(type: AnyPuzzleType, example: string, what: string): never {
  throw new Error(`${type.id} example "${example}": ${what}`);
}

/** How many edges the board's lines have, 0 when it draws none. */
function edgeCount(play: AnyPlay, puzzle: unknown): number {
  const { rows, cols, input } = play.board(puzzle);
  if (input.edges === "border") return borderEdges.count(rows, cols);
  if (input.edges === "centre") return centreEdges.count(rows, cols);
  return 0;
}

/** Checks the view of `attempt` has one entry per cell (and per edge) of the board. */
function checkView(type: AnyPuzzleType, example: string, puzzle: unknown, attempt: unknown): void {
  const play = type.play as AnyPlay;
  const { rows, cols } = play.board(puzzle);
  const view = play.view(puzzle, attempt);
  for (const key of ["values", "marks", "shades"] as const) {
    const list = view[key];
    if (list !== undefined && list.length !== rows * cols)
      fail(type, example, `view.${key} has ${list.length} entries for ${rows * cols} cells`);
  }
  if (view.edges !== undefined && view.edges.length !== edgeCount(play, puzzle))
    fail(type, example, `view.edges has ${view.edges.length} entries for ${edgeCount(play, puzzle)} edges`);
}

/** Moves of the board's kind, on cells and edges of the board and a few past its ends. */
function moves(play: AnyPlay, puzzle: unknown): fc.Arbitrary<Move> {
  const { rows, cols, input } = play.board(puzzle);
  const cell = fc.integer({ min: -1, max: rows * cols });
  const edge = fc.integer({ min: -1, max: Math.max(0, edgeCount(play, puzzle)) });
  const kinds: fc.Arbitrary<Move>[] = [
    fc.record({
      kind: fc.constant("edge" as const),
      edge,
      state:
        input.maxLines === 2
          ? fc.constantFrom(-1 as const, 0 as const, 1 as const, 2 as const)
          : fc.constantFrom(-1 as const, 0 as const, 1 as const),
    }),
    fc.record({ kind: fc.constant("shade" as const), cell, shade: fc.integer({ min: -1, max: 3 }) }),
  ];
  const cells = input.cells;
  const digit =
    cells.kind === "digit"
      ? fc.integer({ min: cells.min - 1, max: cells.max + 1 })
      : fc.integer({ min: 0, max: 10 });
  kinds.push(
    fc.record({
      kind: fc.constant("value" as const),
      cell,
      value: fc.oneof(digit, fc.constant(null), fc.constantFrom("A", "z")),
    }),
    fc.record({ kind: fc.constant("mark" as const), cell, digit }),
  );
  return fc.oneof(...kinds);
}

/**
 * The properties of `type.play` on each of the type's examples, or `options.examples` (a unique one is needed
 * for the solution's checks; examples with several solutions skip them).
 */
export function checkPlayModel(type: AnyPuzzleType, options: PlayModelOptions = {}): void {
  const play = type.play as AnyPlay | undefined;
  if (!play) throw new Error(`${type.id} has no play model`);
  const numRuns = options.numRuns ?? 60;
  for (const example of options.examples ?? type.examples) {
    const name = example.name;
    const puzzle = parsePuzzle(type, example.text);
    const board = play.board(puzzle);
    if (board.cells.length !== board.rows * board.cols)
      fail(type, name, `board has ${board.cells.length} cells for ${board.rows} x ${board.cols}`);
    if (board.points && board.points.length !== (board.rows + 1) * (board.cols + 1))
      fail(
        type,
        name,
        `board.points has ${board.points.length} entries for ${board.rows + 1} x ${board.cols + 1} points`,
      );
    if (board.regions && board.regions.length !== board.cells.length)
      fail(type, name, `board.regions has ${board.regions.length} entries for ${board.cells.length} cells`);
    for (const cage of board.cages ?? [])
      if (cage.cells.some((c) => !(c >= 0 && c < board.cells.length)))
        fail(type, name, "a cage names a cell off the board");

    const fresh = play.newAttempt(puzzle);
    checkView(type, name, puzzle, fresh);
    assertSame(
      play.readAttempt(puzzle, JSON.parse(JSON.stringify(fresh))),
      fresh,
      `${type.id} "${name}": a new attempt read back`,
    );
    const start = play.progress(puzzle, fresh);
    if (!(start.filled >= 0 && start.filled <= start.total))
      fail(type, name, `progress ${start.filled} of ${start.total}`);

    const solved = type.solve(puzzle, { limit: 2 });
    const solution = solved.status === "unique" ? solved.solutions[0] : undefined;
    if (solution !== undefined) {
      const shown = play.fromSolution(puzzle, solution);
      checkView(type, name, puzzle, shown);
      if (!play.isComplete(puzzle, shown))
        fail(type, name, "the solution shown on the board is not complete");
      assertSame(
        play.mistakes(puzzle, shown, solution),
        [],
        `${type.id} "${name}": mistakes of the solution`,
      );
      assertSame(
        type.check(puzzle, play.toSolution(puzzle, shown)),
        [],
        `${type.id} "${name}": check of the solution`,
      );
      const done = play.progress(puzzle, shown);
      if (done.filled !== done.total) fail(type, name, `the solution fills ${done.filled} of ${done.total}`);
      assertSame(
        play.readAttempt(puzzle, JSON.parse(JSON.stringify(shown))),
        shown,
        `${type.id} "${name}": a solution read back`,
      );

      if (options.explain !== false && type.explain) {
        let attempt = fresh;
        for (const step of type.explain(puzzle)) {
          const before = JSON.stringify(attempt);
          const next = play.applyStep(puzzle, attempt, step);
          if (JSON.stringify(attempt) !== before)
            fail(type, name, `applyStep changed its input (${step.technique})`);
          attempt = next;
        }
        checkView(type, name, puzzle, attempt);
        assertSame(
          play.mistakes(puzzle, attempt, solution),
          [],
          `${type.id} "${name}": mistakes after its explanation`,
        );
      }
    }

    fc.assert(
      fc.property(fc.array(moves(play, puzzle), { maxLength: 30 }), (list) => {
        let attempt = fresh;
        for (const move of list) {
          const before = JSON.stringify(attempt);
          const next = play.applyStep(puzzle, attempt, move);
          if (JSON.stringify(attempt) !== before)
            fail(type, name, `applyStep changed its input (${JSON.stringify(move)})`);
          attempt = next;
        }
        checkView(type, name, puzzle, attempt);
        assertSame(
          play.readAttempt(puzzle, JSON.parse(JSON.stringify(attempt))),
          attempt,
          `${type.id} "${name}": an attempt read back`,
        );
        const { filled, total } = play.progress(puzzle, attempt);
        if (!(filled >= 0 && filled <= total)) fail(type, name, `progress ${filled} of ${total}`);
      }),
      { numRuns, includeErrorInReport: true, ...(options.seed === undefined ? {} : { seed: options.seed }) },
    );

    const damaged = fc.oneof(
      fc.constantFrom(...HOSTILE_VALUES),
      hostileValue,
      fc.jsonValue(),
      mutated(fc.constant(fresh)),
    );
    fc.assert(
      fc.property(damaged, (saved) => {
        const read = play.readAttempt(puzzle, saved);
        if (read !== null) checkView(type, name, puzzle, read);
      }),
      { numRuns, includeErrorInReport: true },
    );
  }
}

/**
 * What `steps` (a type's explanation of `puzzle`, in order) come to when carried out with its play model from
 * a new attempt: for a test that the explained way ends at the answer.
 */
export function playedSolution<Puzzle, Solution, Attempt, Deduction>(
  type: { id: string; play?: PlayModel<Puzzle, Solution, Attempt, Deduction> },
  puzzle: Puzzle,
  steps: readonly Step<Deduction>[],
): Partial<Solution> | Solution {
  const { play } = type;
  if (!play) throw new Error(`${type.id} has no play model`);
  let attempt = play.newAttempt(puzzle);
  for (const step of steps) attempt = play.applyStep(puzzle, attempt, step);
  return play.toSolution(puzzle, attempt);
}
