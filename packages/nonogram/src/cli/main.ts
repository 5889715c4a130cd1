#!/usr/bin/env node
import { runCli } from "@gridsmith/kit/cli";
import { nonogramCli } from "./spec.js";

process.exitCode = await runCli(nonogramCli, process.argv.slice(2));
