import { createHash } from "node:crypto";
import { readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
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
 * How to start a batch thread: one plain-JS file holding the thread's code and the type's module, so that a
 * thread loads one file instead of some hundred modules. From TypeScript sources (tsx, vitest) the
 * workspace packages it imports are read through the `@gridsmith/source` condition: a thread starts in a
 * few tens of ms, against some 350 ms of CPU each to register tsx's loader in a thread on Node 20. From the
 * built CLI (dist) it saves each thread about 0.2 s of CPU of module loading (measured for sudoku:
 * tooling/bench/RESULTS.md). Undefined when the module is not a file URL or esbuild is not there (a
 * published kit): the thread then starts through {@link workerStart} (and tsx, from sources).
 */
export async function bundledBatchStart(data: BatchWorkerData): Promise<WorkerStart | undefined> {
  if (!data.module.startsWith("file:")) return undefined;
  const module = fileURLToPath(data.module);
  // This file's own extension says whether the CLI runs from sources (.ts) or from dist (.js).
  const sources = import.meta.url.endsWith(".ts");
  const serve = fileURLToPath(new URL(`./batch-serve.${sources ? "ts" : "js"}`, import.meta.url));
  // One file per module, kept between runs with the list of the sources it holds: rebuilt when one of them
  // changed, written whole (by rename) so that a run starting meanwhile reads a whole one.
  const key = createHash("sha256").update(`${module}\n${serve}`).digest("hex").slice(0, 16);
  const file = join(tmpdir(), `gridsmith-batch-${key}.mjs`);
  const start = { filename: file, workerData: { ...data }, execArgv: threadExecArgv(process.execArgv) };
  if (fresh(file)) return start;
  let esbuild: typeof Esbuild;
  try {
    const name = "esbuild"; // a development dependency only: no static import for a published kit to carry
    esbuild = (await import(name)) as typeof Esbuild;
  } catch {
    return undefined;
  }
  const contents = [
    `import * as types from ${JSON.stringify(module)};`,
    `import { serveBatch } from ${JSON.stringify(serve)};`,
    "await serveBatch(async () => types);",
  ].join("\n");
  const built = await esbuild.build({
    stdin: { contents, resolveDir: dirname(serve), sourcefile: "<batch-thread>", loader: "js" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    conditions: sources ? ["@gridsmith/source"] : [],
    plugins: [outsidePackages],
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const inputs = Object.keys(built.metafile.inputs)
    .filter((f) => !f.includes("<batch-thread>"))
    .map((f) => resolve(f));
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(`${temp}.json`, JSON.stringify(inputs));
  renameSync(`${temp}.json`, `${file}.json`);
  writeFileSync(temp, built.outputFiles[0]!.contents);
  renameSync(temp, file);
  return start;
}

/** True when the bundle exists and none of the sources it was built from changed since. */
function fresh(file: string): boolean {
  try {
    const built = statSync(file).mtimeMs;
    const inputs = JSON.parse(readFileSync(`${file}.json`, "utf8")) as string[];
    return inputs.length > 0 && inputs.every((f) => statSync(f).mtimeMs < built);
  } catch {
    return false;
  }
}
