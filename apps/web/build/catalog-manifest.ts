import { fileURLToPath } from "node:url";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { type Plugin, runnerImport } from "vite";
import { buildManifest, type TypeInfo } from "../src/catalog/manifest.ts";

const id = "virtual:gridsmith/manifest";
const resolved = `\0${id}`;

/**
 * Serves `virtual:gridsmith/manifest`: every catalog type's title, formats, capabilities and examples as
 * JSON, computed in Node when the site is built. The home page reads this instead of the catalog, so its
 * JavaScript holds no solver; a type's solver loads only on that type's page and in the worker.
 *
 * Under vitest the module instead imports `manifest-node.ts` itself: the site's unit tests import the
 * catalog anyway (one module graph for all their files), so the manifest is computed from the modules
 * already loaded, where computing it in Node apart costs a second module runner that transforms and loads
 * every package again (some 5.5 CPU-s a run). The data is the same: the same `buildManifest` over the same
 * catalog (Home.test.tsx checks it is plain JSON, as the build writes it).
 *
 * Under `pnpm build` (scripts/build.mjs), whose `tsc -b` has just built every library before it builds the
 * site, the catalog is imported from its dist/ by Node itself (0.7 CPU-s against 5.5 for the module runner);
 * the same `buildManifest` over it gives the same manifest, and the site's build the same files byte for
 * byte. A plain `vite build` cannot know its dist/ is fresh, so it reads the sources as before.
 */
export function catalogManifest(): Plugin {
  const entry = fileURLToPath(new URL("../src/catalog/manifest-node.ts", import.meta.url));
  const builtCatalog = new URL("../node_modules/@gridsmith/catalog/dist/index.js", import.meta.url).href;
  let testing = false;
  return {
    name: "gridsmith:catalog-manifest",
    configResolved(config) {
      // vitest sets it in its process before it loads this config, also in the copies it starts.
      testing = process.env.VITEST !== undefined && config.command === "serve";
    },
    resolveId(source) {
      return source === id ? resolved : undefined;
    },
    async load(source) {
      if (source !== resolved) return undefined;
      if (testing) return `export { manifest as default } from ${JSON.stringify(entry)};`;
      if (process.env.GRIDSMITH_LIBRARIES_BUILT === "1") {
        const { puzzleTypes } = (await import(/* @vite-ignore */ builtCatalog)) as {
          puzzleTypes: readonly AnyPuzzleType[];
        };
        return `export default ${JSON.stringify(buildManifest(puzzleTypes))};`;
      }
      const { module } = await runnerImport<{ manifest: TypeInfo[] }>(entry, {
        configFile: false,
        logLevel: "error",
        // Workspace packages are read from their TypeScript sources and run through Vite, not by Node.
        environments: {
          inline: { resolve: { conditions: ["@gridsmith/source"], noExternal: [/^@gridsmith\//] } },
        },
      });
      return `export default ${JSON.stringify(module.manifest)};`;
    },
  };
}
