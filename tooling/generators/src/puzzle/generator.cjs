// @ts-check
const { execFileSync } = require("node:child_process");
const path = require("node:path");
const { generateFiles, names, updateJson } = require("@nx/devkit");

const CATALOG = "packages/catalog/src/installed.ts";
const IMPORTS_MARK = "// generator:imports";
const ENTRIES_MARK = "// generator:entries";
const LAZY_CATALOG = "packages/catalog/src/lazy.ts";
const LOADERS_MARK = "// generator:loaders";
const GENRE_IMPORTS_MARK = "// generator:genre-imports";
const GENRES_MARK = "// generator:genres";
const README = "README.md";
const TYPES_TABLE = "| kind | type (package) | link names |";

/**
 * Scaffolds packages/<name>: a working PuzzleType (one format, a solver on the engine, check, a generator,
 * tests, one example) with the independent check tooling/consumers judges its answers with
 * (test-support/independent-check.mjs), and registers it in the catalog, so the API, the site and the CLI
 * have it at once.
 *
 * @param {import("@nx/devkit").Tree} tree
 * @param {{ name: string; title?: string; skipInstall?: boolean }} options
 */
async function puzzleGenerator(tree, options) {
  const name = names(options.name);
  if (!/^[a-z][a-z0-9-]*$/.test(options.name)) {
    throw new Error(`'${options.name}' is not a puzzle id: use lower case letters, digits and dashes`);
  }
  const dir = `packages/${name.fileName}`;
  if (tree.exists(dir)) throw new Error(`${dir} exists already`);
  const title = options.title ?? name.className.replace(/([a-z])([A-Z])/g, "$1 $2");
  generateFiles(tree, path.join(__dirname, "files"), dir, {
    id: name.fileName,
    constant: name.propertyName,
    title,
    tmpl: "",
  });
  registerInCatalog(tree, name.fileName, name.propertyName);
  listInReadme(tree, name.fileName, title);
  return () => {
    if (!options.skipInstall) installChanged(tree);
    // Import order in the new files depends on the new name, so let the formatter settle it.
    formatWithBiome(tree.root, [
      dir,
      CATALOG,
      LAZY_CATALOG,
      "packages/catalog/tsconfig.build.json",
      "tsconfig.build.json",
    ]);
  };
}

/**
 * @param {import("@nx/devkit").Tree} tree
 * @param {string} id
 * @param {string} constant
 */
function registerInCatalog(tree, id, constant) {
  const source = tree.read(CATALOG, "utf-8");
  if (!source?.includes(IMPORTS_MARK) || !source.includes(ENTRIES_MARK)) {
    throw new Error(
      `${CATALOG} has lost its '${IMPORTS_MARK}' or '${ENTRIES_MARK}' line; restore it to register '${id}'`,
    );
  }
  const updated = source
    .replace(IMPORTS_MARK, `import { ${constant} } from "@gridsmith/${id}";\n${IMPORTS_MARK}`)
    .replace(ENTRIES_MARK, `${constant},\n  ${ENTRIES_MARK}`);
  tree.write(CATALOG, updated);
  const lazy = tree.read(LAZY_CATALOG, "utf-8");
  for (const mark of [LOADERS_MARK, GENRE_IMPORTS_MARK, GENRES_MARK])
    if (!lazy?.includes(mark))
      throw new Error(`${LAZY_CATALOG} has lost its '${mark}' line; restore it to register '${id}'`);
  // The link genres come from the package's tiny `./genres` entry: the lazy catalog loads no package for them.
  tree.write(
    LAZY_CATALOG,
    /** @type {string} */ (lazy)
      .replace(
        LOADERS_MARK,
        `${objectKey(id)}: () => import("@gridsmith/${id}").then((m) => m.${constant}),\n  ${LOADERS_MARK}`,
      )
      .replace(
        GENRE_IMPORTS_MARK,
        `import { GENRES as ${constant}Genres } from "@gridsmith/${id}/genres";\n${GENRE_IMPORTS_MARK}`,
      )
      .replace(GENRES_MARK, `${objectKey(id)}: ${constant}Genres,\n  ${GENRES_MARK}`),
  );
  // The one TypeScript build (`pnpm build`: tsc -b over project references) builds the new package before
  // the catalog, which imports it.
  const reference = { path: `../${id}/tsconfig.build.json` };
  updateJson(tree, "packages/catalog/tsconfig.build.json", (json) => {
    json.references = [...(json.references ?? []), reference].sort((a, b) => a.path.localeCompare(b.path));
    return json;
  });
  updateJson(tree, "tsconfig.build.json", (json) => {
    json.references = [...(json.references ?? []), { path: `./packages/${id}/tsconfig.build.json` }].sort(
      (a, b) => a.path.localeCompare(b.path),
    );
    return json;
  });
  updateJson(tree, "packages/catalog/package.json", (json) => {
    json.dependencies = { ...json.dependencies, [`@gridsmith/${id}`]: "workspace:*" };
    json.dependencies = Object.fromEntries(
      Object.entries(json.dependencies).sort(([a], [b]) => a.localeCompare(b)),
    );
    return json;
  });
}

