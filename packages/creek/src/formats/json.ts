import { type Format, pointClueJsonFormat } from "@gridsmith/kit";
import { limits, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

/**
 * Gridsmith's JSON: `{"type": "creek", "rows": ["1.2", "...", "0.1"]}`, the rows of the text format as
 * strings (`type` may be left out), read with the kit's bounded readers; a mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = pointClueJsonFormat("creek", limits, textFormat);
