export { jsonFormat } from "./json.js";
export { textFormat, writeGrid } from "./text.js";
