// Loaded in Node by the build (build/catalog-manifest.ts), never bundled into the site: it reads the whole
// catalog once so the home page can list every type without downloading any solver. The site's unit tests
// import it in their own module graph instead (the same plugin, under vitest).
import { puzzleTypes } from "@gridsmith/catalog";
import { buildManifest } from "./manifest.ts";

/** The manifest the build writes into `virtual:gridsmith/manifest`. */
export const manifest = buildManifest(puzzleTypes);
