import { building } from "@gridsmith/building";
import { country } from "@gridsmith/country";
import { creek } from "@gridsmith/creek";
import { crosspatch } from "@gridsmith/crosspatch";
import { heyawake } from "@gridsmith/heyawake";
import { hitori } from "@gridsmith/hitori";
import { kakuro } from "@gridsmith/kakuro";
import { killerSudoku } from "@gridsmith/killer-sudoku";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { kurodoko } from "@gridsmith/kurodoko";
import { lightup } from "@gridsmith/lightup";
import { mashu } from "@gridsmith/mashu";
import { nonogram } from "@gridsmith/nonogram";
import { norinori } from "@gridsmith/norinori";
import { numlin } from "@gridsmith/numlin";
import { nurikabe } from "@gridsmith/nurikabe";
import { shikaku } from "@gridsmith/shikaku";
import { slitherlink } from "@gridsmith/slitherlink";
import { starbattle } from "@gridsmith/starbattle";
import { sudoku } from "@gridsmith/sudoku";
import { yajirin } from "@gridsmith/yajirin";
import { yinyang } from "@gridsmith/yinyang";
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
  heyawake,
  kurodoko,
  yinyang,
  creek,
  country,
  yajirin,
  numlin,
  // generator:entries
];
