#!/usr/bin/env node
import { runCli, warmThreads } from "@gridsmith/kit/cli";

const argv = process.argv.slice(2);
// A batch's worker threads load the type from the package itself (its sources under tsx, dist when built).
// They start first, to boot while this thread loads the type.
const module = import.meta.resolve("@gridsmith/crosspatch");
const threads = warmThreads(module, argv);
const { crosspatchCli } = await import("./spec.js");
process.exitCode = await runCli({ ...crosspatchCli, module, threads }, argv);
