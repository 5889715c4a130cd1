export { type Detection, detectInput, detectType } from "./detect.js";
export { runUnified, type UnifiedOptions } from "./unified.js";
