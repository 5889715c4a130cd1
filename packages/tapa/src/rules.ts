import {
  type CellAttempt,
  cellNameAt,
  cellsAt,
  type Problem,
  shadedBlockProblems,
  shadedClueProblems,
  shadedProblems,
  shapedCheck,
  shapedSolutionProblems,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { blockLengths, clueMet, isClue, type Puzzle, ring, UNKNOWN } from "./puzzle.js";

/** What makes a puzzle not one: its shape (one `bad-shape` problem naming the path). */
export const validate: (puzzle: Puzzle) => Problem[] = shapeProblems;

/** A clue as a person writes it: its numbers parted by spaces, `?` a hidden one. */
export const clueText = (clue: readonly number[]) =>
  clue.map((v) => (v === UNKNOWN ? "?" : String(v))).join(" ");

/**
 * Clue cells shaded, 2x2 blocks all shaded, and clues whose eight neighbours are all decided (`decided`) and
 * do not answer them.
 */
function cellProblems(
  puzzle: Puzzle,
  shaded: (i: number) => boolean,
  decided: (i: number) => boolean,
): Problem[] {
  const problems = shadedClueProblems({ ...puzzle, shaded }, (i) => puzzle.clues[i]!.length > 0, "clue");
  puzzle.clues.forEach((clue, i) => {
    if (clue.length === 0) return;
    const around = ring(puzzle, i);
    if (!around.every((j) => j === null || decided(j))) return;
    const lengths = blockLengths(around.map((j) => (j !== null && shaded(j) ? 1 : 0)));
    if (!clueMet(clue, lengths))
      problems.push({
        code: "clue-blocks",
        message: `the shaded blocks around ${cellNameAt(i, puzzle.width)} are ${lengths.join(" ") || "none"}, not ${clueText(clue)}`,
        cells: cellsAt([i], puzzle.width),
      });
  });
  return [...problems, ...shadedBlockProblems(puzzle, shaded)];
}

/**
 * A player's mistakes in `attempt` (1 shaded, -1 a dot: marked unshaded, 0 undecided): a clue cell shaded, a
 * 2x2 block all shaded, and a clue whose neighbours are all shaded or dotted (or clues) and do not answer it.
 * A puzzle or an attempt of the wrong shape is one `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = shapedCheck(shapeProblems, attemptProblems, mistakes);

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: CellAttempt): Problem[] {
  return cellProblems(
    puzzle,
    (i) => attempt[i] === 1,
    (i) => attempt[i] === 1 || attempt[i] === -1 || isClue(puzzle, i),
  );
}

/**
 * The problems with `solution` (1 shaded, 0 not) as a whole answer: a clue cell shaded, a clue its
 * neighbours do not answer, a 2x2 block all shaded, the shaded cells in more than one piece, and no shaded
 * cell at all (puzz.link's checker wants one).
 */
export const solutionProblems = shapedSolutionProblems(shapeProblems, attemptProblems, answerProblems);

/** The problems {@link solutionProblems} finds in a whole answer of the right shape. */
function answerProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const shaded = (i: number) => solution[i] === 1;
  return [...cellProblems(puzzle, shaded, () => true), ...shadedProblems({ ...puzzle, shaded })];
}
