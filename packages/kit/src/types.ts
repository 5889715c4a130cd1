import type { BoardDescription, BoardView, Move } from "./board.js";
import type { JsonWriter } from "./json-writer.js";

/** A cell of a grid, 0-based. */
export interface Cell {
  row: number;
  col: number;
}

/** A whole row or column of a grid, 0-based. */
export interface LineRef {
  axis: "row" | "column";
  index: number;
}

/**
 * Something wrong with a puzzle or with a player's attempt, said so a person can act on it, with the places
 * it concerns so a user interface can mark them.
 */
export interface Problem {
  /** Stable machine-readable kind, e.g. `"duplicate-given"`, `"wrong-digit"`, `"clue-too-long"`. */
  code: string;
  /** A sentence for people, e.g. `"row 3 has two 5s (r3c2 and r3c7)"`. */
  message: string;
  cells?: Cell[];
  lines?: LineRef[];
  /** Slot indexes, for puzzles made of slots (crosspatch). */
  slots?: number[];
  /** Edge indexes, for puzzles played on the grid's lines (slitherlink), numbered as the board's edges. */
  edges?: number[];
}

/**
 * A text format a puzzle type reads and, where it can, writes. The first format of a type is its default.
 * `Solution` is the type's solution, for a format that can write one in place ({@link writeSolution}).
 */
export interface Format<Puzzle, Solution = unknown> {
  /** Short stable id used on the command line and in the API, e.g. `"line"`, `"nin"`, `"ipuz"`. */
  id: string;
  /** Human name, e.g. `"One puzzle per line (81 characters)"`. */
  name: string;
  /** File name endings without the dot, e.g. `["sdk"]`. */
  extensions: string[];
  /** Media type for HTTP downloads; text/plain when absent. */
  mediaType?: string;
  /** Reads one puzzle; throws {@link ParseError} with the line and column of the first mistake. */
  parse(text: string): Puzzle;
  /** Writes a puzzle back; absent when the format is read-only. */
  serialize?(puzzle: Puzzle): string;
  /**
   * Writes a puzzle with `solution` in place (what `solve --solution-format` and the API's `solutionFormat`
   * give, e.g. a puzz.link file that opens solved); absent when the format holds no answers. Throws an Error
   * saying why for a puzzle the format cannot hold.
   */
  writeSolution?(puzzle: Puzzle, solution: Solution): string;
  /** Whether `text` (and `filename`, when known) looks like this format; cheap, never throws. */
  detect(text: string, filename?: string): boolean;
  /**
   * For a format of puzz.link's links or files: the genre names it reads (the first is the one it writes);
   * the kit's `puzzlinkFormat` and `pzprv3Format` set them. Detection asks only the formats that name a
   * link's genre (or, naming none, have the id `puzzlink`) about a puzz.link link, so an app can tell which
   * types may read a link from these names alone, before it loads any type's code (the site's home page
   * does); the site also lists them as the type's other names. Absent for every other format.
   */
  genres?: readonly string[];
}

/** Options every solver takes. */
export interface SolveOptions {
  /** Solutions to find before stopping: 1 = any, 2 = prove uniqueness (the default), Infinity = all. */
  limit?: number;
  /** Wall-clock budget in milliseconds; when it runs out the result has status `timeout`. */
  timeoutMs?: number;
  /** Search-node budget; when it runs out the result has status `timeout`. */
  nodeLimit?: number;
  signal?: AbortSignal;
  /** Called now and then during long searches. */
  onProgress?(progress: SolveProgress): void;
  /**
   * Search with the engine's learning (conflict-driven search with lazy clause generation) when true, the
   * plain depth-first search when false; each type picks its default (what suits its puzzles), and a type
   * whose search does not run on the engine ignores this.
   */
  learning?: boolean;
  /**
   * The puzzle is a value this type's own `validate` has just found no problems in, unchanged since (a batch
   * that parsed and validated it itself): the solver may skip checking its shape again. Its solutions are
   * verified all the same.
   */
  validated?: boolean;
}

