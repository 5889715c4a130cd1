import type { CrosspatchSolution, PlaceWord } from "@gridsmith/catalog";
import type { PlayModel } from "@gridsmith/kit";
import { type BoardParts, playBoard } from "../play.ts";
import { CrosspatchBoard } from "./CrosspatchBoard.tsx";
import { CrosspatchEditor } from "./Editor.tsx";
import type { CrosspatchAttempt, CrosspatchPuzzle } from "./model.ts";

/** The board alone, for the home page's preview. */
export const Board = CrosspatchBoard;

/** The site's parts of the board: the component, the generate form and the editor. */
const parts: BoardParts<CrosspatchPuzzle, CrosspatchAttempt, CrosspatchSolution, PlaceWord> = {
  Board: CrosspatchBoard,
  generator: {
    fields: [
      {
        name: "kind",
        label: "Kind",
        kind: "choice",
        options: [
          { value: "sparse", label: "Kriss Kross of theme words" },
          { value: "dense", label: "Dense grid of English words" },
        ],
        default: "sparse",
      },
      {
        name: "words",
        label: "Theme words",
        kind: "text",
        default: "puzzle grid letter word cross solve clue cell",
        shownWhen: (v) => v.kind !== "dense",
      },
      {
        name: "maxSize",
        label: "Largest side",
        kind: "number",
        min: 5,
        max: 25,
        default: 13,
        shownWhen: (v) => v.kind !== "dense",
      },
      {
        name: "size",
        label: "Grid size",
        kind: "number",
        min: 5,
        max: 15,
        default: 11,
        shownWhen: (v) => v.kind === "dense",
      },
    ],
    // A dense grid fills from the package's bundled English list, which the worker loads on first use.
    params: (v) =>
      v.kind === "dense"
        ? { kind: "dense", rows: Number(v.size), cols: Number(v.size) }
        : {
            kind: "sparse",
            words: String(v.words)
              .split(/[\s,;]+/)
              .filter((w) => w.length >= 2),
            maxSize: Number(v.maxSize),
          },
  },
  Editor: CrosspatchEditor,
};

/**
 * How the site plays crosspatch (fill-in, Kriss Kross): the package's play model on the site's board, which
 * places whole words.
 */
export const boardFor = (
  play: PlayModel<CrosspatchPuzzle, CrosspatchSolution, CrosspatchAttempt, PlaceWord>,
) => playBoard(play, parts);
