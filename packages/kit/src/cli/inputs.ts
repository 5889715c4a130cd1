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
    const text = name === "-" ? readStdin() : decodeFile(readFileSync(name));
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

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * A file's text: UTF-8 (a byte-order mark dropped), or, when the bytes are not UTF-8, one character per byte
 * (latin1), so a binary format such as a raw PBM image reaches its parser with every byte intact.
 */
export function decodeFile(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  }
}

/** All of standard input, decoded as {@link decodeFile} does; empty when there is none to read. */
export function readStdinSync(): string {
  try {
    return decodeFile(readFileSync(0));
  } catch {
    return "";
  }
}