/** What {@link SolveOptions.onProgress} is told now and then during a long search. */
export interface SolveProgress {
  /** Search nodes visited so far. */
  nodes: number;
  /** Solutions found so far. */
  solutions: number;
  /** Milliseconds since the search started. */
  ms: number;
}

/** What a search cost. */
export interface SolveStats {
  /** Search nodes (branching decisions) visited. */
  nodes: number;
  /** Dead ends: nodes where propagation found a contradiction. */
  failures: number;
  /** Propagator runs. */
  propagations: number;
  /** Wall-clock milliseconds the solve took. */
  ms: number;
}

/**
 * - `unique`: exactly one solution exists (the search was complete).
 * - `multiple`: at least two solutions exist; `solutionCount` is exact when `complete` is true.
 * - `solved`: a solution was found and the search stopped at `limit: 1` before uniqueness was looked at.
 * - `none`: no solution exists (the search was complete).
 * - `timeout`: a time, node or abort budget ran out before the answer was known; `solutions` holds what was found.
 */
export type SolveStatus = "unique" | "multiple" | "solved" | "none" | "timeout";

/** What {@link PuzzleType.solve} answers: a status that is a proof where it says so, and the solutions. */
export interface SolveResult<Solution> {
  /** The verdict; see {@link SolveStatus}. */
  status: SolveStatus;
  /** Every solution found, each verified complete and correct. */
  solutions: Solution[];
  /** How many solutions were found; exact count of all solutions when `complete` is true. */
  solutionCount: number;
  /** True when the whole search space was explored, so counts and `none` are proofs. */
  complete: boolean;
  /** What the search cost. */
  stats: SolveStats;
}

/** One logical deduction, as a person would make it: what, where, and why. */
export interface Step<Deduction = unknown> {
  /** Technique id, e.g. `"hidden-single"`, `"line-overlap"`, `"only-slot-for-word"`. */
  technique: string;
  /** A sentence for people: `"r4c7 must be 3: it is the only place for a 3 in box 6"`. */
  message: string;
  /** Cells the step changes. */
  cells: Cell[];
  /** Cells (or lines/slots) that justify the step, for highlighting. */
  because?: { cells?: Cell[]; lines?: LineRef[]; slots?: number[] };
  /** The puzzle-specific changes: placed digits, removed candidates, painted cells, placed words... */
  deductions: Deduction[];
}

/** How hard a puzzle is, from the hardest technique its logical solution path needs. */
export interface Grade {
  /** Difficulty level id, from the type's own ladder (e.g. `"easy"` ... `"diabolical"`). */
  level: string;
  /** A number that grows with difficulty, comparable within one puzzle type. */
  score: number;
  /** The hardest technique the path needed. */
  hardest?: string;
  /** How many steps each technique took on the path. */
  techniques?: Record<string, number>;
}

/**
 * The sizes a puzzle type accepts. Every way into the type (its formats' `parse`, `fromJson`, `validate`,
 * `generate`'s params) checks them before it builds anything, so the work any input causes is bounded by
 * these numbers and the input's own size, never by what the input claims.
 */
export interface Limits {
  /** Largest width or height of the grid, in cells. */
  maxSide: number;
  /** Largest number of cells of the grid. */
  maxCells: number;
  /** Longest puzzle text the formats read, in characters. */
  maxTextLength: number;
  /** The type's other bounds, in a sentence for people (the README's and the API's table); absent when none. */
  notes?: string;
}

/** A puzzle that ships with a type, to try it out. */
export interface Example {
  /** Short name for people, e.g. `"easy"` or `"bear 10x10"`. */
  name: string;
  /** The puzzle in one of the type's formats, found by detection (the default format where it can hold it). */
  text: string;
}

