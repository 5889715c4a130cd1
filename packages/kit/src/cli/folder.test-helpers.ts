// The input folders of the command-line tests: a folder of named files written in one call.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** Writes each of `files` (a path under `folder`, with `/` between folders, to its text) and returns `folder`. */
export function writeFolder(folder: string, files: Record<string, string>): string {
  for (const [name, text] of Object.entries(files)) {
    const path = join(folder, ...name.split("/"));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  return folder;
}
