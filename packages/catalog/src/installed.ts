import { crosspatch } from "@gridsmith/crosspatch";
import { kakuro } from "@gridsmith/kakuro";
import { killerSudoku } from "@gridsmith/killer-sudoku";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { lightup } from "@gridsmith/lightup";
import { mashu } from "@gridsmith/mashu";
import { nonogram } from "@gridsmith/nonogram";
import { nurikabe } from "@gridsmith/nurikabe";
import { shikaku } from "@gridsmith/shikaku";
import { slitherlink } from "@gridsmith/slitherlink";
import { sudoku } from "@gridsmith/sudoku";
// generator:imports

// `pnpm nx g @gridsmith/generators:puzzle NAME` adds an import above and an entry below; keep both marks.
export const installed: AnyPuzzleType[] = [
  sudoku,
  nonogram,
  crosspatch,
  kakuro,
  killerSudoku,
  slitherlink,
  nurikabe,
  lightup,
  shikaku,
  mashu,
  // generator:entries
];