/**
 * The kinds of puzzle, by what a player does, under which the site groups its types:
 * - `shading`: shade cells (nonogram, Light Up, Hitori, nurikabe, Star Battle);
 * - `lines`: draw lines or loops (slitherlink, Masyu);
 * - `regions`: divide the grid into regions (Shikaku);
 * - `numbers`: write numbers (sudoku, kakuro, Skyscrapers);
 * - `words`: write words (crosspatch);
 * - `other`: anything else, and a type that says no kind.
 */
export const PUZZLE_KINDS = ["shading", "lines", "regions", "numbers", "words", "other"] as const;

/** One of {@link PUZZLE_KINDS}. */
export type PuzzleKind = (typeof PUZZLE_KINDS)[number];

/**
 * One puzzle type: pure functions over JSON-serialisable values, so the same object serves a CLI, an HTTP
 * route, a Web Worker and a test. A puzzle that passes `validate` never crashes `solve`, `check` or `hint`.
 */
export interface PuzzleType<Puzzle, Solution, Params = unknown, Attempt = unknown, Deduction = unknown> {
  /** Stable id used in URLs and on the command line, e.g. `"sudoku"`. */
  id: string;
  title: string;
  /** What a player does, for grouping types in a list ({@link PUZZLE_KINDS}); absent counts as `other`. */
  kind?: PuzzleKind;
  /** One line for people: what the puzzle is. */
  description: string;
  /** Readable formats; the first one is the default. */
  formats: Format<Puzzle, Solution>[];
  /** The sizes the type accepts; see {@link Limits}. */
  limits: Limits;
  /**
   * Reads a puzzle given as a JSON value, in the shape the type's puzzles have (what the API's `parse`
   * answers). Checks the shape and {@link limits} before it builds anything, so the cost is bounded by the
   * value's own size whatever it claims; throws a {@link ParseError} whose `path` says where it is wrong.
   * The result is a fresh value that shares nothing with the input.
   */
  fromJson(value: unknown): Puzzle;
  /** Semantic errors in a well-formed puzzle: conflicting givens, impossible clues. Empty when none. */
  validate(puzzle: Puzzle): Problem[];
  /**
   * Searches for solutions: by default two, to prove the puzzle has exactly one. Every solution returned is
   * verified; a run cut short by `timeoutMs`, `nodeLimit` or `signal` answers `timeout` with what it found.
   */
  solve(puzzle: Puzzle, options?: SolveOptions): SolveResult<Solution>;
  /** A player's mistakes in a (partial) attempt, per cell or slot. Empty when none. */
  check(puzzle: Puzzle, attempt: Partial<Solution> | Solution): Problem[];
  /** The next logical deduction from the attempt, or null when none is left. */
  hint?(puzzle: Puzzle, attempt?: Partial<Solution> | Solution): Step | null;
  /** The whole logical solution path. */
  explain?(puzzle: Puzzle): Step[];
  /** A new puzzle with exactly one solution, the same for the same params and seed. */
  generate?(params: Params, seed: number): Puzzle;
  /**
   * Loads what `generate(params)` needs but is too large to ship with the package (a bundled dictionary).
   * Every caller of `generate` in Gridsmith (the CLIs, the API's workers, the site's worker) awaits it
   * first; a type whose generator needs nothing more leaves it out.
   */
  prepareGenerate?(params: Params): Promise<void>;
  /** How hard the puzzle is for a person, from the techniques its logical solution needs. */
  grade?(puzzle: Puzzle): Grade;
  /**
   * The generator's params as fields: one field is one command-line flag of `generate`, one field of the
   * site's generate form and one key of the API's generate `options`, and `read` turns their values into
   * `Params` for all three; absent when `generate` takes no params (it is then given `{}`).
   */
  params?: ParamsHooks<Params>;
  /**
   * How a person plays the type: the attempt, moves and hint steps on it, and the board that shows it. A type
   * with a play model is played on the site's board with no app code.
   */
  play?: PlayModel<Puzzle, Solution, Attempt, Deduction>;
  /** Renders a solution as text for people (the CLI's output, a copy button). */
  solutionToText(puzzle: Puzzle, solution: Solution): string;
  /**
   * The text `solve` prints for people on the command line (no `--json`) for one input; absent: a header,
   * each solution by {@link solutionToText}, the status and count.
   */
  formatSolve?(input: PuzzleSource, puzzle: Puzzle, result: SolveResult<Solution>): string;
  /**
   * A solution as it goes into the command line's NDJSON (`solve --json`, the batches of the API and the
   * site); absent: the solution value itself.
   */
  solutionToJson?(puzzle: Puzzle, solution: Solution): unknown;
  /**
   * Writes into `out` exactly the JSON text of `solutionToJson`'s value (`JSON.stringify` of it),
   * without building that value: for a type whose batches write many small solutions (sudoku's 81 digits),
   * straight from the solution into the batch's output. Absent: the batch stringifies `solutionToJson`.
   */
  writeSolutionJson?(puzzle: Puzzle, solution: Solution, out: JsonWriter): void;
  /**
   * A batch's `solve --json` straight from a block of raw lines (see {@link LineRun}), for the lines the type
   * answers without making an input and a puzzle of each (sudoku's 81-character lines): each line's answer is
   * byte for byte what the generic path writes, every solution checked as `solve` checks it. Absent: every
   * line goes the generic way.
   */
  solveLines?(run: LineRun): void;
  examples: Example[];
}