/**
 * Lists the type in the root README's table of puzzle types, in its "other" row (made at the table's end if
 * there is none): the catalog's test holds the table to every installed type.
 *
 * @param {import("@nx/devkit").Tree} tree
 * @param {string} id
 * @param {string} title
 */
function listInReadme(tree, id, title) {
  const readme = tree.read(README, "utf-8");
  const start = readme?.indexOf(TYPES_TABLE) ?? -1;
  if (readme == null || start < 0) {
    throw new Error(
      `${README} has lost its table of puzzle types ('${TYPES_TABLE}'); restore it to list '${id}'`,
    );
  }
  const lines = readme.slice(start).split("\n");
  const end = lines.findIndex((line) => !line.startsWith("|"));
  const rows = lines.slice(0, end < 0 ? lines.length : end);
  const rest = lines.slice(rows.length);
  const entry = `${title} (\`${id}\`)`;
  const other = rows.findIndex((line) => line.startsWith("| other |"));
  if (other < 0) rows.push(`| other | ${entry} | |`);
  else
    rows[other] = rows[other].replace(
      /^\| other \| (.*?) \|/,
      (_, types) => `| other | ${types}, ${entry} |`,
    );
  tree.write(README, readme.slice(0, start) + [...rows, ...rest].join("\n"));
}

/**
 * An id as an object literal key: bare when it is an identifier, quoted when it has dashes.
 *
 * @param {string} id
 */
function objectKey(id) {
  return /^[a-z][a-z0-9]*$/.test(id) ? id : JSON.stringify(id);
}

/**
 * Installs what the generator added: `pnpm install` of the workspace packages whose package.json it wrote
 * (the new one and the catalog), not nx's `installPackagesTask`, a plain `pnpm install`. That one asks the
 * registry again for every package of the workspace and re-resolves all of them (22 CPU-s and about a
 * minute on a 2-core machine, against 10 CPU-s and 25 s): the new package's dependencies are the catalog's,
 * already in the lockfile and the store, hence `--prefer-offline`, which still fetches what is missing.
 * The lockfile comes out the same either way; it is not frozen, as in CI it would be by default.
 *
 * @param {import("@nx/devkit").Tree} tree
 */
function installChanged(tree) {
  const manifests = tree
    .listChanges()
    .map((change) => change.path)
    .filter((file) => file === "package.json" || file.endsWith("/package.json"));
  const filters = manifests.includes("package.json")
    ? []
    : manifests.flatMap((file) => ["--filter", `./${path.posix.dirname(file)}`]);
  execFileSync("pnpm", ["install", "--no-frozen-lockfile", "--prefer-offline", ...filters], {
    cwd: tree.root,
    stdio: "inherit",
  });
}

/**
 * @param {string} root
 * @param {string[]} paths
 */
function formatWithBiome(root, paths) {
  try {
    execFileSync("pnpm", ["exec", "biome", "check", "--write", ...paths], { cwd: root, stdio: "ignore" });
  } catch {
    console.warn(`biome could not format ${paths.join(" ")}; run \`pnpm lint\` to see why`);
  }
}

module.exports = puzzleGenerator;
module.exports.default = puzzleGenerator;
