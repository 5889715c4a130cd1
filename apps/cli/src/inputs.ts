import { closeSync, existsSync, openSync, readSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { AnyPuzzleType, PuzzleInput } from "@gridsmith/kit";
import { blockInputs, type InputBlock } from "@gridsmith/kit/batch";
import { type CliIo, decodeFile, inputPaths, type RoutedBlock, streamInputs } from "@gridsmith/kit/cli";
import { puzzlinkGenre } from "@gridsmith/kit/puzzlink";
import { type Detection, detectInput, maxTextLength, tooLong } from "./detect.js";
import type { InstalledTypes } from "./installed.js";

/** What detection reads of a file or of standard input: its first MiB (in line mode, of whole lines). */
export const HEAD = 1 << 20;

const LINK = /^(?:https?:\/\/|[\w.-]+\/[\w.]*\?)/i;
/** A line of a block that is a link (see {@link isLinkText}). */
const LINK_LINE = /^[ \t]*(?:https?:\/\/|[\w.-]+\/[\w.]*\?)/im;

/** A text that is one web link (`https://...`, `puzz.link/p?...`), as a puzz.link puzzle is pasted. */
export function isLinkText(text: string): boolean {
  const t = text.trim();
  return t.length > 0 && !/\s/.test(t) && LINK.test(t);
}

/**
 * An argument that is a web link, or a puzz.link link's bare form (`nurikabe/5/5/BODY`, which pzprjs and the
 * genres' readers take too), and not a file that exists.
 */
function isLinkArg(arg: string): boolean {
  return (isLinkText(arg) || puzzlinkGenre(arg) !== null) && !existsSync(arg);
}

/** Standard input's first `HEAD` bytes, for detection, and the whole stream again for reading. */
interface Peeked {
  text: string;
  /** The head is all of it. */
  done: boolean;
  stream(): AsyncIterable<Uint8Array | string>;
}

async function peekStdin(io: CliIo): Promise<Peeked> {
  if (!io.stdin) {
    const text = io.readStdin();
    return {
      text,
      done: true,
      stream: async function* () {
        yield text;
      },
    };
  }
  const it = io.stdin()[Symbol.asyncIterator]();
  const seen: (Uint8Array | string)[] = [];
  let bytes = 0;
  let done = false;
  while (bytes < HEAD) {
    const next = await it.next();
    if (next.done) {
      done = true;
      break;
    }
    seen.push(next.value);
    bytes += typeof next.value === "string" ? Buffer.byteLength(next.value) : next.value.length;
  }
  const text = decodeFile(Buffer.concat(seen.map((b) => (typeof b === "string" ? Buffer.from(b) : b))));
  let used = false;
  const stream = async function* () {
    if (used) return;
    used = true;
    yield* seen;
    if (done) return;
    for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
  };
  return { text, done, stream };
}

/** A file's first `HEAD` bytes as text, and whether that is all of it. */
function fileHead(path: string): { text: string; whole: boolean } {
  const size = statSync(path).size;
  const fd = openSync(path, "r");
  try {
    const bytes = Buffer.alloc(Math.min(size, HEAD));
    const read = readSync(fd, bytes, 0, bytes.length, 0);
    return { text: decodeFile(bytes.subarray(0, read)), whole: read >= size };
  } finally {
    closeSync(fd);
  }
}

/** Whole lines of a head (up to its last line break), unless it is the whole input. */
function wholeLines(head: { text: string; whole: boolean }): { text: string; cut: boolean } {
  if (head.whole) return { text: head.text, cut: false };
  const end = head.text.lastIndexOf("\n");
  return end < 0 ? { text: head.text, cut: true } : { text: head.text.slice(0, end + 1), cut: false };
}

/** How the inputs of one argument are read and where they go, decided before the batch starts. */
type Planned =
  /** A link given as an argument: one input, its own source. */
  | { kind: "link"; link: string; found: Detection }
  /** A file, or standard input (`-`), as one input. */
  | { kind: "whole"; path: string; source: string; found: Detection; stdin?: Peeked }
  /** A file or standard input in line mode: `found` is the type of its lines that are not links. */
  | { kind: "lines"; path: string; found: Detection; stdin?: Peeked };

const nameOf = (p: Planned) => (p.kind === "link" ? p.link : p.path);

type Detect = (text: string, filename: string | undefined, whole: boolean) => Detection;

/**
 * A line file's type: that of its first line (in the head) that some type claims, links aside (each link
 * goes its own way). Lines no type claims do not decide it.
 */
function lineFileType(detect: Detect, head: string, cut: boolean, path: string): Detection {
  const filename = path === "-" ? undefined : path;
  let lineNo = 0;
  let first: Detection | undefined;
  for (const raw of head.split("\n")) {
    lineNo++;
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || isLinkText(line)) continue;
    const found = detect(line, filename, !cut);
    if ("ask" in found) return { ask: `${path}:${lineNo}: ${found.ask}` };
    if ("type" in found) return found;
    first ??= found;
  }
  return first ?? { invalid: "no installed puzzle type reads this" };
}

