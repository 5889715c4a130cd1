import { warmThreads } from "./batch-command.js";
import { type CliIo, processIo } from "./cli-io.js";
import { type CliSpec, runCli } from "./runner.js";

/**
 * The body of a puzzle package's own command line (its `bin`): starts a batch's worker threads on `module`
 * (the package's specifier, resolved by the package: the threads load the type from it, its sources under tsx
 * and its dist when built), then loads the package's CLI spec and runs `argv`. The threads start first, to
 * boot while this thread loads the type. Returns the exit code.
 */
export async function runPackageCli(
  module: string,
  loadSpec: () => Promise<CliSpec>,
  argv: string[] = process.argv.slice(2),
  io: CliIo = processIo,
): Promise<number> {
  const threads = warmThreads(module, argv);
  const spec = await loadSpec();
  return runCli({ ...spec, module, threads }, argv, io);
}
