import type { Format } from "@gridsmith/kit";
import type { Nonogram, NonogramSolution } from "../types.js";
import { jsonFormat } from "./json.js";
import { ninFormat } from "./nin.js";
import { nonFormat } from "./non.js";
import { olsakFormat } from "./olsak.js";
import { pbmFormat } from "./pbm.js";
import { puzzlinkFormat } from "./puzzlink.js";
import { pzprv3Format } from "./pzprv3.js";
import { tathamFormat } from "./tatham.js";
import { xmlFormat } from "./xml.js";

export { blackAndWhiteOnly } from "./colour-formats.js";
export { jsonFormat, parseJson, serializeJson } from "./json.js";
export { ninFormat, parseNin, serializeNin } from "./nin.js";
export { nonFormat, parseNon, serializeNon } from "./non.js";
export { olsakFormat, parseOlsak, serializeOlsak } from "./olsak.js";
export { bytesToLatin1, type PbmImage, parsePbm, pbmFormat, toPbmBytes, toPbmText } from "./pbm.js";
export { parsePuzzlink, puzzlinkFormat, puzzlinkText } from "./puzzlink.js";
export { type Pzprv3Board, pzprv3Format, readPzprv3Board, writePzprv3 } from "./pzprv3.js";
export { parseTatham, serializeTatham, tathamFormat } from "./tatham.js";
export { parseTournamentSet, parseTournamentSolutions, type TournamentPuzzle } from "./tournament.js";
export { parseXmlPuzzle, serializeXmlPuzzle, xmlFormat } from "./xml.js";

/** Every format, `.nin` first (the default). Detection tries them in this order. */
export const formats: Format<Nonogram, NonogramSolution>[] = [
  ninFormat,
  nonFormat,
  xmlFormat,
  tathamFormat,
  jsonFormat,
  pbmFormat,
  olsakFormat,
  puzzlinkFormat,
  pzprv3Format,
];
