/**
 * puzz.link's own checker in Node, for the puzz.link genres' tests: npm `pzpr` (MIT; pzprjs's library, a
 * devDependency here and never shipped) opens a pzprv3 file, or a link and then an answer, and `check()`
 * says whether the board is a complete, correct answer by puzz.link's rules.
 */
import { createRequire } from "node:module";

export { type TapaUnknownsFilled, tapaUnknownsFilled } from "./tapa-unknowns.js";

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

/**
 * pzpr's Puzzle that every call opens its file or link in. Opening replaces the whole board (its size, every
 * cell, the answer) and, for another genre, the genre's classes, so no call sees what the one before opened
 * (index.test.ts holds it to a fresh Puzzle's reading). One Puzzle kept costs 0.2-2 ms a call where a new one
 * a call cost 4-11 ms: making it and its first opening of a genre were most of each judgement.
 */
let shared: PzprPuzzle | undefined;
const opened = (data: string): PzprPuzzle => {
  shared ??= new pzpr.Puzzle({ type: "player" });
  return shared.open(data);
};

/** Opens a pzprv3 file (puzzle and answer) in pzpr and returns what its check() says. */
export function judgePzprv3(file: string): PzprVerdict {
  const puzzle = opened(file);
  const result = puzzle.check(true);
  return { complete: result.complete, message: result.text, genre: puzzle.pid };
}

/**
 * Opens a puzz.link link in pzpr, as puzz.link would, and returns its pzprv3 file with no answer: what the
 * link means to puzz.link, for comparing with what a genre's own reader makes of it.
 */
export function pzprFileOfUrl(url: string): string {
  return opened(url).getFileData();
}

/** What {@link linkProblems} needs of a genre: its link reader, solver, pzprv3 writer and independent check. */
export interface JudgedGenre<P, S> {
  parse(link: string): P;
  solve(puzzle: P): { status: string; solutions: S[] };
  writePzprv3(puzzle: P, solution?: S): string;
  check(puzzle: P, solution: S): readonly unknown[];
}

/**
 * What is wrong, link by link, with a genre on puzz.link puzzles that have one answer: pzpr must read each
 * link as the genre's writer writes the puzzle, the solver must prove the answer unique, the independent
 * check must accept it, and pzpr must call it complete and the bare puzzle not. Empty when all is right;
 * one line a failure, naming the link, for a genre's tests to expect empty.
 */
export function linkProblems<P, S>(genre: JudgedGenre<P, S>, links: readonly string[]): string[] {
  const problems: string[] = [];
  for (const link of links) {
    const puzzle = genre.parse(link);
    if (pzprFileOfUrl(link.trim()) !== genre.writePzprv3(puzzle))
      problems.push(`${link}: pzpr reads it otherwise`);
    const result = genre.solve(puzzle);
    const answer = result.solutions[0];
    if (result.status !== "unique" || answer === undefined) {
      problems.push(`${link}: ${result.status}, not unique`);
      continue;
    }
    if (genre.check(puzzle, answer).length > 0)
      problems.push(`${link}: the independent check refuses the answer`);
    const verdict = judgePzprv3(genre.writePzprv3(puzzle, answer));
    if (!verdict.complete) problems.push(`${link}: pzpr says "${verdict.message}"`);
    if (judgePzprv3(genre.writePzprv3(puzzle)).complete)
      problems.push(`${link}: pzpr calls the bare puzzle complete`);
  }
  return problems;
}
