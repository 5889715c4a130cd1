// `pnpm size`: the size budgets of every library under packages/. Each package keeps its own budgets in the
// "size-limit" field of its package.json (paths relative to the package), so a new package brings its own;
// this file gathers them. Sizes are the minified, gzipped bundle esbuild makes of the built `dist/` with every
// dependency included: what a page that imports that entry loads. Data a package loads only on demand (the
// crosspatch English list) is left out of its entry with `ignore` and gets a check of its own. A budget may
// grow with the package's dependencies: `limit` plus `perDependency` for each one (the catalog bundles every
// installed type, so a new type brings its own allowance rather than breaking the catalog's budget).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const base = new URL("./packages/", import.meta.url).pathname;

/** "12 kB" or "12.5 kB" as a number of kB. */
function kB(text) {
  const match = /^(\d+(?:\.\d+)?) kB$/.exec(text);
  if (!match) throw new Error(`a size budget is "N kB", not "${text}"`);
  return Number(match[1]);
}

export default readdirSync(base)
  .filter((name) => existsSync(join(base, name, "package.json")))
  .flatMap((name) => {
    const manifest = JSON.parse(readFileSync(join(base, name, "package.json"), "utf8"));
    const dependencies = Object.keys(manifest.dependencies ?? {}).length;
    return (manifest["size-limit"] ?? []).map(({ perDependency, ...check }) => {
      const path = join("packages", name, check.path);
      if (!existsSync(new URL(path, import.meta.url))) {
        throw new Error(`${path} is not built: run \`pnpm size\` (it builds first) or \`pnpm build\``);
      }
      const limit = perDependency ? `${kB(check.limit) + dependencies * kB(perDependency)} kB` : check.limit;
      return { ...check, limit, name: check.name ?? manifest.name, path, gzip: true };
    });
  });
