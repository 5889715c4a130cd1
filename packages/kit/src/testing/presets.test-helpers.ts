// The presets' tests give them a type whose one format reads every text as one puzzle: what a preset reads,
// and with which format, is then in the texts it kept.
import type { Format, Limits } from "../types.js";

/** A type `id` of `limits` with one format that reads every text as `puzzle`, and its one example `text`. */
export function oneFormatType<Puzzle>(id: string, limits: Limits, puzzle: Puzzle, text: string) {
  /** Every text the format read, in order. */
  const read: string[] = [];
  const format: Format<Puzzle> = {
    id: "any",
    name: "any text",
    extensions: [],
    parse: (text) => {
      read.push(text);
      return puzzle;
    },
    detect: () => true,
  };
  return { read, type: { id, limits, formats: [format], examples: [{ text }] } };
}
