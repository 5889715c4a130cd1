import type { Format } from "@gridsmith/kit";
import { type RoomGivensBoard, roomGivensPzprv3 } from "@gridsmith/kit/puzzlink";
import { limits, MAX_NUMBER, type Puzzle, type Solution } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the numbers written in its cells (0 where none). */
export type Pzprv3Board = RoomGivensBoard<Puzzle>;

/**
 * puzz.link's Ripple Effect file (pzprjs's layout, the kit's `roomGivensPzprv3`): the room borders (1 a border) between cells side
 * by side, then between cells one above the other; the givens (`.` none, `-` a `?`, else the number); then,
 * when present, the player's numbers (`.` none), each possibly followed by corner notes in brackets
 * (`.[1,,3,]`), which are not data.
 */
const file = roomGivensPzprv3({ genres: GENRES, limits, maxNumber: MAX_NUMBER, rooms: "borders" });

/** Reads a Ripple Effect file: its puzzle, and the numbers written in its cells (0 where none). */
export const readPzprv3Board: (text: string) => Pzprv3Board = file.readPzprv3Board;

/**
 * A pzprv3 file of `puzzle`, with `solution`'s numbers in place when given (in the cells without a given, as
 * pzprjs writes them): what puzz.link opens.
 */
export const writePzprv3: (puzzle: Puzzle, solution?: readonly number[]) => string = file.writePzprv3;

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = file.pzprv3Format;
