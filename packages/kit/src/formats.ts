import { ParseError } from "./parse-error.js";
import { puzzlinkGenre } from "./puzzlink-genre.js";
import type { AnyPuzzleType, Format } from "./types.js";

/** The format with this id, or a ParseError listing the ids the type knows. */
export function findFormat<P>(formats: readonly Format<P>[], id: string): Format<P> {
  const found = formats.find((f) => f.id === id);
  if (!found)
    throw new ParseError(`unknown format '${id}'; known formats: ${formats.map((f) => f.id).join(", ")}`);
  return found;
}

/**
 * The format with this id that writes solutions ({@link Format.writeSolution}); a ParseError naming the
 * formats that can, when it is unknown or holds no answers.
 */
export function findSolutionFormat<P, S>(formats: readonly Format<P, S>[], id: string): Format<P, S> {
  const writers = formats.filter((f) => f.writeSolution).map((f) => f.id);
  const can = writers.length > 0 ? `formats that can: ${writers.join(", ")}` : "no format of this type can";
  const found = formats.find((f) => f.id === id);
  if (!found) throw new ParseError(`unknown format '${id}' to write solutions in; ${can}`);
  if (!found.writeSolution) throw new ParseError(`format '${id}' cannot write a solution; ${can}`);
  return found;
}

/**
 * The first format that recognises the text (or file name), else the default (first) format. A puzz.link
 * URL of a genre none of the formats reads is a ParseError naming that genre: the default format would
 * only say that the URL's first letters are not its own.
 */
export function detectFormat<P>(formats: readonly Format<P>[], text: string, filename?: string): Format<P> {
  if (filename) {
    const dot = filename.lastIndexOf(".");
    const ext = dot >= 0 ? filename.slice(dot + 1).toLowerCase() : "";
    const byExtension = formats.find((f) => f.extensions.includes(ext) && f.detect(text, filename));
    if (byExtension) return byExtension;
  }
  const found = formats.find((f) => f.detect(text, filename));
  if (found) return found;
  const genre = text.includes("?") ? puzzlinkGenre(text) : null;
  const reads = (f: Format<P>) => (f.genres ? f.genres.includes(genre!) : f.id === "puzzlink");
  if (genre !== null && !formats.some(reads)) {
    const own = formats.flatMap((f) => f.genres ?? []);
    const names = own.length > 0 ? `; its links are ${[...new Set(own)].join(", ")}` : "";
    throw new ParseError(`a puzz.link link of '${genre}', which this puzzle type does not read${names}`);
  }
  return formats[0]!;
}

/** Parses `text` with the named format, or the detected one. Throws ParseError. */
export function parsePuzzle<P>(
  type: Pick<AnyPuzzleType, "formats">,
  text: string,
  options: { format?: string; filename?: string } = {},
): P {
  const formats = type.formats as Format<P>[];
  const format = options.format
    ? findFormat(formats, options.format)
    : detectFormat(formats, text, options.filename);
  return format.parse(text);
}
