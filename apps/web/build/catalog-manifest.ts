import { fileURLToPath } from "node:url";
import { type Plugin, runnerImport } from "vite";
import type { TypeInfo } from "../src/catalog/manifest.ts";

const id = "virtual:gridsmith/manifest";
const resolved = `\0${id}`;

/**
 * Serves `virtual:gridsmith/manifest`: every catalog type's title, formats, capabilities and examples as
 * JSON, computed in Node when the site is built. The home page reads this instead of the catalog, so its
 * JavaScript holds no solver; a type's solver loads only on that type's page and in the worker.
 */
export function catalogManifest(): Plugin {
  const entry = fileURLToPath(new URL("../src/catalog/manifest-node.ts", import.meta.url));
  return {
    name: "gridsmith:catalog-manifest",
    resolveId(source) {
      return source === id ? resolved : undefined;
    },
    async load(source) {
      if (source !== resolved) return undefined;
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
