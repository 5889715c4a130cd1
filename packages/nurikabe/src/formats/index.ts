export { jsonFormat } from "./json.js";
export { parsePuzzlink, puzzlinkFormat, serializePuzzlink } from "./puzzlink.js";
export { clueChar, MAX_CHAR_CLUE, textFormat } from "./text.js";
