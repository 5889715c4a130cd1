export { detectType, runUnified } from "./unified.js";
