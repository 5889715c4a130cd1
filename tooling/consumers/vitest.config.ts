import { defineConfig } from "vitest/config";
import { testReporters } from "../../vitest.shared.ts";

// The packages as strangers use them: the global setup builds and packs every library and installs the
// tarballs with npm into a project in the system's temporary folder; the tests use that project from Node,
// from a browser Web Worker (Chromium) and from workerd (miniflare). One file at a time: the machine is small
// and each file starts a browser or a workerd.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    globalSetup: ["src/global-setup.ts"],
    reporters: [...testReporters],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
