import type { AnyPuzzleType } from "@gridsmith/kit";
import { type Component, lazy } from "solid-js";
import { genericBoard } from "./generic.tsx";
import type { BoardModule, EditorProps } from "./types.ts";

// biome-ignore lint/suspicious/noExplicitAny: boards are looked up by id, so their type parameters vary.
type AnyBoard = BoardModule<any, any, any>;

/**
 * The few types whose board adds interaction the generic board has not (crosspatch's word placement,
 * nonogram's colour palette and clue chips), loaded on demand. Every other type with a play model is
 * played on the generic board (`src/board/`), with no code here.
 */
const customBoards: Record<string, () => Promise<{ board: AnyBoard }>> = {
  nonogram: () => import("./nonogram/index.ts"),
  crosspatch: () => import("./crosspatch/index.ts"),
  // generator:boards (keep this mark)
};

/**
 * Boards of types whose play model has not landed yet; each goes (with its folder) once its package has
 * `play`, since `loadBoard` prefers the generic board then.
 */
const legacyBoards: Record<string, () => Promise<{ board: AnyBoard }>> = {
  sudoku: () => import("./sudoku/index.ts"),
  kakuro: () => import("./kakuro/index.ts"),
  "killer-sudoku": () => import("./killer-sudoku/index.ts"),
  slitherlink: () => import("./slitherlink/index.ts"),
  nurikabe: () => import("./nurikabe/index.ts"),
};

/** Grid editors ("Type a new puzzle in a grid") of types on the generic board, until a generic one exists. */
const editors: Record<string, Component<EditorProps>> = {
  sudoku: lazy(() => import("./sudoku/Editor.tsx").then((m) => ({ default: m.SudokuEditor }))),
  kakuro: lazy(() => import("./kakuro/Editor.tsx").then((m) => ({ default: m.KakuroEditor }))),
};

/**
 * The board of its own a type has, by id, or null: for the home page's preview, which loads no type (a type
 * on the generic board is previewed from the manifest's description instead).
 */
export async function loadCustomBoard(id: string): Promise<AnyBoard | null> {
  const load = Object.hasOwn(customBoards, id) ? customBoards[id] : Object.hasOwn(legacyBoards, id) ? legacyBoards[id] : undefined;
  return load ? (await load()).board : null;
}

/**
 * How the page plays a type: its custom board when it has one, else the generic board from its play model
 * (`type.play`), else the text-only board (check, hint, solve and export still work).
 */
export async function loadBoard(type: AnyPuzzleType): Promise<AnyBoard> {
  if (Object.hasOwn(customBoards, type.id)) return (await customBoards[type.id]!()).board;
  if (!type.play) {
    const legacy = Object.hasOwn(legacyBoards, type.id) ? legacyBoards[type.id] : undefined;
    return legacy ? (await legacy()).board : genericBoard;
  }
  const { boardModule } = await import("../board/module.ts");
  const board = boardModule(type);
  const Editor = Object.hasOwn(editors, type.id) ? editors[type.id] : undefined;
  return Editor ? { ...board, Editor } : board;
}

export type { AnyBoard };
export { genericBoard };
