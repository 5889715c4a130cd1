// The Tatham games sweep.ts runs (issue #33): one entry a game of Simon Tatham's Portable Puzzle Collection
// (Debian's sgt-puzzles), with the puzz.link genre it becomes, how a game ID becomes that genre's puzzle (handed
// to the type's fromJson, so the link is our own writer's), why an ID cannot, and Tatham's own answer in the
// genre's Solution shape where his save file keeps one. Killer Solo is Solo's binary made into another type, so
// it has an entry of its own.
import type { AnyPuzzleType } from "@gridsmith/kit";
import { bridgesAnswer, bridgesPuzzle, bridgesRefusal } from "./bridges.ts";
import { parseSize } from "./decode.ts";
import { fillingPuzzle } from "./filling.ts";
import { galaxiesAnswer, galaxiesPuzzle } from "./galaxies.ts";
import { lightupPuzzle } from "./lightup.ts";
import { loopyPuzzle, loopyRefusal } from "./loopy.ts";
import { patternAnswer } from "./pattern.ts";
import { pearlAnswer, pearlPuzzle } from "./pearl.ts";
import { rangeToKurodoko } from "./range.ts";
import { rectAnswer, rectToShikaku } from "./rect.ts";
import { singlesToHitori } from "./singles.ts";
import { slantAnswer, slantPuzzle } from "./slant.ts";
import { killerRefusal, soloAnswer, soloRefusal, soloToKiller, soloToSudoku } from "./solo.ts";
import { towersAnswer, towersRefusal, towersToBuilding } from "./towers.ts";

export interface TathamGame {
  /** Tatham's name of the game, as its binary is named (`sgt-range`). */
  name: string;
  /** Tatham's title and puzz.link's, for the `#` lines of data/puzzlink-fresh.txt. */
  title: string;
  /** Our type's id, whose puzz.link writer makes the link. */
  type: string;
  /** The game ID as our type's puzzle. */
  toPuzzle(id: string, type: AnyPuzzleType): unknown;
  /** Why this game ID is not converted (another rule, no place in a link), or undefined. */
  refusal?(id: string): string | undefined;
  /** Tatham's answer (the save file's AUXINFO) as our Solution, when the game keeps one. */
  answer?(aux: string, id: string): unknown;
  /** Whether npm pzpr can judge the genre's answers (it has no nonogram checker, no killer sudoku). */
  pzpr: boolean;
  /**
   * The format (our type's) a puzzle is written in for the CLI when no link can hold it: a 12x12 sudoku, a
   * killer sudoku (puzz.link has neither).
   */
  fileFormat?: string;
}

export const TATHAM_GAMES: Record<string, TathamGame> = {
  filling: {
    name: "filling",
    title: "Filling (Fillomino)",
    type: "fillomino",
    toPuzzle: (id, t) => t.fromJson(fillingPuzzle(id)),
    pzpr: true,
  },
  galaxies: {
    name: "galaxies",
    title: "Galaxies (Tentaisho)",
    type: "tentaisho",
    toPuzzle: (id, t) => t.fromJson(galaxiesPuzzle(id)),
    answer: (aux, id) => galaxiesAnswer(aux, parseSize(id).width, parseSize(id).height),
    pzpr: true,
  },
  lightup: {
    name: "lightup",
    title: "Light Up (Akari)",
    type: "lightup",
    toPuzzle: (id, t) => t.fromJson(lightupPuzzle(id)),
    pzpr: true,
  },
  bridges: {
    name: "bridges",
    title: "Bridges (Hashikake)",
    type: "hashikake",
    toPuzzle: (id, t) => t.fromJson(bridgesPuzzle(id)),
    answer: (aux, id) => bridgesAnswer(aux, parseSize(id).width, parseSize(id).height),
    refusal: bridgesRefusal,
    pzpr: true,
  },
  slant: {
    name: "slant",
    title: "Slant (Gokigen)",
    type: "gokigen",
    toPuzzle: (id, t) => t.fromJson(slantPuzzle(id)),
    answer: (aux, id) => slantAnswer(aux, parseSize(id).width, parseSize(id).height),
    pzpr: true,
  },
  loopy: {
    name: "loopy",
    title: "Loopy (Slitherlink)",
    type: "slitherlink",
    toPuzzle: (id, t) => t.fromJson(loopyPuzzle(id)),
    refusal: loopyRefusal,
    pzpr: true,
  },
  pearl: {
    name: "pearl",
    title: "Pearl (Masyu)",
    type: "mashu",
    toPuzzle: (id, t) => t.fromJson(pearlPuzzle(id)),
    answer: (aux, id) => pearlAnswer(aux, parseSize(id).width, parseSize(id).height),
    pzpr: true,
  },
  range: {
    name: "range",
    title: "Range (Kurodoko)",
    type: "kurodoko",
    toPuzzle: (id, t) => t.fromJson(rangeToKurodoko(id)),
    pzpr: true,
  },
  singles: {
    name: "singles",
    title: "Singles (Hitori)",
    type: "hitori",
    toPuzzle: (id, t) => t.fromJson(singlesToHitori(id)),
    pzpr: true,
  },
  towers: {
    name: "towers",
    title: "Towers (Skyscrapers)",
    type: "building",
    toPuzzle: (id, t) => t.fromJson(towersToBuilding(id)),
    refusal: towersRefusal,
    answer: (aux) => towersAnswer(aux),
    pzpr: true,
  },
  rect: {
    name: "rect",
    title: "Rectangles (Shikaku)",
    type: "shikaku",
    toPuzzle: (id, t) => t.fromJson(rectToShikaku(id)),
    answer: (aux, id) => rectAnswer(aux, parseSize(id).width, parseSize(id).height),
    pzpr: true,
  },
  solo: {
    name: "solo",
    title: "Solo (Sudoku)",
    type: "sudoku",
    toPuzzle: (id, t) => t.fromJson(soloToSudoku(id)),
    refusal: soloRefusal,
    answer: (aux) => ({ cells: soloAnswer(aux) }),
    pzpr: true,
    fileFormat: "line",
  },
  killer: {
    name: "solo",
    title: "Killer Solo (Killer Sudoku)",
    type: "killer-sudoku",
    toPuzzle: (id, t) => t.fromJson(soloToKiller(id)),
    refusal: killerRefusal,
    answer: (aux) => soloAnswer(aux),
    pzpr: false,
    fileFormat: "json",
  },
  pattern: {
    name: "pattern",
    title: "Pattern (Nonogram)",
    type: "nonogram",
    toPuzzle: (id, t) => t.formats.find((f) => f.id === "tatham")!.parse(id),
    answer: (aux, id) => patternAnswer(aux, parseSize(id).width, parseSize(id).height),
    pzpr: false,
  },
};
