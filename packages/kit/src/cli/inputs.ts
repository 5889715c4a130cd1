import { isAscii } from "node:buffer";
import { createReadStream, readdirSync, readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type InputBlock, lineBlocks } from "../batch/lines.js";
import type { PuzzleInput } from "../types.js";

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

/**
 * The files a batch reads, in order: each name as given (`-` is standard input), a directory replaced by the
 * files under it (sorted by name, hidden ones left out, subdirectories walked). Throws, before anything is
 * read, an error naming the first name that is not there ("NAME: no such file or directory").
 */
export function inputPaths(names: string[]): string[] {
  const statOf = (name: string) => {
    const stat = statSync(name, { throwIfNoEntry: false });
    // A user's typo deserves its name, not the file system's code and call.
    if (!stat) throw Object.assign(new Error(`${name}: no such file or directory`), { code: "ENOENT" });
    return stat;
  };
  const out: string[] = [];
  const walk = (dir: string): void => {
    const entries = readdirSync(dir, { withFileTypes: true })
      .filter((e) => !e.name.startsWith("."))
      .map((e) => e.name)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const name of entries) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(path);
    }
  };
  for (const name of names.length === 0 ? ["-"] : names) {
    if (name !== "-" && statOf(name).isDirectory()) walk(name);
    else out.push(name);
  }
  return out;
}

/** Where {@link streamInputs} reads standard input and how it decodes a whole file. */
export interface InputSources {
  /** Standard input as it arrives, or all of it at once. */
  stdin(): AsyncIterable<Uint8Array | string> | string;
  /** A whole file's text from its bytes (default {@link decodeFile}). */
  decode?(bytes: Uint8Array, name: string): string;
  /**
   * Bytes read from a file at a time in line mode (default 64 KiB: a block or a string past 128 KiB is
   * mapped fresh at each read, and its page faults cost more than its lines' reading).
   */
  blockSize?: number;
  /** Closes the file or stream being read when aborted. */
  signal?: AbortSignal;
}

/**
 * The text of a stream's blocks of bytes, decoded as UTF-8 a block at a time. Blocks of ASCII only, the
 * public data sets' text, are copied as they are while no other byte has come (Node 20's streaming
 * TextDecoder costs several times more); from the first other byte on, the decoder reads the rest.
 */
export class StreamText {
  private decoder: TextDecoder | undefined;
  private started = false;

  /** The text of the next block (a multi-byte character cut at its end waits for the next). */
  decode(block: Uint8Array): string {
    if (!this.decoder) {
      const bytes = Buffer.isBuffer(block)
        ? block
        : Buffer.from(block.buffer, block.byteOffset, block.byteLength);
      if (isAscii(bytes)) {
        this.started ||= bytes.length > 0;
        return bytes.toString("latin1");
      }
      // A byte-order mark is dropped at the start of the text only.
      this.decoder = new TextDecoder("utf-8", { ignoreBOM: this.started });
    }
    return this.decoder.decode(block, { stream: true });
  }

  /** What is left at the end (an incomplete character, as U+FFFD). */
  end(): string {
    return this.decoder?.decode() ?? "";
  }
}

async function* textBlocks(name: string, sources: InputSources): AsyncGenerator<string> {
  const decoder = new StreamText();
  let stream: AsyncIterable<Uint8Array | string> | string;
  if (name === "-") stream = sources.stdin();
  else stream = createReadStream(name, { highWaterMark: sources.blockSize ?? 64 * 1024 });
  if (typeof stream === "string") {
    yield stream;
    return;
  }
  const source = stream;
  const close = () => (source as { destroy?(): void }).destroy?.();
  sources.signal?.addEventListener("abort", close, { once: true });
  try {
    for await (const block of source) {
      yield typeof block === "string" ? block : decoder.decode(block);
    }
  } finally {
    sources.signal?.removeEventListener("abort", close);
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/**
 * The inputs of a batch, a block at a time, reading as it goes: memory holds one block of a line file (or
 * one whole file per puzzle) however large the input. In line mode every non-blank line that does not start
 * with `#` is one puzzle; line files are read as UTF-8.
 */
export async function* streamInputs(
  paths: string[],
  lineMode: boolean,
  sources: InputSources,
): AsyncGenerator<InputBlock> {
  for (const name of paths) {
    const filename = name === "-" ? undefined : name;
    if (!lineMode) {
      let text: string;
      if (name === "-") {
        const stdin = sources.stdin();
        if (typeof stdin === "string") text = stdin;
        else {
          const parts: Uint8Array[] = [];
          for await (const b of stdin) parts.push(typeof b === "string" ? Buffer.from(b, "utf8") : b);
          text = (sources.decode ?? decodeFile)(Buffer.concat(parts), name);
        }
      } else text = (sources.decode ?? decodeFile)(await readFile(name), name);
      yield [{ source: name, filename, text, firstLine: 1 }];
      continue;
    }
    yield* lineBlocks(textBlocks(name, sources), { prefix: `${name}:`, filename });
  }
}
