import { Route, Router } from "@solidjs/router";
import { lazy } from "solid-js";
import { NotFound } from "./pages/NotFound.tsx";
import { Shell } from "./pages/Shell.tsx";

// The home page (its type list, search and the way in for any puzzle) is a chunk of its own, so a puzzle
// page does not carry it.
const Home = lazy(() => import("./pages/Home.tsx").then((m) => ({ default: m.Home })));
// Each puzzle page (with its package's parser and checker) is its own chunk, fetched when opened.
const PuzzleRoute = lazy(() => import("./pages/PuzzleRoute.tsx"));
// The batch view (a list of puzzles solved in the worker) likewise.
const BatchRoute = lazy(() => import("./pages/BatchRoute.tsx"));
// A nonogram from a picture; its quantiser and uniqueness check load in the worker only when used.
const PictureRoute = lazy(() => import("./pages/PictureRoute.tsx"));

/**
 * The site: `/` home, `/:type` a puzzle page (`?p=...&s=...` opens a shared puzzle), `/:type/batch` a list
 * of puzzles solved at once. History routing: the server answers every such path with index.html (the API's
 * static site does; so does the service worker once installed). Old `/#/...` links are rewritten to these
 * before the router starts (`pwa/legacy-hash.ts`, called from `main.tsx`).
 */
export function App() {
  return (
    <Router root={Shell}>
      <Route path="/" component={Home} />
      <Route path="/:type" component={PuzzleRoute} />
      <Route path="/:type/batch" component={BatchRoute} />
      <Route path="/nonogram/picture" component={PictureRoute} />
      <Route path="*rest" component={NotFound} />
    </Router>
  );
}
