// The command-line tests' runs of the CLI over the Latin square type, and their temporary files.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { latinSquare } from "../testing/latin-square.js";
import type { CliIo } from "./cli-io.js";
import { type CliSpec, runCli } from "./runner.js";

/** Runs the CLI (named "latin", over the Latin square type unless `spec` says) on `stdin`: its exit code and output. */
export function run(argv: string[], stdin = "", spec: Partial<CliSpec> = {}) {
  let out = "";
  let err = "";
  const io: CliIo = { out: (t) => (out += t), err: (t) => (err += t), readStdin: () => stdin };
  return runCli({ type: latinSquare, name: "latin", ...spec }, argv, io).then((code) => ({ code, out, err }));
}

/** The latin square type whose `method` throws `error`. */
export const throwingIn = (method: "grade" | "generate", error: Error) => ({
  ...latinSquare,
  [method]: () => {
    throw error;
  },
});

/**
 * A temporary folder for one test file, removed after its tests: `file(name, text)` writes a file in it and
 * returns its path. Call it at the top of the test file.
 */
export function tempFolder(): { dir: string; file(name: string, text: string): string } {
  const dir = mkdtempSync(join(tmpdir(), "gridsmith-cli-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir,
    file(name, text) {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    },
  };
}
