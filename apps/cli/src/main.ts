#!/usr/bin/env node
import { puzzleTypes } from "@gridsmith/catalog";
import { readStdinSync } from "@gridsmith/kit/cli";
import { runUnified } from "./unified.js";

process.exitCode = await runUnified(puzzleTypes, process.argv.slice(2), {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  readStdin: readStdinSync,
});
