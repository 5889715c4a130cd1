import { kakuro } from "@gridsmith/kakuro";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { sudoku } from "@gridsmith/sudoku";
// generator:imports

// `pnpm nx g @gridsmith/generators:puzzle NAME` adds an import above and an entry below; keep both marks.
export const installed: AnyPuzzleType[] = [
  sudoku,
  kakuro,
  // generator:entries
];
