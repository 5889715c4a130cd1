export { decodeFile, type PuzzleInput, readInputs, readStdinSync } from "./inputs.js";
export { ProgressBar } from "./progress.js";
export { type CliIo, type CliSpec, runCli } from "./runner.js";
