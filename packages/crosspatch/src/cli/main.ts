#!/usr/bin/env node
import { runCli } from "@gridsmith/kit/cli";
import { loadEnglishWords } from "../english.js";
import { crosspatchCli } from "./spec.js";

const argv = process.argv.slice(2);
// A dense grid without --dict fills from the bundled English list, which is loaded only then.
if (
  argv[0] === "generate" &&
  argv.some((a) => a.startsWith("--size")) &&
  !argv.some((a) => a.startsWith("--dict"))
) {
  try {
    await loadEnglishWords();
  } catch (e) {
    process.stderr.write(`crosspatch: ${(e as Error).message}\n`);
    process.exit(2);
  }
}
process.exitCode = await runCli(crosspatchCli, argv);
