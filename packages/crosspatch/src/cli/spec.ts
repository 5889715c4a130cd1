import { existsSync, readFileSync } from "node:fs";
import type { CliIo, CliSpec } from "@gridsmith/kit/cli";
import { runCli } from "@gridsmith/kit/cli";
import { cliHooks, parseSize, splitWords } from "../cli-hooks.js";
import { crosspatch } from "../index.js";
import type { CrosspatchParams } from "../types.js";

/** `solve` prints every solution, as kkck did, unless --limit or --all says otherwise. */
function solveAll(args: string[], io: CliIo): Promise<number> {
  const chosen = args.some((a) => a === "--all" || a === "--limit" || a.startsWith("--limit="));
  return runCli(base, ["solve", ...(chosen ? [] : ["--all"]), ...args], io);
}

/** `generate --words FILE` reads the theme words from a file; `--dict FILE` gives a dense grid's dictionary. */
function generateParams(
  values: Record<string, string | boolean | string[] | boolean[] | undefined>,
): CrosspatchParams {
  const words = values.words;
  const read = (name: string) => readFileSync(name, "utf8");
  const fromFile = typeof words === "string" && existsSync(words) ? splitWords(read(words)).join(" ") : words;
  const params = cliHooks.generateParams!({ ...values, words: fromFile });
  if (params.kind === "dense" && typeof values.dict === "string") {
    return { ...params, ...parseSize(String(values.size)), words: splitWords(read(values.dict)) };
  }
  return params;
}

const base: CliSpec = {
  type: crosspatch,
  name: "crosspatch",
  ...cliHooks,
  generateOptions: { ...cliHooks.generateOptions, dict: { type: "string" } },
  generateParams,
};

/** The crosspatch command line: the shared commands, with `solve` listing every solution by default. */
export const crosspatchCli: CliSpec = { ...base, commands: { solve: solveAll } };
