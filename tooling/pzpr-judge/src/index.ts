/**
 * puzz.link's own checker in Node, for the puzz.link genres' tests: npm `pzpr` (MIT; pzprjs's library, a
 * devDependency here and never shipped) opens a pzprv3 file, or a link and then an answer, and `check()`
 * says whether the board is a complete, correct answer by puzz.link's rules.
 */
import { createRequire } from "node:module";

interface PzprCheck {
  complete: boolean;
  text: string;
}
interface PzprPuzzle {
  open(data: string): PzprPuzzle;
  check(activemode: boolean): PzprCheck;
  getFileData(): string;
  pid: string;
}
interface Pzpr {
  Puzzle: new (options: { type: string }) => PzprPuzzle;
}

// pzpr is CommonJS and loads each genre's rules with require() on demand.
const pzpr = createRequire(import.meta.url)("pzpr") as Pzpr;

/** What puzz.link's checker says of a board: complete or not, and its message (English). */
export interface PzprVerdict {
  complete: boolean;
  /** pzprjs's message, e.g. "Complete!" or "A cell is not shined." */
  message: string;
  /** The genre pzprjs opened it as (its own id: `lightup` for an `akari` link). */
  genre: string;
}

/** Opens a pzprv3 file (puzzle and answer) in pzpr and returns what its check() says. */
export function judgePzprv3(file: string): PzprVerdict {
  const puzzle = new pzpr.Puzzle({ type: "player" }).open(file);
  const result = puzzle.check(true);
  return { complete: result.complete, message: result.text, genre: puzzle.pid };
}

/**
 * Opens a puzz.link link in pzpr, as puzz.link would, and returns its pzprv3 file with no answer: what the
 * link means to puzz.link, for comparing with what a genre's own reader makes of it.
 */
export function pzprFileOfUrl(url: string): string {
  return new pzpr.Puzzle({ type: "player" }).open(url).getFileData();
}
