import type { AnyPuzzleType, BoardDescription, BoardView, Format, PuzzleKind } from "@gridsmith/kit";

/** What the site shows about a format without loading the puzzle package that reads it. */
export interface FormatInfo {
  id: string;
  name: string;
  extensions: string[];
  mediaType?: string;
  /** Whether the package can write puzzles in this format (export, share). */
  writable: boolean;
  /** The puzz.link genre names a link or file format reads (`Format.genres`), when it says. */
  genres?: string[];
}

/** Which optional parts of the PuzzleType contract a type implements. */
export interface Capabilities {
  hint: boolean;
  explain: boolean;
  generate: boolean;
  grade: boolean;
}

/** A puzzle type as the home page and the page shell see it: data only, no solver code. */
export interface TypeInfo {
  id: string;
  title: string;
  /** What a player does, which heads the type's group on the home page; `other` when the type says none. */
  kind: PuzzleKind;
  /** The type's other names (puzz.link's names for its genre: `akari` for Light Up), for search. */
  names: string[];
  description: string;
  /** The most characters a puzzle text of the type has (`limits.maxTextLength`). */
  maxTextLength: number;
  formats: FormatInfo[];
  can: Capabilities;
  examples: { name: string; text: string }[];
  /**
   * The first example, parsed, for the home page's live preview by a type's own board; null when it does
   * not parse, or when the type is played on the generic board (then `board` has it).
   */
  preview: unknown;
  /** The first example's board description and its view before play, for a type with a play model. */
  board?: { board: BoardDescription; view: BoardView };
}

/** Describes one puzzle type as plain data. Never throws: a broken example only loses its preview. */
export function describeType(type: AnyPuzzleType): TypeInfo {
  let preview: unknown = null;
  const first = type.examples[0];
  if (first) {
    try {
      preview = type.formats[0]!.parse(first.text);
    } catch {
      preview = null;
    }
  }
  let board: TypeInfo["board"];
  if (preview !== null && type.play) {
    try {
      board = {
        board: type.play.board(preview),
        view: type.play.view(preview, type.play.newAttempt(preview)),
      };
      preview = null;
    } catch {
      board = undefined;
    }
  }
  const formats = (type.formats as Format<unknown>[]).map(
    (f): FormatInfo => ({
      id: f.id,
      name: f.name,
      extensions: [...f.extensions],
      ...(f.mediaType ? { mediaType: f.mediaType } : {}),
      writable: typeof f.serialize === "function",
      ...(f.genres ? { genres: [...f.genres] } : {}),
    }),
  );
  // Names a person would not know already: not the id, nor the title written as one word.
  const known = new Set([type.id, type.title.toLowerCase().replace(/[\s-]+/g, "")]);
  const names = new Set(formats.flatMap((f) => f.genres ?? []).filter((name) => !known.has(name)));
  return {
    id: type.id,
    title: type.title,
    kind: type.kind ?? "other",
    names: [...names],
    description: type.description,
    maxTextLength: type.limits.maxTextLength,
    formats,
    can: {
      hint: typeof type.hint === "function",
      explain: typeof type.explain === "function",
      generate: typeof type.generate === "function",
      grade: typeof type.grade === "function",
    },
    examples: type.examples.map((e) => ({ name: e.name, text: e.text })),
    preview,
    ...(board ? { board } : {}),
  };
}

/** The manifest of every installed type, in catalog order. */
export function buildManifest(types: readonly AnyPuzzleType[]): TypeInfo[] {
  return types.map(describeType);
}
