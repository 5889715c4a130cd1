export { jsonFormat } from "./json.js";
export { parsePuzzlink, puzzlinkFormat, puzzlinkText } from "./puzzlink.js";
export { type Pzprv3Board, pzprv3Format, readPzprv3Board, writePzprv3 } from "./pzprv3.js";
export { textFormat, writeGrid } from "./text.js";
