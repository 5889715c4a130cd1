import { readFileSync } from "node:fs";
import type { PuzzleSource } from "../types.js";

/** One puzzle text to process, with where it came from for messages and NDJSON `source`. */
export interface PuzzleInput extends PuzzleSource {
  /** 1-based line the text starts on within its file (line mode), so parse errors point into the file. */
  firstLine: number;
}

/**
 * Reads the named files (none, or `-`, means standard input). In line mode every non-blank line is one
 * puzzle, the format of the public data sets.
 */
export function readInputs(files: string[], lineMode: boolean, readStdin: () => string): PuzzleInput[] {
  const names = files.length === 0 ? ["-"] : files;
  const inputs: PuzzleInput[] = [];
  for (const name of names) {
    const text = name === "-" ? readStdin() : readFileSync(name, "utf8");
    const filename = name === "-" ? undefined : name;
    if (!lineMode) {
      inputs.push({ source: name, filename, text, firstLine: 1 });
      continue;
    }
    const lines = text.split(/\r?\n/);
    lines.forEach((line, i) => {
      const trimmed = line.trim();
      if (trimmed === "" || trimmed.startsWith("#")) return;
      inputs.push({ source: `${name}:${i + 1}`, filename, text: trimmed, firstLine: i + 1 });
    });
  }
  return inputs;
}

export function readStdinSync(): string {
  try {
    return readFileSync(0, "utf8");
  } catch {
    return "";
  }
}
