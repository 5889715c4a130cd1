import type { Format } from "@gridsmith/kit";
import type { Puzzle } from "../puzzle.js";
import { jsonFormat } from "./json.js";
import { textFormat } from "./text.js";

export { jsonFormat } from "./json.js";
export { LABELS, textFormat } from "./text.js";

/** The formats of the genre, the default first: the order the site offers them and detection tries them. */
export const formats: Format<Puzzle>[] = [textFormat, jsonFormat];
