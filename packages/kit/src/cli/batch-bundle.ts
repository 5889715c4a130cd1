import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire, isBuiltin } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type * as Esbuild from "esbuild";
import type { BatchWorkerData } from "./batch-serve.js";
import type { WorkerStart } from "./worker-start.js";

/**
 * The process's flags for a thread, without tsx's own: on Node 20 tsx's loader does nothing in a worker
 * thread, and loading it there costs time.
 */
export function threadExecArgv(execArgv: readonly string[]): string[] {
  const tsx = /[\\/]tsx[\\/]/;
  const out: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i]!;
    if (["--require", "--import", "--loader", "-r"].includes(arg) && tsx.test(execArgv[i + 1] ?? "")) i++;
    else if (!/^--(require|import|loader)=/.test(arg) || !tsx.test(arg)) out.push(arg);
  }
  return out;
}

/**
 * An esbuild plugin for a bundle of the workspace's code: a package from outside the workspace (crosspatch's
 * word list, piscina) stays an import, by the absolute path it resolves to from its importer, since the
 * bundle does not sit beside it. Used by the batch threads' bundles and by the CLI launcher's.
 */
export const outsidePackages: Esbuild.Plugin = {
  name: "outside-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === "outside" || args.path.startsWith("@gridsmith/") || isBuiltin(args.path))
        return;
      const found = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: "outside",
      });
      return found.errors.length > 0 ? undefined : { path: found.path, external: true };
    });
  },
};

/**
 * How to start a batch thread: plain-JS files bundled from the thread's code and the type's module, so that a
 * thread loads a few files instead of some hundred modules. The bundle is split at dynamic imports: a thread
 * that loads its types through the catalog's lazy entry (`loadPuzzleType`) reads only the files of the
 * types its chunks name (sudoku's alone: some 50 ms of CPU less per thread than every type's). From
 * TypeScript sources (tsx, vitest) the workspace packages it imports are read through the
 * `@gridsmith/source` condition: a thread starts in a few tens of ms, against some 350 ms of CPU each to
 * register tsx's loader in a thread on Node 20. From the built CLI (dist) it saves each thread about 0.2 s
 * of CPU of module loading (measured for sudoku: tooling/bench/RESULTS.md). Undefined when the module is not
 * a file URL or esbuild is not there (a published kit): the thread then starts through {@link workerStart}
 * (and tsx, from sources).
 */
export async function bundledBatchStart(data: BatchWorkerData): Promise<WorkerStart | undefined> {
  if (!data.module.startsWith("file:")) return undefined;
  const module = fileURLToPath(data.module);
  // This file's own extension says whether the CLI runs from sources (.ts) or from dist (.js).
  const sources = import.meta.url.endsWith(".ts");
  const serve = fileURLToPath(new URL(`./batch-serve.${sources ? "ts" : "js"}`, import.meta.url));
  const contents = [
    `import * as types from ${JSON.stringify(module)};`,
    `import { serveBatch } from ${JSON.stringify(serve)};`,
    "await serveBatch(async () => types);",
  ].join("\n");
  return bundledThread(contents, dirname(serve), sources, { ...data });
}

/**
 * How to start a thread, given `workerData`, from a plain-JS bundle whose entry module is `contents` (its
 * imports resolved from `resolveDir`; workspace packages through the `@gridsmith/source` condition when
 * `sources`), split at dynamic imports; undefined when esbuild is not there (a published kit). One bundle
 * per entry, kept between runs in the temporary folder and rebuilt when one of its sources changed. The
 * CLI's batch threads (`bundledBatchStart`) and the API's solver threads from sources start this way.
 */
