import type { CliIo, CliSpec } from "@gridsmith/kit/cli";
import { runCli } from "@gridsmith/kit/cli";
import { crosspatch } from "../index.js";

/** `solve` prints every solution, as kkck did, unless --limit or --all says otherwise. */
function solveAll(args: string[], io: CliIo, spec: CliSpec): Promise<number> {
  const chosen = args.some((a) => a === "--all" || a === "--limit" || a.startsWith("--limit="));
  return runCli({ ...spec, commands: undefined }, ["solve", ...(chosen ? [] : ["--all"]), ...args], io);
}

const base: CliSpec = {
  type: crosspatch,
  name: "crosspatch",
};

/** The crosspatch command line: the shared commands, with `solve` listing every solution by default. */
export const crosspatchCli: CliSpec = { ...base, commands: { solve: solveAll } };
