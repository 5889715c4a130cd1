import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { Miniflare } from "miniflare";
import { build, type InlineConfig } from "vite";

/** The compatibility date the Workers are run with: one this miniflare (4.20260424) knows. */
export const compatibilityDate = "2026-04-01";

/**
 * Bundles a Worker module into one ES module for workerd, the way a Workers build (wrangler's esbuild, or
 * vite) does: everything inlined, browser/worker export conditions, no Node built-ins. Writes
 * `worker.mjs` into `outDir` (default: `dist/` beside the entry) and returns its path.
 */
export async function bundleWorker(
  entry: string,
  outDir = join(dirname(entry), "dist"),
  extra: InlineConfig = {},
): Promise<string> {
  const root = dirname(entry);
  await build({
    root,
    configFile: false,
    logLevel: "warn",
    ...extra,
    resolve: {
      conditions: ["workerd", "worker", "browser", "import", "module", "default"],
      ...extra.resolve,
    },
    ssr: { noExternal: true, target: "webworker" },
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: "es2022",
      minify: false,
      rollupOptions: { output: { entryFileNames: "worker.mjs" } },
    },
  });
  return join(outDir, "worker.mjs");
}

/** A workerd running one bundled module Worker; its console output is dropped, its errors shown. */
export function startWorker(script: string): Miniflare {
  return new Miniflare({
    modules: true,
    modulesRoot: dirname(script),
    scriptPath: script,
    compatibilityDate,
    handleRuntimeStdio(stdout: Readable, stderr: Readable) {
      stdout.resume();
      stderr.pipe(process.stderr);
    },
  });
}
