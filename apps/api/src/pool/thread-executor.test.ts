import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { solverThreadExecArgv } from "./thread-executor.js";

const dir = mkdtempSync(join(tmpdir(), "gridsmith-thread-flags-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What `require()` of an ES module does on a thread started with `execArgv`: "loaded" or the error's code. */
function requireOfEsmOnThread(execArgv: string[]): Promise<string> {
  const esm = join(dir, "entry.mjs");
  writeFileSync(esm, "export default 1;\n");
  const code = `
    const { parentPort } = require("node:worker_threads");
    try { require(${JSON.stringify(esm)}); parentPort.postMessage("loaded"); }
    catch (error) { parentPort.postMessage(String(error.code)); }`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, execArgv });
    worker.once("message", (message: string) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

describe("solverThreadExecArgv", () => {
  it("keeps the start's flags, else the process's, and turns require() of ES modules off", () => {
    const own = solverThreadExecArgv({ filename: "x.js", workerData: {}, execArgv: ["--conditions=a"] });
    expect(own).toEqual(["--conditions=a", "--no-experimental-require-module"]);
    const inherited = solverThreadExecArgv({ filename: "x.js", workerData: {} });
    expect(inherited).toEqual([...process.execArgv, "--no-experimental-require-module"]);
  });

  it("makes a thread's require() of an ES module throw, so piscina loads the entry with import()", async () => {
    // The contrast shows the flag is what does it on this Node: without it require() loads the module
    // synchronously, the path on which a thread ended mid-load aborts the process.
    expect(await requireOfEsmOnThread([])).toBe("loaded");
    expect(await requireOfEsmOnThread(solverThreadExecArgv({ filename: "x.js", workerData: {} }))).toBe(
      "ERR_REQUIRE_ESM",
    );
  });
});
