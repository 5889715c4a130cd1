#!/usr/bin/env node
// @ts-check
// `node apps/cli/launch.mjs COMMAND [ARGS ...]` (what `pnpm -s gridsmith|sudoku|nonogram|crosspatch` run):
// runs that command's built CLI from dist/, after building it first when any source it depends on is newer
// than its last build. Running the sources under tsx instead compiles them at every call (over a second);
// the built CLI starts in a fraction of that, and this check (a stat of every file and folder under the
// packages' src/, some 20 ms of CPU for the `gridsmith` command's ~1,100) is what keeps it from ever running
// a stale build. What runs is the build bundled by esbuild (bundledEntry), made once after each build.
//
// Plain JavaScript, run by node as it is: it is what builds, so it cannot need a build itself.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Each command's package folder and built entry, relative to the workspace root. */
export const commands = {
  gridsmith: { dir: "apps/cli", entry: "dist/main.js" },
  sudoku: { dir: "packages/sudoku", entry: "dist/cli/main.js" },
  nonogram: { dir: "packages/nonogram", entry: "dist/cli/main.js" },
  crosspatch: { dir: "packages/crosspatch", entry: "dist/cli/main.js" },
};

/**
 * The folders of the workspace packages that `dir` is built from: itself and every workspace dependency,
 * transitively (read from the package.json files; `workspace:` versions), plus the shared tsconfig.
 * @param {string} root the workspace root
 * @param {string} dir a package folder relative to `root`
 * @returns {string[]} package folders relative to `root`
 */
export function packageClosure(root, dir) {
  /** @type {Map<string, string>} package name -> folder */
  const folders = new Map();
  for (const group of ["packages", "apps", "tooling"]) {
    if (!existsSync(join(root, group))) continue;
    for (const name of readdirSync(join(root, group))) {
      const manifest = join(root, group, name, "package.json");
      if (existsSync(manifest)) folders.set(readManifest(manifest).name, `${group}/${name}`);
    }
  }
  const seen = new Set([dir]);
  const todo = [dir];
  for (let folder = todo.pop(); folder !== undefined; folder = todo.pop()) {
    const manifest = readManifest(join(root, folder, "package.json"));
    const deps = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies };
    for (const [name, version] of Object.entries(deps)) {
      const folder = folders.get(name);
      if (folder && String(version).startsWith("workspace:") && !seen.has(folder)) {
        seen.add(folder);
        todo.push(folder);
      }
    }
  }
  return [...seen];
}

/** @param {string} root @param {string} dir a package folder: true when it has a build script (writes dist/) */
function builds(root, dir) {
  return readManifest(join(root, dir, "package.json")).scripts?.build !== undefined;
}

/** @param {string} path @returns {{ name: string, scripts?: Record<string, string>, dependencies?: Record<string, string>, devDependencies?: Record<string, string>, peerDependencies?: Record<string, string> }} */
function readManifest(path) {
  return JSON.parse(readFileSync(path, "utf8"));
}

/**
 * The newest modification time (ms) among the build inputs of these packages: every file and folder under
 * src/ (a folder's time changes when a file in it is added, removed or renamed), and the JSON files beside
 * src/ (package.json, the tsconfig files; the shared tsconfig package has only those).
 * @param {string} root
 * @param {string[]} dirs package folders relative to `root`
 */
