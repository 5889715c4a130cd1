import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** The text files a browser downloads: these go out gzipped (images are compressed already). */
const compressible = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".webmanifest", ".txt"]);

/** Below this a gzipped copy saves too little to be worth a request header (the API's `compress()` default). */
const minBytes = 1024;

/**
 * Writes `NAME.gz` beside every compressible file of at least {@link minBytes} under `dir` (not under
 * `skip`, a top-level folder), at gzip's best level, and returns the paths written. The API server sends these
 * as they are (`serveStatic`'s `precompressed`), so no request pays for compressing the same bytes again.
 */
export function precompressTree(dir: string, skip: ReadonlySet<string> = new Set()): string[] {
  const written: string[] = [];
  const walk = (folder: string, top: boolean) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (top && skip.has(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path, false);
      else if (entry.isFile() && compressible.has(extname(entry.name)) && statSync(path).size >= minBytes) {
        writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION }));
        written.push(`${path}.gz`);
      }
    }
  };
  walk(dir, true);
  return written;
}

/**
 * Precompresses the built site once the build, the service worker included, is written. It runs after every
 * other plugin's `closeBundle` (sequential, post), because the service worker is written there. dist/docs/ (the
 * API reference, written by `pnpm docs:api`, not by this build) is left alone.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "gridsmith:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: "post",
      handler() {
        precompressTree(outDir, new Set(["docs"]));
      },
    },
  };
}
