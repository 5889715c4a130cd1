import { building } from "@gridsmith/building";
import { country } from "@gridsmith/country";
import { creek } from "@gridsmith/creek";
import { crosspatch } from "@gridsmith/crosspatch";
import { easyasabc } from "@gridsmith/easyasabc";
import { fillomino } from "@gridsmith/fillomino";
import { gokigen } from "@gridsmith/gokigen";
import { hashikake } from "@gridsmith/hashikake";
import { heyawake } from "@gridsmith/heyawake";
import { hitori } from "@gridsmith/hitori";
import { kakuro } from "@gridsmith/kakuro";
import { killerSudoku } from "@gridsmith/killer-sudoku";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { kropki } from "@gridsmith/kropki";
import { kurodoko } from "@gridsmith/kurodoko";
import { lightup } from "@gridsmith/lightup";
import { lits } from "@gridsmith/lits";
import { mashu } from "@gridsmith/mashu";
import { mochikoro } from "@gridsmith/mochikoro";
import { nanro } from "@gridsmith/nanro";
import { nonogram } from "@gridsmith/nonogram";
import { norinori } from "@gridsmith/norinori";
import { numlin } from "@gridsmith/numlin";
import { nurikabe } from "@gridsmith/nurikabe";
import { ripple } from "@gridsmith/ripple";
import { sashigane } from "@gridsmith/sashigane";
import { shikaku } from "@gridsmith/shikaku";
import { shimaguni } from "@gridsmith/shimaguni";
import { slitherlink } from "@gridsmith/slitherlink";
import { starbattle } from "@gridsmith/starbattle";
import { sudoku } from "@gridsmith/sudoku";
import { tapa } from "@gridsmith/tapa";
import { tatamibari } from "@gridsmith/tatamibari";
import { tentaisho } from "@gridsmith/tentaisho";
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
  lits,
  shimaguni,
  mochikoro,
  tapa,
  ripple,
  nanro,
  easyasabc,
  gokigen,
  kropki,
  tentaisho,
  sashigane,
  tatamibari,
  numlin,
  fillomino,
  hashikake,
  // generator:entries
];
