import { HashRouter, Route } from "@solidjs/router";
import { lazy } from "solid-js";
import { Home } from "./pages/Home.tsx";
import { NotFound } from "./pages/NotFound.tsx";
import { Shell } from "./pages/Shell.tsx";

// Each puzzle page (with its package's parser and checker) is its own chunk, fetched when opened.
const PuzzleRoute = lazy(() => import("./pages/PuzzleRoute.tsx"));
// The batch view (a list of puzzles solved in the worker) likewise.
const BatchRoute = lazy(() => import("./pages/BatchRoute.tsx"));

/**
 * The site: `#/` home, `#/:type` a puzzle page, `#/:type/batch` a list of puzzles solved at once. Hash
 * routing keeps every page and every shared link working from any static server, including the API's, with
 * no fallback rule.
 */
export function App() {
  return (
    <HashRouter root={Shell}>
      <Route path="/" component={Home} />
      <Route path="/:type" component={PuzzleRoute} />
      <Route path="/:type/batch" component={BatchRoute} />
      <Route path="*rest" component={NotFound} />
    </HashRouter>
  );
}
