/**
 * `@gridsmith/kit/pieces`: the grid divided into pieces chosen from a list (Shikaku's rectangles,
 * Sashigane's L shapes, Tatamibari's mats), on the engine, and the hints read off it. The genre lists the
 * pieces its clues allow; the model covers every cell with exactly one, and draws a border on an edge
 * exactly where the pieces part. A subpath of its own: it brings the engine's `Model` along.
 *
 * @packageDocumentation
 */
import { fixCellStates, Model, type Removal } from "@gridsmith/constraint";
import { borderMistakeStep } from "./attempt-answer.js";
import { borderEdges } from "./board.js";
import type { BorderDeduction } from "./border-play.js";
import { edgeSides, type GridSize, innerEdges } from "./border-regions.js";
import { cellAt, cellName } from "./cells.js";
import { beyondLadder, type Rung } from "./grade.js";
import {
  type AttemptEntries,
  explainingBuild,
  type PropagationHints,
  propagationHints,
} from "./propagation-hints.js";
import { solveChecked } from "./result.js";
import { TRIAL_RUNG } from "./rule-techniques.js";
import { EASY } from "./technique-rungs.js";
import type { Problem, SolveOptions, SolveResult, Step } from "./types.js";

export {
  type ClueCount,
  type CluedGrid,
  clueCounter,
  coverPieces,
  eachClueRectangle,
  eachLoneRectangle,
  type RectangleVisit,
  rectangleCells,
  rectanglePieces,
} from "./clue-rectangles.js";
export { pieceCoverHints } from "./piece-cover-hints.js";

/** A piece a genre may place: the cells it covers, and the cell that names it in hints (its clue). */
export interface Piece {
  owner: number;
  cells: number[];
}

/** A piece cover on the engine, and what its variables stand for. */
export interface PieceCoverModel {
  model: Model;
  /** The piece of variable `edges + k` is `pieces[k]`. */
  pieces: Piece[];
  /** How many edges the grid has (kit's `borderEdges` numbering): variables 0 to edges - 1. */
  edges: number;
}

/**
 * The grid cut into `pieces` on the engine: variables 0 to edges - 1 are the edges (1 a border; the
 * outline's are 0), then one 0/1 variable per piece. Each cell lies in exactly one piece; an edge is a border
 * unless one piece covers both its cells, and is one exactly when the piece of either cell stops there (the
 * same rule from both sides, which propagates further).
 */
export function pieceCoverModel(p: GridSize, pieces: Piece[]): PieceCoverModel {
  const m = new Model();
  const edges = borderEdges.count(p.height, p.width);
  const inner = innerEdges(p);
  const isInner = new Uint8Array(edges);
  for (const { edge } of inner) isInner[edge] = 1;
  for (let e = 0; e < edges; e++) m.intVar(0, isInner[e]!);
  const byCell: number[][] = Array.from({ length: p.width * p.height }, () => []);
  for (const piece of pieces) {
    const v = m.intVar(0, 1);
    for (const i of piece.cells) byCell[i]!.push(v);
  }
  const sum = (vars: number[], rhs: number) =>
    m.linear(
      vars.map(() => 1),
      vars,
      "=",
      rhs,
    );
  for (const cell of byCell) sum(cell, 1);
  for (const { edge, cells } of inner) {
    const [a, b] = cells;
    const inA = new Set(byCell[a]);
    const inB = new Set(byCell[b]);
    // edge + (pieces over both) = 1: a border unless one piece joins the two cells.
    sum([edge, ...byCell[a]!.filter((v) => inB.has(v))], 1);
    // edge = (pieces over one cell and not the other), from either side.
    for (const [mine, other] of [
      [byCell[a]!, inB],
      [byCell[b]!, inA],
    ] as const) {
      const only = mine.filter((v) => !other.has(v));
      m.linear([1, ...only.map(() => -1)], [edge, ...only], "=", 0);
    }
  }
  return { model: m, pieces, edges };
}

/**
 * Solves a piece cover with the shared meaning of limit, budgets and status, on the engine's learning
 * search: an answer is a border per edge (1 a border), and each is checked by `problems` (the genre's rules,
 * sharing no code with the model) before it is returned.
 */
export function solvePieceCover(
  build: () => PieceCoverModel,
  problems: (borders: number[]) => readonly { message: string }[],
  options?: SolveOptions,
): SolveResult<number[]> {
  let edges = 0;
  return solveChecked(
    options,
    (o) => {
      const built = build();
      edges = built.edges;
      return built.model.solve(o);
    },
    (values) => values.slice(0, edges),
    problems,
  );
}

/** A genre's model and solver on a piece cover (see {@link pieceCoverSolver}). */
export interface PieceCoverSolver<P extends GridSize> {
  /** The puzzle's piece cover, with the genre's own rules posted on it. */
  buildModel(puzzle: P): PieceCoverModel;
  /** Solves with the shared meaning of limit, budgets and status; every answer checked by the rules. */
  solve(puzzle: P, options?: SolveOptions): SolveResult<number[]>;
}

