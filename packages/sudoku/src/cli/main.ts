#!/usr/bin/env node
import { runCli, warmThreads } from "@gridsmith/kit/cli";

const argv = process.argv.slice(2);
// A batch's worker threads load the type from the package itself (its sources under tsx, dist when built).
// They start first, to boot while this thread loads the type.
const module = import.meta.resolve("@gridsmith/sudoku");
const threads = warmThreads(module, argv);
const { sudoku } = await import("../index.js");
process.exitCode = await runCli({ type: sudoku, name: "sudoku", module, threads }, argv);
