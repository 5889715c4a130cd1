import { genericBoard } from "./generic.tsx";
import type { BoardModule } from "./types.ts";

// biome-ignore lint/suspicious/noExplicitAny: boards are looked up by id, so their type parameters vary.
type AnyBoard = BoardModule<any, any, any>;

/**
 * Type id -> its board, loaded on demand so the home page holds no board it does not show. A new puzzle
 * type gets a grid by adding one line here; until then it gets the generic board.
 */
const boards: Record<string, () => Promise<{ board: AnyBoard }>> = {
  sudoku: () => import("./sudoku/index.ts"),
  nonogram: () => import("./nonogram/index.ts"),
  crosspatch: () => import("./crosspatch/index.ts"),
  kakuro: () => import("./kakuro/index.ts"),
  "killer-sudoku": () => import("./killer-sudoku/index.ts"),
  slitherlink: () => import("./slitherlink/index.ts"),
  nurikabe: () => import("./nurikabe/index.ts"),
  // generator:boards (`pnpm nx g @gridsmith/generators:puzzle NAME` adds a line above; keep this mark)
};

/** The board for a type, or the generic board. */
export async function loadBoard(typeId: string): Promise<AnyBoard> {
  const load = boards[typeId];
  return load ? (await load()).board : genericBoard;
}

export type { AnyBoard };
export { genericBoard };
