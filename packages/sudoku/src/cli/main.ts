#!/usr/bin/env node
import { runCli } from "@gridsmith/kit/cli";
import { sudoku } from "../sudoku-type.js";

process.exitCode = await runCli({ type: sudoku, name: "sudoku" }, process.argv.slice(2));
