export { jsonFormat } from "./json.js";
export { LABELS, textFormat } from "./text.js";
