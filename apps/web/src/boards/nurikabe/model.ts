import type { NurikabePuzzle } from "@gridsmith/catalog";

/** The package's puzzle: `clues` row by row, the island size (1 or more), 0 for "?", -1 for no number. */
export type NuriPuzzle = NurikabePuzzle;

/** A player's attempt (the package's `play`): per cell 1 a wall, -1 an island dot, 0 undecided. */
export type NuriAttempt = number[];

export const WALL = 1;
export const DOT = -1;

export const isClue = (p: NuriPuzzle, i: number) => (p.clues[i] ?? -1) >= 0;

/** What a tap does: empty -> wall -> dot -> empty. */
export const nextState = (v: number): number => (v === 0 ? WALL : v === WALL ? DOT : 0);