export function newestSource(root, dirs) {
  let newest = 0;
  const visit = (/** @type {string} */ path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  for (const dir of dirs) {
    visit(join(root, dir, "src"));
    for (const name of readdirSync(join(root, dir))) if (name.endsWith(".json")) visit(join(root, dir, name));
  }
  return newest;
}

/**
 * Where a command's last build is recorded: the file's modification time is when that build started, and
 * it holds the package folders the command is built from (`{ dirs, built }`, see {@link stampOf}).
 * @param {string} root
 * @param {string} command
 */
export function stampPath(root, command) {
  return join(root, "node_modules/.cache/gridsmith-launch", `${command}.built`);
}

/**
 * What a stamp records: the package folders the command is built from (its {@link packageClosure}, read
 * from the package.json files once per build rather than at every call: each of those files is a build
 * input, so a changed dependency list means a build, which records the new one) and those with a dist/.
 * @param {string} root
 * @param {keyof typeof commands} command
 * @returns {{ dirs: string[], built: string[] }}
 */
export function stampOf(root, command) {
  const dirs = packageClosure(root, commands[command].dir);
  return { dirs, built: dirs.filter((d) => builds(root, d)) };
}

/** @param {string} path @returns {{ mtimeMs: number, dirs: string[], built: string[] } | undefined} */
function readStamp(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return undefined;
  try {
    const { dirs, built } = JSON.parse(readFileSync(path, "utf8"));
    if (!Array.isArray(dirs) || !Array.isArray(built)) return undefined;
    return { mtimeMs: stat.mtimeMs, dirs, built };
  } catch {
    return undefined;
  }
}

/**
 * True when the command's build can run as it is: every package it is built from has a dist/, and no build
 * input is newer than the start of the command's last build through this launcher. Conservative: any doubt
 * (no stamp or one unreadable, a missing dist/, a touched file) means a build, and tsc -b skips what is
 * really up to date.
 * @param {string} root
 * @param {keyof typeof commands} command
 */
export function isFresh(root, command) {
  const { dir, entry } = commands[command];
  const stamp = readStamp(stampPath(root, command));
  if (!stamp || !existsSync(join(root, dir, entry))) return false;
  if (stamp.built.some((d) => !existsSync(join(root, d, "dist")))) return false;
  return newestSource(root, stamp.dirs) < stamp.mtimeMs;
}

/**
 * Builds the command's package and what it depends on: `tsc -b` of its tsconfig.build.json, whose project
 * references are its workspace dependencies (the one TypeScript build `pnpm build` runs, which skips what is
 * up to date). Its output goes to stderr, and only when the build fails: standard output is the CLI's alone.
 * Returns the exit status.
 * @param {string} root
 * @param {keyof typeof commands} command
 */
export function typescriptBuild(root, command) {
  const { dir } = commands[command];
  const manifest = readManifest(join(root, dir, "package.json"));
  process.stderr.write(
    `${command}: sources changed since the last build; building ${manifest.name} (tsc -b)\n`,
  );
  const result = spawnSync(
    process.execPath,
    [join(root, "node_modules/typescript/bin/tsc"), "-b", join(dir, "tsconfig.build.json")],
    { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error) process.stderr.write(`${command}: ${result.error.message}\n`);
  if (result.status !== 0) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
  return result.status ?? 1;
}

/**
 * Makes the command's build current: when it is not fresh, builds it (`build`, tsc -b by default) and, once
 * that succeeded, records the time the build started (a source saved during the build is newer, so the next
 * call builds again). Returns the path of the built entry, or undefined when the build failed.
 * @param {string} root
 * @param {keyof typeof commands} command
 * @param {(root: string, command: keyof typeof commands) => number} [build]
 */
export function ensureBuilt(root, command, build = typescriptBuild) {
  const entry = join(root, commands[command].dir, commands[command].entry);
  if (isFresh(root, command)) return entry;
  // Whole seconds below the start: a file system keeping coarse times must not make a later edit look older.
  const started = Math.floor(Date.now() / 1000) - 1;
  const record = stampOf(root, command);
  if (build(root, command) !== 0) return undefined;
  const stamp = stampPath(root, command);
  mkdirSync(dirname(stamp), { recursive: true });
  // `build` names this build, for the bundle made from it (two builds can start within one second).
  writeFileSync(stamp, JSON.stringify({ ...record, build: randomUUID() }));
  utimesSync(stamp, started, started);
  return entry;
}

/**
 * Runs `command` with `args` in this process: the built entry reads `process.argv` and sets
 * `process.exitCode` as when node runs it directly.
 * @param {string} root
 * @param {string} command
 * @param {string[]} args
 */
export async function launch(root, command, args) {
  if (!Object.hasOwn(commands, command)) {
    process.stderr.write(`usage: launch.mjs ${Object.keys(commands).join("|")} [ARGS ...]\n`);
    process.exitCode = 2;
    return;
  }
  const name = /** @type {keyof typeof commands} */ (command);
  const entry = ensureBuilt(root, name);
  if (!entry) {
    process.stderr.write(`${command}: the build failed (see above)\n`);
    process.exitCode = 1;
    return;
  }
  const run = (await bundledEntry(root, name, entry)) ?? entry;
  process.argv = [process.argv[0], entry, ...args];
  await import(pathToFileURL(run).href);
}

/**
 * Where a command's bundle is kept: a folder in its package's folder (so that the bundle resolves packages,
 * its own name included, as the entry does) but outside dist/, which is published.
 * @param {string} root
 * @param {keyof typeof commands} command
 */
export function bundlePath(root, command) {
  return join(root, commands[command].dir, ".launch", command);
}

/**
 * How old a replaced bundle's file must be to be removed: a run that started with the bundle may still load
 * a lazily imported part of it.
 */
const KEEP_REPLACED_MS = 10 * 60_000;

/**
 * The command's built entry bundled: Node then loads a few files instead of about a thousand modules (the
 * `gridsmith` command on one puzzle file: about 0.4 s of CPU against 1.1 s). Split at dynamic imports, so
 * that a run compiles only what it loads: the entry's own code, and the packages of the types its inputs
 * name (the catalog's lazy entry imports each type's package when asked), not every type's; the entry
 * then runs its first lines (the batch threads' start, `warmThreads`) before the types are even read.
 * Bundled by esbuild from dist/ after each build of the command, and kept until the next (a record beside
 * the folder names the build and the entry file; files are named by their content, so a run that started
 * with an older bundle still finds its parts). In it, each module's `import.meta.url` stays its own file's
 * (the kit finds its worker files by it), and packages from outside the workspace stay imports, by
 * absolute path. Undefined when esbuild is not installed or bundling failed: the plain entry runs then.
 * @param {string} root
 * @param {keyof typeof commands} command
 * @param {string} entry the built entry
 * @returns {Promise<string | undefined>} the bundle's entry file
 */
export async function bundledEntry(root, command, entry) {
  const folder = bundlePath(root, command);
  const build = readJson(stampPath(root, command))?.build;
  if (typeof build !== "string") return undefined;
  const kept = readJson(`${folder}.json`);
  if (kept?.build === build && typeof kept.main === "string" && existsSync(join(folder, kept.main)))
    return join(folder, kept.main);
  /** @type {typeof import("esbuild")} */
  let esbuild;
  try {
    esbuild = await import("esbuild");
  } catch {
    return undefined;
  }
  try {
    // Kit's plugin, loaded with it: from the build just made (every command is built from kit), or from
    // kit's sources under a loader that reads them (the tests). A static import would need a build before
    // this file could run at all.
    const { outsidePackages } = await import("@gridsmith/kit/cli");
    const built = await esbuild.build({
      entryPoints: { [command]: entry },
      bundle: true,
      splitting: true,
      platform: "node",
      format: "esm",
      target: "node20",
      write: false,
      outdir: folder,
      // Named by content: a file of that name is that file, whichever run wrote it.
      entryNames: "[name]-[hash]",
      chunkNames: "[name]-[hash]",
      // Files outside any package.json with a "type", so their extension says they are ES modules.
      outExtension: { ".js": ".mjs" },
      metafile: true,
      logLevel: "silent",
      plugins: [ownFileUrls(root), outsidePackages],
    });
    mkdirSync(folder, { recursive: true });
    const names = new Set();
    for (const file of built.outputFiles) {
      const name = basename(file.path);
      names.add(name);
      if (existsSync(join(folder, name))) continue;
      const temp = join(folder, `${name}.${process.pid}.tmp`);
      writeFileSync(temp, file.contents);
      renameSync(temp, join(folder, name));
    }
    // The entry's file (each module imported on demand is an entry point of its own too).
    const [entryFile] = Object.entries(built.metafile.outputs).filter(
      ([, out]) => out.entryPoint !== undefined && resolve(out.entryPoint) === resolve(entry),
    );
    const main = basename(entryFile?.[0] ?? "");
    if (!names.has(main)) return undefined;
    const temp = `${folder}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify({ build, main }));
    renameSync(temp, `${folder}.json`);
    dropReplaced(folder, names);
    return join(folder, main);
  } catch {
    return undefined;
  }
}

/** Removes the files of `folder` not in `current` that are older than `KEEP_REPLACED_MS`. */
function dropReplaced(/** @type {string} */ folder, /** @type {Set<string>} */ current) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    try {
      if (!current.has(name) && Date.now() - statSync(path).mtimeMs > KEEP_REPLACED_MS) rmSync(path);
    } catch {
      // Removed by another run meanwhile.
    }
  }
}

/** @param {string} path @returns {any} */
function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * An esbuild plugin: in the workspace's built files, `import.meta.url` becomes the file's own URL, as when
 * the file runs unbundled.
 * @param {string} root
 * @returns {import("esbuild").Plugin}
 */
function ownFileUrls(root) {
  return {
    name: "own-file-urls",
    setup(build) {
      build.onLoad({ filter: /\.js$/ }, (args) => {
        if (!args.path.startsWith(root) || args.path.includes(`${sep}node_modules${sep}.pnpm${sep}`)) return;
        const text = readFileSync(args.path, "utf8");
        if (!text.includes("import.meta.url")) return;
        const url = JSON.stringify(pathToFileURL(args.path).href);
        return { contents: text.replaceAll("import.meta.url", url), loader: "js" };
      });
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
  await launch(root, process.argv[2] ?? "", process.argv.slice(3));
}
