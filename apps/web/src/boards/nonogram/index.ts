import type { PlayModel } from "@gridsmith/kit";
import { type BoardParts, playBoard } from "../play.ts";
import { NonogramEditor } from "./Editor.tsx";
import type { NonogramAttempt, NonogramPuzzle } from "./model.ts";
import { NonogramBoard } from "./NonogramBoard.tsx";

/** The board alone, for the home page's preview. */
export const Board = NonogramBoard;

/** The site's parts of the board: the component, the generate form and the editor. */
const parts: BoardParts<NonogramPuzzle, NonogramAttempt, string[], unknown> = {
  Board: NonogramBoard,
  aids: ["crossOffClues"],
  generator: {
    fields: [
      { name: "width", label: "Width", kind: "number", min: 2, max: 40, default: 10 },
      { name: "height", label: "Height", kind: "number", min: 2, max: 40, default: 10 },
      {
        name: "density",
        label: "Filled share",
        kind: "choice",
        default: "0.5",
        options: [
          { value: "0.35", label: "Sparse (35%)" },
          { value: "0.5", label: "Half (50%)" },
          { value: "0.65", label: "Dense (65%)" },
        ],
      },
    ],
    params: (v) => ({ width: Number(v.width), height: Number(v.height), density: Number(v.density) }),
  },
  Editor: NonogramEditor,
};

/** How the site plays nonograms: the package's play model on the site's board, its form and its editor. */
export const boardFor = (play: PlayModel<NonogramPuzzle, string[], NonogramAttempt, unknown>) =>
  playBoard(play, parts);
