export { jsonFormat } from "./json.js";
export { parsePuzzlink, puzzlinkFormat, serializePuzzlink } from "./puzzlink.js";
export { type Pzprv3Board, pzprv3Format, readPzprv3Board, writePzprv3 } from "./pzprv3.js";
export { clueChar, MAX_CHAR_CLUE, textFormat } from "./text.js";