/**
 * A block of a line file's raw lines as a batch's `solve --json` hands it to a type's `solveLines`: the type
 * answers lines from {@link from} on, moving {@link from}, {@link lineNo} and {@link index} past each line it
 * is done with (a blank line or a comment gets no answer), and returns at the end of the text, when
 * {@link full} says so, or at a line it leaves to the generic path (which then does that one line).
 */
export interface LineRun {
  /** The block's text: whole lines, each ended by `\n` but perhaps the last. */
  readonly text: string;
  /** Where the next line starts in {@link text}. */
  from: number;
  /** The 1-based number of that line in the file. */
  lineNo: number;
  /** The batch index the next puzzle gets. */
  index: number;
  /** Solutions to look for (resolved: at least 1). */
  readonly limit: number;
  /** The file the lines come from, for format detection by extension. */
  readonly filename?: string;
  /** The format the job names (`--format`), if any. */
  readonly format?: string;
  /** Where the answers go. */
  readonly out: JsonWriter;
  /** Whether the output holds a part's worth: return then, to be called again for the rest. */
  full(): boolean;
  /**
   * Writes the answer line's start for the puzzle at {@link from} (index, source, status, count, `complete`,
   * up to `"solutions":`); the type writes the solutions' JSON array, then {@link answerEnd}.
   */
  answerStart(status: SolveStatus, solutionCount: number, complete: boolean): void;
  /** Writes the answer line's stats and its end. */
  answerEnd(nodes: number, ms: number): void;
}

/** A PuzzleType whose type parameters do not matter to the caller (the catalog, the API, the CLI). */
// biome-ignore lint/suspicious/noExplicitAny: a catalog holds puzzle types of every shape.
export type AnyPuzzleType = PuzzleType<any, any, any, any, any>;

/** Where a puzzle text came from: a file, a line of a batch file, standard input. */
export interface PuzzleSource {
  /** `FILE`, `FILE:LINE` in line mode, or `-` for standard input. */
  source: string;
  filename?: string;
  text: string;
}

/** One puzzle of a batch: its text and where it came from. */
export interface PuzzleInput extends PuzzleSource {
  /** 1-based line the text starts on within its file (line mode), so parse errors point into the file. */
  firstLine: number;
  /** Why the input was not read at all (a line over the batch's line limit); it is answered invalid. */
  error?: string;
}

/**
 * A field of the generator's params: one command-line flag (`--name`), one field of the site's form, one key
 * of the API's `params`.
 */
