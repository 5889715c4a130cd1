import { lazy } from "solid-js";
import type { PlayBoard } from "../play-view.tsx";
import { KakuroBoard } from "./KakuroBoard.tsx";

/**
 * How the site plays kakuro, fed from the package's play model, and draws a new one. The generate form is
 * the one built from the package's CLI flags (size, density).
 */
export const playBoard: PlayBoard = {
  View: KakuroBoard,
  // Loaded when opened: the home page's preview and a player who never draws do not pay for it.
  Editor: lazy(() => import("./Editor.tsx").then((m) => ({ default: m.KakuroEditor }))),
};
