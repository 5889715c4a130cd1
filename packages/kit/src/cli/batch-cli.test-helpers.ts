// A CLI over the batch tests' types, run as a process by the tests that interrupt it.
import { fragile, typesModule } from "./batch-types.test-helpers.js";
import { processIo } from "./cli-io.js";
import { runCli } from "./runner.js";

process.exitCode = await runCli(
  { type: fragile, name: "fragile", module: typesModule },
  process.argv.slice(2),
  processIo,
);
