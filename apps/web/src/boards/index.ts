import type { AnyPuzzleType } from "@gridsmith/kit";
import type { Component } from "solid-js";
import type { TypeInfo } from "../catalog/manifest.ts";
import { genericBoard } from "./generic.tsx";
import type { PlayBoardModule } from "./play.ts";
import { boardFromPlay, type PlayBoard } from "./play-view.tsx";
import type { BoardModule, BoardProps } from "./types.ts";

// biome-ignore lint/suspicious/noExplicitAny: boards are looked up by id, so their type parameters vary.
type AnyBoard = BoardModule<any, any, any>;

/**
 * A board's module: a whole board of its own (`board`), a board component given the type's play model
 * (`boardFor`), or the view and extras of a board drawn from the play model's board and view (`playBoard`).
 */
type Entry = { board: AnyBoard } | PlayBoardModule | { playBoard: PlayBoard };

/**
 * Type id -> its board, loaded on demand so the home page holds no board it does not show. A new puzzle
 * type gets a grid by adding one line here; until then it gets the generic board.
 */
const boards: Record<string, () => Promise<Entry>> = {
  sudoku: () => import("./sudoku/index.ts"),
  nonogram: () => import("./nonogram/index.ts"),
  crosspatch: () => import("./crosspatch/index.ts"),
  kakuro: () => import("./kakuro/index.ts"),
  "killer-sudoku": () => import("./killer-sudoku/index.ts"),
  slitherlink: () => import("./slitherlink/index.ts"),
  nurikabe: () => import("./nurikabe/index.ts"),
  // generator:boards (`pnpm nx g @gridsmith/generators:puzzle NAME` adds a line above; keep this mark)
};

/** The board for a loaded type: its own, made with the type's play model where it has one, or the generic board. */
export async function loadBoard(type: AnyPuzzleType): Promise<AnyBoard> {
  const load = boards[type.id];
  if (!load) return genericBoard;
  const entry = await load();
  if ("board" in entry) return entry.board;
  if (!type.play) return genericBoard;
  return "playBoard" in entry ? boardFromPlay(type.play, entry.playBoard) : entry.boardFor(type.play);
}

/** What the home page's preview of a type draws, without loading the type. */
export type Preview =
  | { Board: Component<BoardProps<unknown, unknown>>; attempt: unknown }
  | { View: PlayBoard["View"] };

/**
 * What the home page's preview of a type draws, without loading the type: its board's component and the
 * attempt of a player who has not started (the manifest's, where the type has a play model), or the view of
 * a board drawn from the play model (fed the manifest's `previewPlay`).
 */
export async function loadPreview(info: TypeInfo): Promise<Preview> {
  const load = boards[info.id];
  const entry = load ? await load() : { board: genericBoard };
  if ("board" in entry)
    return {
      Board: entry.board.Board,
      attempt: info.preview === null ? null : entry.board.newAttempt(info.preview),
    };
  if ("playBoard" in entry) return { View: entry.playBoard.View };
  return { Board: entry.Board, attempt: info.previewAttempt };
}

export type { AnyBoard };
export { genericBoard };
