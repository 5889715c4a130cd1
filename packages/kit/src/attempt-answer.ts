// A hint compares a player's attempt with the puzzle's one solution before it builds on the attempt: a step
// that takes a wrong entry as given would mislead, and propagation alone often cannot tell (it finds nothing,
// or builds on the entry). The solution comes from the genre's own hint model, searched under a node budget
// (never a time budget, so a hint is the same on every machine); a puzzle not proven unique within it is
// taken as the attempt says, as before.
import type { Model } from "@gridsmith/constraint";
import type { BorderDeduction } from "./border-play.js";
import { edgeName, edgeSides, type GridSize } from "./border-regions.js";
import { cellAt, cellNameAt } from "./cells.js";
import type { AttemptEntries } from "./propagation-hints.js";
import type { Cell, Step } from "./types.js";

/**
 * The search nodes the answer of a hint's mistake check may take: a puzzle whose hint model does not prove one
 * solution within them (a large or hard one) gets hints without the check.
 */
export const ANSWER_CHECK_NODES = 20_000;

// What is known of each puzzle object checked, per model builder (a genre's): a solution of its model (null
// when none was found within the budget) and, once asked, whether it is the only one.
interface Searched {
  solution: readonly number[] | null;
  unique?: boolean;
  /**
   * A model fixed to `solution` (null when it will not take it), kept once made: each hint's attempt is tried
   * on it and taken back (the engine's trail), since building a model is most of a check's cost.
   */
  answered?: { model: Model } | null;
}
const searched = new WeakMap<object, WeakMap<object, Searched>>();
// The same, per model builder, by the puzzle's JSON text: the site's worker and the API read the puzzle anew
// for every hint, so a new object is most often the same puzzle. The last few puzzles are kept.
const searchedByText = new WeakMap<object, Map<string, Searched>>();
const KEPT_BY_TEXT = 4;

/**
 * The puzzle's JSON text as the key of what is known of it; null when it holds a value JSON does not carry as
 * it is (a Map or a Set, a function, NaN or an infinity, a bigint), which could make two puzzles one key.
 */
function textKey(puzzle: unknown): string | null {
  let faithful = true;
  const text = JSON.stringify(puzzle, (_key, value: unknown) => {
    const kind = typeof value;
    if (
      value instanceof Map ||
      value instanceof Set ||
      kind === "function" ||
      kind === "bigint" ||
      kind === "symbol" ||
      (kind === "number" && !Number.isFinite(value))
    ) {
      faithful = false;
      return null;
    }
    return value;
  });
  return faithful && typeof text === "string" ? text : null;
}

/**
 * A solution of the puzzle's model (its values) and the model it was searched on (left as it was, so a
 * caller may fix it to the solution; none when the solution was known); null when none was found within
 * `nodes`. Most hints ask on an attempt that agrees with it, and finding one costs far less than proving it
 * the only one (Nurikabe's 10x10-semiexp: 334 nodes against 3,117).
 */
function solutionOf<Puzzle, Built extends { model: Model }>(
  puzzle: Puzzle,
  build: (puzzle: Puzzle) => Built | null,
  nodes: number,
): { known: Searched; built?: Built } {
  const key = typeof puzzle === "object" && puzzle !== null ? puzzle : null;
  let ofBuild = searched.get(build);
  if (ofBuild === undefined) searched.set(build, (ofBuild = new WeakMap()));
  const cached = key === null ? undefined : ofBuild.get(key);
  if (cached !== undefined) return { known: cached };
  let ofText = searchedByText.get(build);
  if (ofText === undefined) searchedByText.set(build, (ofText = new Map()));
  const text = key === null ? null : textKey(puzzle);
  const read = text === null ? undefined : ofText.get(text);
  if (read !== undefined) {
    ofBuild.set(key!, read);
    return { known: read };
  }
  const built = build(puzzle);
  let solution: readonly number[] | null = null;
  if (built !== null) {
    built.model.explaining = false;
    // The learning search needs far fewer nodes than plain search on most genres' models.
    const found = built.model.solve({ limit: 1, nodeLimit: nodes, learning: true });
    if (found.count === 1) solution = found.solutions[0]!;
  }
  const known: Searched = { solution };
  if (key !== null) ofBuild.set(key, known);
  if (text !== null) {
    ofText.set(text, known);
    if (ofText.size > KEPT_BY_TEXT) ofText.delete(ofText.keys().next().value!);
  }
  return built === null ? { known } : { known, built };
}

/** Whether the puzzle's model has no solution but `known`'s, proven within `nodes` search nodes (kept in `known`). */
function provenUnique<Puzzle, Built extends { model: Model }>(
  puzzle: Puzzle,
  build: (puzzle: Puzzle) => Built | null,
  known: Searched,
  nodes: number,
): boolean {
  if (known.unique === undefined) {
    const built = build(puzzle);
    if (built === null) known.unique = false;
    else {
      built.model.explaining = false;
      const found = built.model.solve({ limit: 2, nodeLimit: nodes, learning: true });
      known.unique = found.complete && found.count === 1;
    }
  }
  return known.unique;
}

