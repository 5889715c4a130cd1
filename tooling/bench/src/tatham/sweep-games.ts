// The Tatham games sweep.ts converts (issue #33, tatham50b): per game, the puzz.link genre it becomes, how a
// game ID becomes that genre's puzzle, why an ID cannot, and Tatham's own answer in the genre's Solution shape.
import type { AnyPuzzleType } from "@gridsmith/kit";
import { patternAnswer } from "./pattern.ts";
import { rangeToKurodoko } from "./range.ts";
import { rectAnswer, rectToShikaku } from "./rect.ts";
import { singlesToHitori } from "./singles.ts";
import { killerRefusal, soloAnswer, soloRefusal, soloToKiller, soloToSudoku } from "./solo.ts";
import { towersAnswer, towersRefusal, towersToBuilding } from "./towers.ts";

export interface SweptGame {
  /** Tatham's name of the game, as its binary is named (`sgt-range`). */
  name: string;
  /** Our type's id, whose puzz.link writer makes the link. */
  type: string;
  /** The game ID as our type's puzzle. */
  toPuzzle(id: string, type: AnyPuzzleType): unknown;
  /** Why this game ID is not converted (another rule, no place in a link), or undefined. */
  refusal?(id: string): string | undefined;
  /** Tatham's answer (the save file's AUXINFO) as our Solution, when the game keeps one. */
  answer?(aux: string, id: string): unknown;
  /** Whether npm pzpr can judge the genre's answers (it has no nonogram checker). */
  pzpr: boolean;
  /**
   * The format (our type's) a puzzle is written in for the CLI when no link can hold it: a 12x12 sudoku, a
   * killer sudoku (puzz.link has neither).
   */
  fileFormat?: string;
}

const sizeOf = (id: string) => {
  const m = /^(\d+)(?:x(\d+))?/.exec(id)!;
  return { width: Number(m[1]), height: Number(m[2] ?? m[1]) };
};

export const SWEPT_GAMES: Record<string, SweptGame> = {
  range: {
    name: "range",
    type: "kurodoko",
    toPuzzle: (id, t) => t.fromJson(rangeToKurodoko(id)),
    pzpr: true,
  },
  singles: {
    name: "singles",
    type: "hitori",
    toPuzzle: (id, t) => t.fromJson(singlesToHitori(id)),
    pzpr: true,
  },
  towers: {
    name: "towers",
    type: "building",
    toPuzzle: (id, t) => t.fromJson(towersToBuilding(id)),
    refusal: towersRefusal,
    answer: (aux) => towersAnswer(aux),
    pzpr: true,
  },
  rect: {
    name: "rect",
    type: "shikaku",
    toPuzzle: (id, t) => t.fromJson(rectToShikaku(id)),
    answer: (aux, id) => rectAnswer(aux, sizeOf(id).width, sizeOf(id).height),
    pzpr: true,
  },
  solo: {
    name: "solo",
    type: "sudoku",
    toPuzzle: (id, t) => t.fromJson(soloToSudoku(id)),
    refusal: soloRefusal,
    answer: (aux) => ({ cells: soloAnswer(aux) }),
    pzpr: true,
    fileFormat: "line",
  },
  killer: {
    name: "solo",
    type: "killer-sudoku",
    toPuzzle: (id, t) => t.fromJson(soloToKiller(id)),
    refusal: killerRefusal,
    answer: (aux) => soloAnswer(aux),
    pzpr: false,
    fileFormat: "json",
  },
  pattern: {
    name: "pattern",
    type: "nonogram",
    toPuzzle: (id, t) => t.formats.find((f) => f.id === "tatham")!.parse(id),
    answer: (aux, id) => patternAnswer(aux, sizeOf(id).width, sizeOf(id).height),
    pzpr: false,
  },
};