export async function bundledThread(
  contents: string,
  resolveDir: string,
  sources: boolean,
  workerData: Record<string, unknown>,
): Promise<WorkerStart | undefined> {
  const start = (filename: string): WorkerStart => ({
    filename,
    workerData,
    execArgv: threadExecArgv(process.execArgv),
  });
  // One bundle per entry, kept between runs: a folder of files named by their content, and beside it a
  // record of its entry file and of the sources it holds. It is rebuilt when one of them changed; the record
  // is written whole (by rename) after the folder, so a run starting meanwhile reads a whole bundle.
  const key = createHash("sha256")
    .update(`${contents}\n${resolveDir}\n${sources}`)
    .digest("hex")
    .slice(0, 16);
  const record = join(tmpdir(), `gridsmith-batch-${key}.json`);
  const kept = fresh(record);
  if (kept) return start(kept);
  const esbuild = await loadEsbuild();
  if (!esbuild) return undefined;
  // Sources saved from here on are newer than the record says the bundle is.
  const started = Date.now();
  const built = await esbuild.build({
    entryPoints: [ENTRY],
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    conditions: sources ? ["@gridsmith/source"] : [],
    plugins: [threadEntry(contents, resolveDir), outsidePackages],
    // Files outside any package.json, so their extension says they are ES modules.
    outdir: tmpdir(),
    outExtension: { ".js": ".mjs" },
    entryNames: "thread",
    chunkNames: "[name]-[hash]",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const inputs = Object.keys(built.metafile.inputs)
    .filter((f) => !f.includes(ENTRY))
    .map((f) => resolve(f));
  const hash = createHash("sha256");
  for (const file of built.outputFiles) hash.update(file.path).update(file.hash);
  const folder = join(tmpdir(), `gridsmith-batch-${key}-${hash.digest("hex").slice(0, 12)}`);
  const temp = `${folder}.${process.pid}.tmp`;
  mkdirSync(temp, { recursive: true });
  for (const file of built.outputFiles) writeFileSync(join(temp, basename(file.path)), file.contents);
  try {
    renameSync(temp, folder);
  } catch {
    // The same bundle, made by another run at the same time: theirs is as good.
    rmSync(temp, { recursive: true, force: true });
  }
  const main = join(folder, "thread.mjs");
  writeFileSync(`${record}.${process.pid}.tmp`, JSON.stringify({ main, inputs, started }));
  renameSync(`${record}.${process.pid}.tmp`, record);
  dropOldBundles(key, folder);
  return start(main);
}

/**
 * esbuild, as resolved from `from` (by default this file, so from the kit's folder: esbuild is the kit's
 * development dependency), or undefined when it is not there (a published kit). Not from wherever a bundle
 * of this file sits: the launcher's bundle of a puzzle package's CLI lies in that package's folder
 * (packages/sudoku/.launch/), which cannot see esbuild, so `pnpm -s sudoku` batches started their threads
 * on the unbundled entry, some 0.2 s of CPU each (tooling/bench/RESULTS.md, sudoku14). The launcher keeps
 * `import.meta.url` each file's own. No static import, for a published kit not to carry it.
 */
export async function loadEsbuild(from: string = import.meta.url): Promise<typeof Esbuild | undefined> {
  try {
    const path = createRequire(from).resolve("esbuild");
    return (await import(pathToFileURL(path).href)) as typeof Esbuild;
  } catch {
    return undefined;
  }
}

/**
 * How old a replaced bundle must be to be removed: a run that started with it may still load a type's files
 * from it (one that cannot any more goes on on its main thread, as when a thread cannot load its type).
 */
const KEEP_REPLACED_MS = 10 * 60_000;

/** Removes the other bundles of `key` (replaced by `current`) made more than `KEEP_REPLACED_MS` ago. */
function dropOldBundles(key: string, current: string): void {
  const prefix = `gridsmith-batch-${key}-`;
  try {
    for (const name of readdirSync(tmpdir())) {
      const path = join(tmpdir(), name);
      if (!name.startsWith(prefix) || path === current || name.endsWith(".tmp")) continue;
      if (Date.now() - statSync(path).mtimeMs > KEEP_REPLACED_MS)
        rmSync(path, { recursive: true, force: true });
    }
  } catch {
    // Another run removing the same folder: nothing to do.
  }
}

/** The name of the bundle's entry, made by {@link threadEntry}. */
const ENTRY = "<batch-thread>";

/** An esbuild plugin: the entry ({@link ENTRY}) is `contents`, its imports resolved from `resolveDir`. */
function threadEntry(contents: string, resolveDir: string): Esbuild.Plugin {
  return {
    name: "thread-entry",
    setup(build) {
      build.onResolve({ filter: /^<batch-thread>$/ }, () => ({ path: ENTRY, namespace: "thread-entry" }));
      build.onLoad({ filter: /.*/, namespace: "thread-entry" }, () => ({
        contents,
        resolveDir,
        loader: "js",
      }));
    },
  };
}

/**
 * The entry file of the bundle a record names, when it exists and none of the sources it was built from
 * changed since the build started (the files' own times may be older: an unchanged bundle's folder is
 * kept); else undefined.
 */
function fresh(record: string): string | undefined {
  try {
    const { main, inputs, started } = JSON.parse(readFileSync(record, "utf8")) as {
      main: string;
      inputs: string[];
      started: number;
    };
    statSync(main);
    return inputs.length > 0 && inputs.every((f) => statSync(f).mtimeMs < started) ? main : undefined;
  } catch {
    return undefined;
  }
}