/**
 * The model and solver of a genre that divides the grid into pieces from a list: `pieces` lists what the
 * clues allow, `rules` posts what else the genre asks on the model (none by default), and `problems` (the
 * genre's rules, sharing no code with the model) checks every answer before it is returned.
 */
export function pieceCoverSolver<P extends GridSize>(
  pieces: (puzzle: P) => Piece[],
  problems: (puzzle: P, borders: number[]) => readonly { message: string }[],
  rules?: (puzzle: P, built: PieceCoverModel) => void,
): PieceCoverSolver<P> {
  const buildModel = (puzzle: P) => {
    const built = pieceCoverModel(puzzle, pieces(puzzle));
    rules?.(puzzle, built);
    return built;
  };
  return {
    buildModel,
    solve: (puzzle, options) =>
      solvePieceCover(
        () => buildModel(puzzle),
        (s) => problems(puzzle, s),
        options,
      ),
  };
}

/**
 * A piece-cover genre's names of its two techniques: `border` (no piece left covers both cells of an edge: a
 * border) and `joined` (the piece of one cell must cover the other: no border). Declared once, given to
 * {@link pieceTechniques} and {@link pieceBorderHints} alike.
 */
export interface PieceTechniqueNames {
  border: string;
  joined: string;
}

/**
 * The techniques of a piece cover's logical solution, easiest first, with the grade each one stands for:
 * `border` and `joined` (see {@link PieceTechniqueNames}), both easy, and `trial` (hard).
 */
export function pieceTechniques({ border, joined }: PieceTechniqueNames): Record<string, Rung> {
  return {
    [border]: EASY,
    [joined]: EASY,
    trial: TRIAL_RUNG,
  };
}

/** What a genre solved by a {@link pieceCoverModel} tells {@link pieceBorderHints}. */
export interface PieceBorderHintsOf<P extends GridSize> {
  /** What is wrong with a puzzle's shape (its values may be anything a caller sends). */
  shapeProblems(puzzle: P): readonly Problem[];
  /** What is wrong with an attempt's shape at a puzzle of the right shape. */
  attemptProblems(puzzle: P, attempt: AttemptEntries): readonly Problem[];
  /** The puzzle's piece cover (the genre's own rules posted on it too). */
  model(puzzle: P): PieceCoverModel;
  /** The genre's name for a piece in messages ("rectangle", "L"). */
  piece: string;
  /** The names of the techniques: a border drawn, an edge joined (graded by {@link pieceTechniques}). */
  techniques: PieceTechniqueNames;
}

/**
 * Hint, explain and grade of a genre solved by a {@link pieceCoverModel}: each step decides an inner edge,
 * naming the two cells it parts or joins and the clues whose pieces the rule read (kit's
 * `propagationHints`).
 */
export function pieceBorderHints<P extends GridSize>(
  of: PieceBorderHintsOf<P>,
): PropagationHints<P, BorderDeduction> {
  const at = (p: P, i: number) => cellAt(i, p.width);
  return propagationHints<P, BorderDeduction, PieceCoverModel>({
    shapeProblems: of.shapeProblems,
    attemptProblems: of.attemptProblems,
    model: explainingBuild(of.model),
    fix: (puzzle, { model }, attempt) => {
      const inner = new Set(innerEdges(puzzle).map(({ edge }) => edge));
      return fixCellStates(model, attempt, (edge) => inner.has(edge));
    },
    reader: (puzzle, { pieces, edges }, known) => {
      const decided = new Set<number>(known);
      return (r: Removal): Step<BorderDeduction> | null => {
        const edge = r.variable;
        const sides = edge < edges ? edgeSides(puzzle, edge) : null;
        if (sides === null || decided.has(edge)) return null;
        decided.add(edge);
        const border = r.value === 0;
        const [a, b] = sides.map((i) => cellName(at(puzzle, i)));
        const trial = (r.reason?.rule ?? "trial") === "trial";
        const technique = trial ? "trial" : border ? of.techniques.border : of.techniques.joined;
        const why = trial
          ? `${border ? "joining" : "parting"} them leads to a contradiction`
          : border
            ? `no ${of.piece} left covers both`
            : `the ${of.piece} that covers ${a} must cover ${b} too`;
        // The clues whose pieces the rule read.
        const owners = [
          ...new Set((r.reason?.vars ?? []).filter((v) => v >= edges).map((v) => pieces[v - edges]!.owner)),
        ].map((i) => at(puzzle, i));
        return {
          technique,
          message: `${border ? "a border" : "no border"} between ${a} and ${b}: ${why}`,
          cells: sides.map((i) => at(puzzle, i)),
          ...(owners.length > 0 ? { because: { cells: owners } } : {}),
          deductions: [{ edge, border }],
        };
      };
    },
    pieces: (puzzle) => innerEdges(puzzle).length,
    ladder: beyondLadder(pieceTechniques(of.techniques)),
    variables: (puzzle) => borderEdges.count(puzzle.height, puzzle.width),
    mistake: (puzzle, edge, answer) => borderMistakeStep(puzzle, edge, answer[edge] === 1),
  });
}
