// `pnpm size`: the size budgets of every library under packages/. Each package keeps its own budgets in the
// "size-limit" field of its package.json (paths relative to the package), so a new package brings its own;
// this file gathers them. Sizes are the minified, gzipped bundle esbuild makes of the built `dist/` with every
// dependency included: what a page that imports that entry loads. Data a package loads only on demand (the
// crosspatch English list) is left out of its entry with `ignore` and gets a check of its own.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const base = new URL("./packages/", import.meta.url).pathname;

export default readdirSync(base)
  .filter((name) => existsSync(join(base, name, "package.json")))
  .flatMap((name) => {
    const manifest = JSON.parse(readFileSync(join(base, name, "package.json"), "utf8"));
    return (manifest["size-limit"] ?? []).map((check) => {
      const path = join("packages", name, check.path);
      if (!existsSync(new URL(path, import.meta.url))) {
        throw new Error(`${path} is not built: run \`pnpm size\` (it builds first) or \`pnpm build\``);
      }
      return { ...check, name: check.name ?? manifest.name, path, gzip: true };
    });
  });
