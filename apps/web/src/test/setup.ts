import { afterEach } from "vitest";

// Vitest runs without globals, so the testing library cannot register its own cleanup. Files that run in
// Node (`// @vitest-environment node`: models, parsers, storage) have no DOM to clean and skip loading the
// library, about a quarter of a second a file.
if (typeof document !== "undefined") {
  const { cleanup } = await import("@solidjs/testing-library");
  afterEach(cleanup);
}
