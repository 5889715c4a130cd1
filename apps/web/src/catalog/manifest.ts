import type { AnyPuzzleType, BoardDescription, BoardView } from "@gridsmith/kit";

/** What the site shows about a format without loading the puzzle package that reads it. */
export interface FormatInfo {
  id: string;
  name: string;
  extensions: string[];
  mediaType?: string;
  /** Whether the package can write puzzles in this format (export, share). */
  writable: boolean;
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
  description: string;
  formats: FormatInfo[];
  can: Capabilities;
  examples: { name: string; text: string }[];
  /** The first example, parsed, for the home page's live preview; null when it does not parse. */
  preview: unknown;
  /** The attempt of a player who has not started the preview (the type's `play.newAttempt`), when it has one. */
  previewAttempt?: unknown;
  /**
   * For a type with a play model: the preview's board and the view of a fresh attempt on it, so the home page
   * draws the type's board without its package; null otherwise.
   */
  previewPlay: { board: BoardDescription; view: BoardView } | null;
}

/** Describes one puzzle type as plain data. Never throws: a broken example only loses its preview. */
export function describeType(type: AnyPuzzleType): TypeInfo {
  let preview: unknown = null;
  let previewPlay: TypeInfo["previewPlay"] = null;
  const first = type.examples[0];
  if (first) {
    try {
      preview = type.formats[0]!.parse(first.text);
      const play = type.play;
      if (play)
        previewPlay = { board: play.board(preview), view: play.view(preview, play.newAttempt(preview)) };
    } catch {
      preview = null;
      previewPlay = null;
    }
  }
  let previewAttempt: unknown;
  try {
    if (preview !== null && type.play) previewAttempt = type.play.newAttempt(preview);
  } catch {
    previewAttempt = undefined;
  }
  return {
    id: type.id,
    title: type.title,
    description: type.description,
    formats: type.formats.map((f) => ({
      id: f.id,
      name: f.name,
      extensions: [...f.extensions],
      ...(f.mediaType ? { mediaType: f.mediaType } : {}),
      writable: typeof f.serialize === "function",
    })),
    can: {
      hint: typeof type.hint === "function",
      explain: typeof type.explain === "function",
      generate: typeof type.generate === "function",
      grade: typeof type.grade === "function",
    },
    examples: type.examples.map((e) => ({ name: e.name, text: e.text })),
    preview,
    ...(previewAttempt === undefined ? {} : { previewAttempt }),
    previewPlay,
  };
}

/** The manifest of every installed type, in catalog order. */
export function buildManifest(types: readonly AnyPuzzleType[]): TypeInfo[] {
  return types.map(describeType);
}
