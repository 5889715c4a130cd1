#!/usr/bin/env node
import { processIo, warmThreads } from "@gridsmith/kit/cli";
import { isLinkText } from "./inputs.js";
import { runUnified, splitTypeFlag } from "./unified.js";

const argv = process.argv.slice(2);
// A batch's worker threads load the types from the catalog's lazy entry (sources under tsx, dist built):
// each thread only the types its chunks name. They start first, to boot while this thread reads the
// inputs, unless every input is a link: one puzzle each, done here before threads would be up. A type the
// command names (`--type`) they load as they start, rather than with the first chunk.
const typesModule = import.meta.resolve("@gridsmith/catalog/lazy");
const { typeId } = splitTypeFlag(argv.slice(1));
const threads = warmThreads(typesModule, argv, isLinkText, typeId === undefined ? [] : [typeId]);
// The lazy entry: only the packages the inputs need are loaded (a link's genre names them).
const catalog = await import("@gridsmith/catalog/lazy");
process.exitCode = await runUnified(catalog, argv, processIo, { typesModule, threads });
