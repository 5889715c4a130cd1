import { existsSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { defaultClientConditions, defaultServerConditions, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import solid from "vite-plugin-solid";
import { defineConfig } from "vitest/config";
import { catalogManifest } from "./build/catalog-manifest.ts";
import { icons, siteIcons, themeColor } from "./build/icons.ts";
import { precompress } from "./build/precompress.ts";

// Workspace packages export their TypeScript sources under this condition, so dev, tests and the build
// read the code being edited, not a stale dist/.
const source = "@gridsmith/source";

/**
 * Empties dist/ before a build as vite would, but keeps dist/docs/: the packages' API reference that
 * `pnpm docs:api` (TypeDoc, about a minute) writes there and the site serves at /docs/api/. With vite's own
 * emptying every web build deleted it, and `pnpm start` ran TypeDoc again: in CI, inside the API's e2e test,
 * right after the docs:api step had written it. (`pnpm start` still rewrites it when a package's sources are
 * newer. It is not in the build's turbo outputs, see turbo.json, so a cache hit never brings back an old one.)
 */
function keepApiReference(): Plugin {
  let outDir = "";
  return {
    name: "gridsmith:keep-api-reference",
    apply: "build",
    config: () => ({ build: { emptyOutDir: false } }),
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      if (!existsSync(outDir)) return;
      for (const entry of readdirSync(outDir)) {
        if (entry !== "docs") rmSync(join(outDir, entry), { recursive: true, force: true });
      }
    },
  };
}

export default defineConfig({
  // Absolute asset URLs (/assets/...), so nested routes such as /sudoku/batch load them from the root.
  base: "/",
  plugins: [
    solid(),
    keepApiReference(),
    catalogManifest(),
    siteIcons(),
    // The web app manifest and a Workbox service worker (generateSW). It precaches the whole build: the
    // shell, every puzzle type's chunks, the boards, the solver worker and the chunks the worker loads, so
    // after one visit every type opens, plays and solves offline. `prompt`: a new version waits until the
    // person clicks Reload (src/pwa/). Nothing under /api is cached or answered from the cache.
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      manifest: {
        name: "Gridsmith: grid puzzles",
        short_name: "Gridsmith",
        description: "Solve, check, explain and generate grid puzzles, in your browser and offline.",
        id: "/",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#f7f7f4",
        theme_color: themeColor,
        icons: icons
          .filter((icon) => !icon.fileName.includes("apple"))
          .map((icon) => ({
            src: `/${icon.fileName}`,
            sizes: `${icon.size}x${icon.size}`,
            type: "image/png",
            purpose: icon.fileName.includes("maskable") ? "maskable" : "any",
          })),
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,png,svg}"],
        // The API reference (dist/docs/, kept through builds) is the server's, not the app's: never precached.
        globIgnores: ["**/node_modules/**/*", "docs/**"],
        // The crosspatch word lists (the largest chunks, ~300 kB) are precached too: generate works offline.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: "/index.html",
        // The API, its docs and the library reference are the server's, never the app shell.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/docs(\/|$)/, /^\/healthz$/, /^\/readyz$/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
      },
    }),
    precompress(),
  ],
  resolve: { conditions: [source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [source, ...defaultServerConditions] } },
  worker: { format: "es" },
  build: {
    target: "es2022",
    // Kit is many small modules, each shared by a different set of pages: left to itself the bundler makes
    // a chunk per set, 50-58 files a type page, many under 0.3 kB. Grouping kit's modules by the pages that
    // use them and merging groups under 4 kB into their nearest neighbour gives 33-39 files and type pages
    // 0.3-11 kB lighter (a few batch pages 2-5 kB heavier); the thresholds tried are in RESULTS.md.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "kit",
              test: /[\\/]packages[\\/]kit[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 4096,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    // Worker threads, each running its files one after another in one module graph and one jsdom window
    // (isolate off): a file costs its own tests, not a fresh window and a fresh import of the catalog and
    // every package (the suite took 135 s of CPU isolated, 43 s shared, on the 2-core machine). What a file
    // could leave behind for the next (storage, the address, stand-ins defined on document or navigator)
    // the setup file clears before each file: src/test/setup.ts.
    pool: "threads",
    isolate: false,
    include: ["src/**/*.test.tsx", "src/**/*.test.ts", "build/**/*.test.ts"],
    // Rendering with the real catalog on a loaded 2-core CI machine can pass the 5 s default.
    testTimeout: 60_000,
    setupFiles: ["src/test/setup.ts"],
    reporters: ["default", ["json", { outputFile: ".test-results/vitest.json" }]],
  },
});
