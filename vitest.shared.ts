import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";

// Workspace packages export their TypeScript sources under this condition, so tests run against the
// code being edited instead of a stale dist/ build.
const source = "@gridsmith/source";

export function packageTestConfig() {
  return defineConfig({
    resolve: { conditions: [source, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [source, ...defaultServerConditions] } },
    test: {
      include: ["src/**/*.test.ts"],
      environment: "node",
    },
  });
}
