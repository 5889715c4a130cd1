export { detectType, runUnified, type UnifiedOptions } from "./unified.js";
