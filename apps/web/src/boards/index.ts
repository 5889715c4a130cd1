import type { AnyPuzzleType } from "@gridsmith/kit";
import { genericBoard } from "./generic.tsx";
import { boardFromPlay, type PlayBoard } from "./play.tsx";
import type { BoardModule } from "./types.ts";

// biome-ignore lint/suspicious/noExplicitAny: boards are looked up by id, so their type parameters vary.
type AnyBoard = BoardModule<any, any, any>;

/**
 * A board's module: a whole board of its own (`board`), or the view and extras of a board fed from the
 * type's play model (`playBoard`).
 */
export type LoadedBoard = { board: AnyBoard } | { playBoard: PlayBoard };

/**
 * Type id -> its board, loaded on demand so the home page holds no board it does not show. A new puzzle
 * type gets a grid by adding one line here; until then it gets the generic board.
 */
const boards: Record<string, () => Promise<LoadedBoard>> = {
  sudoku: () => import("./sudoku/index.ts"),
  nonogram: () => import("./nonogram/index.ts"),
  crosspatch: () => import("./crosspatch/index.ts"),
  kakuro: () => import("./kakuro/index.ts"),
  "killer-sudoku": () => import("./killer-sudoku/index.ts"),
  slitherlink: () => import("./slitherlink/index.ts"),
  nurikabe: () => import("./nurikabe/index.ts"),
  // generator:boards (`pnpm nx g @gridsmith/generators:puzzle NAME` adds a line above; keep this mark)
};

/** A type's board module as it is, without the type's package (the home page's preview), or null. */
export async function loadBoardModule(typeId: string): Promise<LoadedBoard | null> {
  const load = boards[typeId];
  return load ? await load() : null;
}

/** The board for a loaded type: its own, fed from the type's play model where it is drawn from one; else the generic board. */
export async function loadBoard(type: AnyPuzzleType): Promise<AnyBoard> {
  const loaded = await loadBoardModule(type.id);
  if (loaded && "board" in loaded) return loaded.board;
  return loaded && type.play ? boardFromPlay(type.play, loaded.playBoard) : genericBoard;
}

export type { AnyBoard };
export { genericBoard };
