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
  // nonogram: () => import("./nonogram/index.ts"),
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

/**
 * Generate forms of types on the generic board whose package has no `params` yet (their fields are the
 * package's CLI flags, typed as text otherwise); each goes once its package describes its params.
 */
const forms: Record<string, NonNullable<AnyBoard["generator"]>> = {
  sudoku: {
    fields: [
      {
        name: "size",
        label: "Size",
        kind: "choice",
        default: "9",
        options: [4, 6, 9, 12, 16].map((n) => ({ value: String(n), label: `${n} x ${n}` })),
      },
      {
        name: "difficulty",
        label: "Difficulty",
        kind: "choice",
        default: "medium",
        options: ["easy", "medium", "hard", "expert", "diabolical"].map((l) => ({ value: l, label: l })),
      },
      {
        name: "symmetry",
        label: "Symmetry",
        kind: "choice",
        default: "rotational",
        options: ["rotational", "mirror", "diagonal", "none"].map((s) => ({ value: s, label: s })),
      },
    ],
    params: (v) => ({ size: Number(v.size), difficulty: String(v.difficulty), symmetry: String(v.symmetry) }),
  },
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
  const load = Object.hasOwn(customBoards, id)
    ? customBoards[id]
    : Object.hasOwn(legacyBoards, id)
      ? legacyBoards[id]
      : undefined;
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
  const module = boardModule(type);
  const form = !module.generator && Object.hasOwn(forms, type.id) ? forms[type.id] : undefined;
  const board = form ? { ...module, generator: form } : module;
  const Editor = Object.hasOwn(editors, type.id) ? editors[type.id] : undefined;
  return Editor ? { ...board, Editor } : board;
}

export type { AnyBoard };
export { genericBoard };
