import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** The text files a browser downloads: these go out gzipped (images are compressed already). */
const compressible = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".webmanifest", ".txt"]);

/** Below this a gzipped copy saves too little to be worth a request header (the API's `compress()` default). */
const minBytes = 1024;

/**
 * Writes `NAME.gz` beside every compressible file of at least {@link minBytes} under `dir`, at gzip's best
 * level, and returns the paths written. The API server sends these as they are (`serveStatic`'s
 * `precompressed`), so no request pays for compressing the same bytes again.
 */
export function precompressTree(dir: string): string[] {
  const written: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && compressible.has(extname(entry.name)) && statSync(path).size >= minBytes) {
        writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION }));
        written.push(`${path}.gz`);
      }
    }
  };
  walk(dir);
  return written;
}

/**
 * Precompresses the build's content-hashed files (dist/assets/: every script and style sheet the pages load)
 * once they are written. Only those: a file whose name is its content's hash never changes under that name,
 * so its `.gz` can never be older than the file. A file that keeps its name across releases (index.html, the
 * service worker sw.js, the manifest) could be replaced on a server without its copy, and the server would then
 * send the old release; those are small and compressed per request.
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
        precompressTree(join(outDir, "assets"));
      },
    },
  };
}