/** The types, the notes and the reading of every argument, or the question a really ambiguous input asks. */
export interface Plan {
  planned: Planned[];
  types: Set<AnyPuzzleType>;
  notes: string[];
  /** Every installed type, loaded when a file or standard input is read (its lines may be of any type). */
  all: AnyPuzzleType[];
}

/**
 * Reads enough of every input to detect its type (a link, a file's or standard input's first MiB), before
 * any is done: so a really ambiguous input asks (`ask`) before anything is written. `forced` is `--type`'s.
 * A link loads only the types that may read it; a file or standard input, every type.
 */
export async function plan(
  installed: InstalledTypes,
  forced: AnyPuzzleType | undefined,
  files: string[],
  lines: boolean,
  io: CliIo,
): Promise<Plan | { ask: string }> {
  const out: Plan = { planned: [], types: new Set(), notes: [], all: [] };
  const detectOver =
    (types: readonly AnyPuzzleType[]): Detect =>
    (text, filename, whole) =>
      forced ? { type: forced } : detectInput(types, text, filename, whole, installed.ids);
  let overAll: Detect | undefined;
  const detectAny = async (): Promise<Detect> => {
    if (!overAll) {
      if (!forced) out.all = await installed.load();
      overAll = detectOver(out.all);
    }
    return overAll;
  };
  let stdin: Peeked | undefined;
  for (const arg of files.length === 0 ? ["-"] : files) {
    const args: Planned[] = [];
    if (isLinkArg(arg)) {
      const link = arg.trim();
      const genre = puzzlinkGenre(link);
      const detect =
        forced || genre === null
          ? await detectAny()
          : detectOver(await installed.load(installed.linkReaderIds(genre)));
      args.push({ kind: "link", link: arg, found: detect(link, undefined, true) });
    } else {
      const detect = await detectAny();
      for (const path of inputPaths([arg])) {
        if (path === "-") stdin ??= await peekStdin(io);
        const head = path === "-" ? { text: stdin!.text, whole: stdin!.done } : fileHead(path);
        const filename = path === "-" ? undefined : path;
        if (lines) {
          const { text, cut } = wholeLines(head);
          // With --type every line is that type's, links too: a file of links alone decides no type.
          const found = forced ? { type: forced } : lineFileType(detect, text, cut, path);
          args.push({ kind: "lines", path, found, stdin });
        } else {
          const source = head.whole && isLinkText(head.text) ? head.text.trim() : path;
          args.push({ kind: "whole", path, source, found: detect(head.text, filename, head.whole), stdin });
        }
      }
    }
    for (const p of args) {
      // A line file's question names its line already.
      if ("ask" in p.found) return { ask: p.kind === "lines" ? p.found.ask : `${nameOf(p)}: ${p.found.ask}` };
      out.planned.push(p);
    }
  }
  for (const p of out.planned) {
    if ("type" in p.found) {
      out.types.add(p.found.type);
      if (p.found.note) out.notes.push(`${nameOf(p)}: ${p.found.note}`);
    }
  }
  return out;
}

/** One input's block: to its type, or an `invalid` line when none reads it or it is too long for its type. */
function routeOne(input: PuzzleInput, found: Detection): RoutedBlock {
  if ("type" in found) {
    const long = tooLong(found.type, input.text.length);
    return long === undefined ? { inputs: [input], type: found.type } : { inputs: [input], invalid: long };
  }
  return { inputs: [input], invalid: "invalid" in found ? found.invalid : found.ask };
}

/** Consecutive inputs that go the same way, as one block each. */
function* grouped(routed: RoutedBlock[]): Generator<RoutedBlock> {
  let run: RoutedBlock | undefined;
  for (const r of routed) {
    if (run && run.type === r.type && run.invalid === r.invalid)
      (run.inputs as PuzzleInput[]).push(...(r.inputs as PuzzleInput[]));
    else {
      if (run) yield run;
      run = { ...r, inputs: [...(r.inputs as PuzzleInput[])] };
    }
  }
  if (run) yield run;
}

