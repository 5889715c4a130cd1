import type { Format } from "@gridsmith/kit";
import type { Puzzle } from "../puzzle.js";
import { jsonFormat } from "./json.js";
import { puzzlinkFormat, pzprv3Format } from "./puzzlink.js";

export { jsonFormat } from "./json.js";
export {
  GENRES,
  type Pzprv3Board,
  parsePuzzlink,
  puzzlinkFormat,
  pzprv3Format,
  readPzprv3Board,
  serializePuzzlink,
  writePzprv3,
} from "./puzzlink.js";
export { solutionText } from "./text.js";

/** The formats of the genre, the default first: the order the site offers them and detection tries them. */
export const formats: Format<Puzzle>[] = [puzzlinkFormat, pzprv3Format, jsonFormat];
