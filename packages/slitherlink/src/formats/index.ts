export { jsonFormat } from "./json.js";
export { parsePuzzlink, puzzlinkFormat, serializePuzzlink } from "./puzzlink.js";
export { clueChar, textFormat } from "./text.js";