/** Whether a block of lines has a line longer than `max` (counted untrimmed: a cheap first look). */
function hasLineOver(text: string, max: number): boolean {
  for (let from = 0; from < text.length; ) {
    let end = text.indexOf("\n", from);
    if (end < 0) end = text.length;
    if (end - from > max) return true;
    from = end + 1;
  }
  return false;
}

/**
 * The blocks of a line file: to the file's type as they are read, unless a block holds a link (each link is
 * detected on its own, and is its own source) or a line too long for the type; then line by line.
 */
function* routeLines(
  block: InputBlock,
  found: Detection,
  filename: string | undefined,
  detect: Detect,
): Generator<RoutedBlock> {
  const text = Array.isArray(block) ? undefined : block.text;
  const max = "type" in found ? maxTextLength(found.type) : undefined;
  // Every link has a `/`: a block without one (every line of a data set of digits) skips the regex, which
  // tries each of a 64 KiB block's positions.
  const links = text === undefined || (text.includes("/") && LINK_LINE.test(text));
  const long = text === undefined || (max !== undefined && text.length > max && hasLineOver(text, max));
  if (!links && !long) {
    yield "type" in found
      ? { inputs: block, type: found.type }
      : { inputs: block, invalid: "invalid" in found ? found.invalid : found.ask };
    return;
  }
  yield* grouped(
    blockInputs(block).map((input) => {
      if (!isLinkText(input.text)) return routeOne(input, found);
      const link = input.text.trim();
      return routeOne({ ...input, source: link }, detect(link, filename, true));
    }),
  );
}

/** A whole file's or standard input's text, or why it is too long for `type` (read no further then). */
async function readWhole(
  path: string,
  type: AnyPuzzleType,
  stdin: Peeked | undefined,
): Promise<{ text: string } | { long: string }> {
  const max = maxTextLength(type);
  const over = (what: string) => `${what}; a ${type.id} puzzle has at most ${max} characters`;
  // A string has at least a quarter as many UTF-16 units as the UTF-8 bytes it comes from.
  if (path !== "-") {
    const size = statSync(path).size;
    if (max !== undefined && size > 4 * max) return { long: over(`the file has ${size} bytes`) };
    const text = decodeFile(await readFile(path));
    const long = tooLong(type, text.length);
    return long === undefined ? { text } : { long };
  }
  if (stdin!.done) {
    const long = tooLong(type, stdin!.text.length);
    return long === undefined ? { text: stdin!.text } : { long };
  }
  const parts: Buffer[] = [];
  let bytes = 0;
  for await (const b of stdin!.stream()) {
    const buffer = typeof b === "string" ? Buffer.from(b) : Buffer.from(b.buffer, b.byteOffset, b.byteLength);
    parts.push(buffer);
    bytes += buffer.length;
    // Read no further: the rest is left unread.
    if (max !== undefined && bytes > 4 * max)
      return { long: over(`standard input has over ${4 * max} bytes`) };
  }
  const text = decodeFile(Buffer.concat(parts));
  const long = tooLong(type, text.length);
  return long === undefined ? { text } : { long };
}

/**
 * The inputs of a planned batch in order, each bound for its type or for an `invalid` line. Every input's
 * `source` is its file (`FILE:LINE` in line mode), `-` for standard input, or the link itself for a link.
 * `types` detect the links among a line file's lines: every installed type (the plan's `all`).
 */
export async function* routedBlocks(
  types: readonly AnyPuzzleType[],
  forced: AnyPuzzleType | undefined,
  planned: Planned[],
  signal: AbortSignal,
): AsyncGenerator<RoutedBlock> {
  const detect: Detect = forced
    ? () => ({ type: forced })
    : (text, filename, whole) => detectInput(types, text, filename, whole);
  for (const p of planned) {
    if (p.kind === "link") {
      yield routeOne({ source: p.link, text: p.link, firstLine: 1 }, p.found);
      continue;
    }
    const filename = p.path === "-" ? undefined : p.path;
    if (p.kind === "whole") {
      const input: PuzzleInput = { source: p.source, filename, text: "", firstLine: 1 };
      if (!("type" in p.found)) {
        yield routeOne(input, p.found);
        continue;
      }
      const read = await readWhole(p.path, p.found.type, p.stdin);
      yield "long" in read
        ? { inputs: [input], invalid: read.long }
        : { inputs: [{ ...input, text: read.text }], type: p.found.type };
      continue;
    }
    const sources = { stdin: () => p.stdin!.stream(), signal };
    for await (const block of streamInputs([p.path], true, sources)) {
      // With --type every line is that type's, links too.
      yield* routeLines(block, p.found, filename, forced ? () => p.found : detect);
    }
  }
}
