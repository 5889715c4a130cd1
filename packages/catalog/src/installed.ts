import { building } from "@gridsmith/building";
import { crosspatch } from "@gridsmith/crosspatch";
import { hitori } from "@gridsmith/hitori";
import { kakuro } from "@gridsmith/kakuro";
import { killerSudoku } from "@gridsmith/killer-sudoku";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { lightup } from "@gridsmith/lightup";
import { mashu } from "@gridsmith/mashu";
import { nonogram } from "@gridsmith/nonogram";
import { norinori } from "@gridsmith/norinori";
import { nurikabe } from "@gridsmith/nurikabe";
import { ripple } from "@gridsmith/ripple";
import { shikaku } from "@gridsmith/shikaku";
import { slitherlink } from "@gridsmith/slitherlink";
import { starbattle } from "@gridsmith/starbattle";
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
  building,
  starbattle,
  hitori,
  norinori,
  shikaku,
  mashu,
  ripple,
  // generator:entries
];
