import type { Format } from "@gridsmith/kit";
import type { Puzzle } from "../puzzle.js";
import { puzzlinkFormat } from "./puzzlink.js";
import { pzprv3Format } from "./pzprv3.js";

export { GENRES, parsePuzzlink, puzzlinkFormat, serializePuzzlink } from "./puzzlink.js";
export { type Pzprv3Board, pzprv3Format, readPzprv3Board, writePzprv3 } from "./pzprv3.js";

/** The formats of the genre, the default first: the order the site offers them and detection tries them. */
export const formats: Format<Puzzle>[] = [puzzlinkFormat, pzprv3Format];
