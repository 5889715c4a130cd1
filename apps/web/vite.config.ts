import { defaultClientConditions, defaultServerConditions } from "vite";
import solid from "vite-plugin-solid";
import { defineConfig } from "vitest/config";
import { catalogManifest } from "./build/catalog-manifest.ts";

// Workspace packages export their TypeScript sources under this condition, so dev, tests and the build
// read the code being edited, not a stale dist/.
const source = "@gridsmith/source";

export default defineConfig({
  plugins: [solid(), catalogManifest()],
  resolve: { conditions: [source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [source, ...defaultServerConditions] } },
  worker: { format: "es" },
  build: { target: "es2022" },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.tsx", "src/**/*.test.ts"],
    // Rendering with the real catalog on a loaded 2-core CI machine can pass the 5 s default.
    testTimeout: 60_000,
    setupFiles: ["src/test/setup.ts"],
    reporters: ["default", ["json", { outputFile: ".test-results/vitest.json" }]],
  },
});
