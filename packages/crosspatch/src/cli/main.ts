#!/usr/bin/env node
import { runCli } from "@gridsmith/kit/cli";
import { crosspatchCli } from "./spec.js";

process.exitCode = await runCli(crosspatchCli, process.argv.slice(2));
