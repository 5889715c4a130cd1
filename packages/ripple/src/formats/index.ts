import type { Format } from "@gridsmith/kit";
import type { Puzzle } from "../puzzle.js";
import { jsonFormat } from "./json.js";
import { puzzlinkFormat } from "./puzzlink.js";
import { pzprv3Format } from "./pzprv3.js";
import { textFormat } from "./text.js";

export { jsonFormat } from "./json.js";
export { GENRES, parsePuzzlink, puzzlinkFormat, serializePuzzlink } from "./puzzlink.js";
export { type Pzprv3Board, pzprv3Format, readPzprv3Board, writePzprv3 } from "./pzprv3.js";
export { solutionText, textFormat } from "./text.js";

/** The formats of the genre, the default first: the order the site offers them and detection tries them. */
export const formats: Format<Puzzle>[] = [textFormat, puzzlinkFormat, pzprv3Format, jsonFormat];
