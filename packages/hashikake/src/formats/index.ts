export { GENRES, parsePuzzlink, puzzlinkFormat, serializePuzzlink } from "./puzzlink.js";
export { type Pzprv3Board, pzprv3Format, readPzprv3Board, writePzprv3 } from "./pzprv3.js";
