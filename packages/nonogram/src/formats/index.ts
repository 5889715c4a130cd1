import type { Format } from "@gridsmith/kit";
import type { Nonogram } from "../types.js";
import { jsonFormat } from "./json.js";
import { ninFormat } from "./nin.js";
import { nonFormat } from "./non.js";
import { olsakFormat } from "./olsak.js";
import { pbmFormat } from "./pbm.js";
import { puzzlinkFormat } from "./puzzlink.js";
import { tathamFormat } from "./tatham.js";
import { xmlFormat } from "./xml.js";

export { blackAndWhiteOnly } from "./colour-formats.js";
export { jsonFormat, parseJson, serializeJson } from "./json.js";
export { ninFormat, parseNin, serializeNin } from "./nin.js";
export { nonFormat, parseNon, serializeNon } from "./non.js";
export { olsakFormat, parseOlsak, serializeOlsak } from "./olsak.js";
export { bytesToLatin1, type PbmImage, parsePbm, pbmFormat, toPbmBytes, toPbmText } from "./pbm.js";
export { parsePuzzlink, puzzlinkFormat, puzzlinkText } from "./puzzlink.js";
export { parseTatham, serializeTatham, tathamFormat } from "./tatham.js";
export { parseTournamentSet, parseTournamentSolutions, type TournamentPuzzle } from "./tournament.js";
export { parseXmlPuzzle, serializeXmlPuzzle, xmlFormat } from "./xml.js";

/** Every format, `.nin` first (the default). Detection tries them in this order. */
export const formats: Format<Nonogram>[] = [
  ninFormat,
  nonFormat,
  xmlFormat,
  tathamFormat,
  jsonFormat,
  pbmFormat,
  olsakFormat,
  puzzlinkFormat,
];
