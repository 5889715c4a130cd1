#!/usr/bin/env node
import { processIo, warmThreads } from "@gridsmith/kit/cli";
import { runUnified } from "./unified.js";

const argv = process.argv.slice(2);
// A batch's worker threads load the types from the catalog, as this file does (sources under tsx, dist
// built). They start first, to boot while this thread loads the catalog.
const typesModule = import.meta.resolve("@gridsmith/catalog");
const threads = warmThreads(typesModule, argv);
const { puzzleTypes } = await import("@gridsmith/catalog");
process.exitCode = await runUnified(puzzleTypes, argv, processIo, { typesModule, threads });