export interface ParamField {
  name: string;
  /** The form's label, e.g. `"Width"`. */
  label: string;
  /** `flag` is a yes/no switch; `text` may be long (a word list). */
  kind: "number" | "choice" | "text" | "flag";
  /** Bounds of a number. */
  min?: number;
  max?: number;
  /** The values of a choice. */
  options?: { value: string; label: string }[];
  /**
   * The value the form starts with, and what `read` takes when the field is absent (`--help` says it);
   * absent: the field may stay empty, and `read` chooses (`help` says how).
   */
  default?: string | number | boolean;
  /** A text the command line may give as a file name: when that file exists, its text is passed instead. */
  file?: boolean;
  /** One line of help for `--help` and the form. */
  help?: string;
  /**
   * Shown (and read) only when another field has one of these values (a field of one kind of puzzle): the
   * form leaves the field out otherwise. The command line and the API pass the values they are given, and
   * `read` refuses a field that does not fit the others.
   */
  when?: { field: string; values: string[] };
}

/** The values of a params form or command line, by field name: strings as typed, or booleans for flags. */
export type ParamValues = Record<string, string | number | boolean | undefined>;

/** A type's generator params: its fields, and how their values become `Params`. */
export interface ParamsHooks<Params> {
  fields: ParamField[];
  /** The params the values stand for; throws an Error whose message names the field and what is wrong. */
  read(values: ParamValues): Params;
}

/**
 * How a person plays a type (Tatham's `execute_move`, pzprjs's board): pure functions over JSON values, so
 * undo, saving and shared links keep the attempt as it is.
 */
export interface PlayModel<Puzzle, Solution, Attempt, Deduction = unknown> {
  /** The attempt of a player who has not started. */
  newAttempt(puzzle: Puzzle): Attempt;
  /**
   * A saved or shared attempt (any JSON value) if it fits this puzzle, else null: it was for another puzzle,
   * or damaged. Reads older saved shapes of the same type too, so no one's work is lost.
   */
  readAttempt(puzzle: Puzzle, saved: unknown): Attempt | null;
  /**
   * The attempt after a player's {@link Move} or a hint's step is carried out. A move the puzzle does not
   * allow (on a given, on a block) leaves the attempt as it was; the input is never changed.
   */
  applyStep(puzzle: Puzzle, attempt: Attempt, step: Step<Deduction> | Move): Attempt;
  /** Whether every cell (edge, slot) the solution decides is filled; then a check without mistakes is a win. */
  isComplete(puzzle: Puzzle, attempt: Attempt): boolean;
  /** Each filled cell (edge, slot) that differs from `solution`, one problem each ("show mistakes as you go"). */
  mistakes(puzzle: Puzzle, attempt: Attempt, solution: Solution): Problem[];
  /** The attempt as the type's (partial) solution, for `check` (and for `hint` when there is no `hintInput`). */
  toSolution(puzzle: Puzzle, attempt: Attempt): Partial<Solution> | Solution;
  /**
   * What the player has decided, as the type's `hint` reads it, where that is more than `toSolution` keeps: in
   * the tri-state types (shading, lines, borders) a cell or line decided empty stays -1, so the next hint
   * does not name it again. Read through kit's `hintInput`, which falls back to `toSolution`.
   */
  hintInput?(puzzle: Puzzle, attempt: Attempt): Partial<Solution> | Solution;
  /** An attempt that shows a solution. */
  fromSolution(puzzle: Puzzle, solution: Solution): Attempt;
  /** Cells (edges, slots) filled of how many, for the list of recent puzzles. */
  progress(puzzle: Puzzle, attempt: Attempt): { filled: number; total: number };
  /** What the board shows and what input does on it; fixed for the puzzle. */
  board(puzzle: Puzzle): BoardDescription;
  /** What the board shows of an attempt. */
  view(puzzle: Puzzle, attempt: Attempt): BoardView;
  /** "Fill candidates": every empty cell's pencil marks set to what its peers allow; absent when none. */
  fillCandidates?(puzzle: Puzzle, attempt: Attempt): Attempt;
}
