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