/** A fresh model of the puzzle with every variable fixed as `answer` has it; null when it will not take it. */
function answeredModel<Puzzle, Built extends { model: Model }>(
  puzzle: Puzzle,
  build: (puzzle: Puzzle) => Built | null,
  answer: readonly number[],
  searched?: Built,
): Built | null {
  const built = searched ?? build(puzzle);
  if (built === null) return null;
  built.model.explaining = false;
  for (let x = 0; x < answer.length; x++) if (!built.model.assign(x, answer[x]!)) return null;
  return built;
}

/**
 * The first entry of `attempt` (in its order, reading order on a grid) that the puzzle's one solution refutes,
 * with that solution as the model's values: `fix` (the genre's, fixing an attempt in a model) fails for the
 * entry alone on a model fixed to the answer. Null when the attempt agrees with a solution of the model (then
 * no search proves it the only one), when the model has no one solution within `nodes` search nodes (each of
 * the search for a solution and the proof that it is the only one), or when only entries together clash with
 * it.
 */
export function firstWrongPiece<Puzzle, Built extends { model: Model }>(
  puzzle: Puzzle,
  attempt: AttemptEntries,
  build: (puzzle: Puzzle) => Built | null,
  fix: (puzzle: Puzzle, built: Built, attempt: AttemptEntries) => Set<number> | null,
  nodes = ANSWER_CHECK_NODES,
): { piece: number; answer: readonly number[] } | null {
  if (!attempt.some((v) => typeof v === "number" && v !== 0)) return null;
  const found = solutionOf(puzzle, build, nodes);
  const answer = found.known.solution;
  if (answer === null) return null;
  const { known } = found;
  if (known.answered === undefined) known.answered = answeredModel(puzzle, build, answer, found.built);
  const whole = known.answered as Built | null;
  if (whole === null) return null;
  const mark = whole.model.trail.mark();
  const agrees = fix(puzzle, whole, attempt) !== null;
  whole.model.trail.undoTo(mark);
  if (agrees) return null;
  // The attempt differs from this solution: only the one solution makes that a mistake.
  if (!provenUnique(puzzle, build, known, nodes)) return null;
  const each = answeredModel(puzzle, build, answer);
  if (each === null) return null;
  const one: (number | null | undefined)[] = new Array(attempt.length).fill(null);
  for (let i = 0; i < attempt.length; i++) {
    const v = attempt[i];
    if (typeof v !== "number" || v === 0) continue;
    one[i] = v;
    // A piece that agrees changes nothing in a model already fixed to the answer; the first that fails is wrong.
    if (fix(puzzle, each, one) === null) return { piece: i, answer };
    one[i] = null;
  }
  return null;
}

/**
 * How a hint names a wrong entry, after the entry's name (every genre's `fix-mistake` step says it so): "is a
 * mistake: in the puzzle's one solution it `says`" ("stays unshaded", "holds 4", "is not on the loop").
 */
export function mistakeWords(says: string): string {
  return `is a mistake: in the puzzle's one solution it ${says}`;
}

/**
 * The step of a hint on a wrong entry (technique `fix-mistake`), every genre's way to say one: "`name`
 * {@link mistakeWords}(`says`)", at `cells` and because of them, with the one deduction that sets the entry as
 * the solution has it.
 */
export function fixMistakeStep<D>(name: string, cells: Cell[], says: string, deduction: D): Step<D> {
  return {
    technique: "fix-mistake",
    message: `${name} ${mistakeWords(says)}`,
    cells,
    because: { cells },
    deductions: [deduction],
  };
}

/**
 * The step of a hint on a wrong entry of cell `cell` of a grid `width` cells wide (technique `fix-mistake`):
 * "r3c7 is a mistake: in the puzzle's one solution it `says`" ({@link mistakeWords}), its deduction
 * `deduction`, which sets the cell as the solution has it.
 */
export function cellMistakeStep<D>(width: number, cell: number, says: string, deduction: D): Step<D> {
  return fixMistakeStep(cellNameAt(cell, width), [cellAt(cell, width)], says, deduction);
}

/**
 * The step of a hint on a wrong entry of inner edge `edge` (kit's `borderEdges` numbering) of a grid cut into
 * regions (technique `fix-mistake`): "the edge between r1c1 and r1c2 is a mistake: in the puzzle's one solution
 * it is a border" (or "is no border"), deciding the edge as the solution has it (`border`).
 */
export function borderMistakeStep(p: GridSize, edge: number, border: boolean): Step<BorderDeduction> {
  const cells = (edgeSides(p, edge) ?? []).map((i) => cellAt(i, p.width));
  return fixMistakeStep(edgeName(p, edge), cells, border ? "is a border" : "is no border", { edge, border });
}
