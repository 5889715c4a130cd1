import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CliIo, runCli } from "@gridsmith/kit/cli";
import { nonogramCli } from "./spec.js";

/** Runs the nonogram CLI in memory: its exit code, standard output and standard error. */
export async function run(argv: string[], stdin = "") {
  let out = "";
  let err = "";
  const io: CliIo = { out: (t) => (out += t), err: (t) => (err += t), readStdin: () => stdin };
  const code = await runCli(nonogramCli, argv, io);
  return { code, out, err };
}

/** A fresh temporary folder named from `prefix`, and `file`, which writes a file in it and returns its path. */
export function tempFolder(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const file = (name: string, content: string | Uint8Array): string => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };
  return { dir, file };
}
