import type { AnyPuzzleType } from "@gridsmith/kit";
import { type Component, createComponent, lazy, mergeProps } from "solid-js";
import { genericBoard } from "./generic.tsx";
import type { PlayBoardModule } from "./play.ts";
import type { BoardModule, EditorProps } from "./types.ts";

// biome-ignore lint/suspicious/noExplicitAny: boards are looked up by id, so their type parameters vary.
type AnyBoard = BoardModule<any, any, any>;

/** A custom board's module: a whole board, or one made with its type's play model (see `play.ts`). */
type Entry = { board: AnyBoard } | PlayBoardModule;

/** The board of an entry: made with the type's play model where the entry needs one. */
const boardOf = (entry: Entry, type?: AnyPuzzleType): AnyBoard | null =>
  "board" in entry ? entry.board : type?.play ? entry.boardFor(type.play) : null;

/**
 * The few types whose board adds interaction the generic board has not (crosspatch's word placement,
 * nonogram's colour palette and clue chips), loaded on demand. Every other type with a play model is
 * played on the generic board (`src/board/`), with no code here.
 */
const customBoards: Record<string, () => Promise<Entry>> = {
  nonogram: () => import("./nonogram/index.ts"),
  crosspatch: () => import("./crosspatch/index.ts"),
};

/** Grid editors ("Type a new puzzle in a grid") of types on the generic board, until a generic one exists. */
// biome-ignore lint/suspicious/noExplicitAny: an editor takes the type's play model, of the type's shapes.
const editors: Record<string, Component<any>> = {
  sudoku: lazy(() => import("./editors/SudokuEditor.tsx").then((m) => ({ default: m.SudokuEditor }))),
  kakuro: lazy(() => import("./editors/KakuroEditor.tsx").then((m) => ({ default: m.KakuroEditor }))),
};

/**
 * The board of its own a type has, by id, or null: for the home page's preview, which loads no type (a type
 * on the generic board is previewed from the manifest's description instead).
 */
export async function loadCustomBoard(id: string): Promise<AnyBoard | null> {
  const load = Object.hasOwn(customBoards, id) ? customBoards[id] : undefined;
  if (!load) return null;
  const entry = await load();
  return "board" in entry ? entry.board : ({ Board: entry.Board } as AnyBoard);
}

/**
 * How the page plays a type: its custom board when it has one, else the generic board from its play model
 * (`type.play`), else the text-only board (check, hint, solve and export still work).
 */
export async function loadBoard(type: AnyPuzzleType): Promise<AnyBoard> {
  if (Object.hasOwn(customBoards, type.id))
    return boardOf(await customBoards[type.id]!(), type) ?? genericBoard;
  if (!type.play) return genericBoard;
  const { boardModule } = await import("../board/module.ts");
  const board = boardModule(type);
  const Editor = Object.hasOwn(editors, type.id) ? editors[type.id] : undefined;
  if (!Editor) return board;
  const play = type.play;
  return { ...board, Editor: (props: EditorProps) => createComponent(Editor, mergeProps(props, { play })) };
}

export type { AnyBoard };
export { genericBoard };
