export { jsonFormat } from "./json.js";
export { parsePuzzlink, puzzlinkFormat, puzzlinkText } from "./puzzlink.js";
export { textFormat, writeGrid } from "./text.js";
