import type { AnyPuzzleType } from "@gridsmith/kit";
import { latinSquare } from "@gridsmith/kit/testing";

/** The link a {@link linked} puzzle's cells follow, as a puzz.link URL of genre "latin". */
export const LINK = "https://puzz.link/p?latin/";

/** A type whose puzzles come as links, as puzz.link URLs do for sudoku, kakuro and nonogram. */
export const linked: AnyPuzzleType = {
  ...latinSquare,
  id: "linked",
  title: "Linked latin square",
  formats: [
    {
      ...latinSquare.formats[0]!,
      id: "link",
      extensions: ["url"],
      parse: (text: string) => latinSquare.formats[0]!.parse(text.trim().slice(LINK.length)),
      detect: (text: string) => text.trim().startsWith(LINK),
      // A puzz.link link is asked of the formats that name its genre only.
      genres: ["latin"],
    },
  ],
};
