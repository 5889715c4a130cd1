import { findPuzzleType } from "@gridsmith/catalog";
import type { AnyPuzzleType } from "@gridsmith/kit";
import type { AnyBoard } from "../boards/index.ts";
import { playBoard as kakuro } from "../boards/kakuro/index.ts";
import { playBoard as killerSudoku } from "../boards/killer-sudoku/index.ts";
import { type AnyPlay, boardFromPlay, type PlayBoard } from "../boards/play-view.tsx";
import { playBoard as sudoku } from "../boards/sudoku/index.ts";

const parts: Record<string, PlayBoard> = { sudoku, "killer-sudoku": killerSudoku, kakuro };

/** An installed type (through the catalog, as apps see packages), its play model and its board as the page gets it. */
export function playedType(id: "sudoku" | "killer-sudoku" | "kakuro"): {
  type: AnyPuzzleType;
  play: AnyPlay;
  board: AnyBoard;
} {
  const type = findPuzzleType(id)!;
  const play = type.play!;
  return { type, play, board: boardFromPlay(play, parts[id]!) };
}
