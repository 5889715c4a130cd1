#!/usr/bin/env node
import { runPackageCli } from "@gridsmith/kit/cli";

// The package's own specifier, resolved here: a batch's worker threads load the type from it.
process.exitCode = await runPackageCli(
  import.meta.resolve("@gridsmith/nonogram"),
  async () => (await import("./spec.js")).nonogramCli,
);
