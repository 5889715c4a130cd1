import { afterEach, beforeAll } from "vitest";

// Vitest runs without globals, so the testing library cannot register its own cleanup. Files that run in
// Node (`// @vitest-environment node`: models, parsers, storage) have no DOM to clean and skip loading the
// library, about a quarter of a second a file.
if (typeof document !== "undefined") {
  const { cleanup, configure } = await import("@solidjs/testing-library");
  afterEach(cleanup);
  // A wait for the page (`findBy*`, `waitFor`) is bounded by its test's own time limit, not a shorter second
  // one: a page that loads a type's package on demand can take seconds on a loaded machine, and a test that
  // really hangs still fails at the limit (60 s, vite.config.ts).
  configure({ asyncUtilTimeout: 50_000 });
  // The files a worker runs share one window (`isolate: false`, vite.config.ts), so each file starts from a
  // blank one: empty storage, the site's root address, and none of what tests define on the window's
  // objects to stand in for the browser's (a hidden tab, a clipboard).
  beforeAll(() => {
    localStorage.clear();
    sessionStorage.clear();
    history.replaceState(null, "", "/");
    Reflect.deleteProperty(document, "visibilityState");
    Reflect.deleteProperty(navigator, "clipboard");
  });
}
