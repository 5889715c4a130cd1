import type { AnyPuzzleType } from "@gridsmith/kit";
import type { LazyCatalog } from "./installed.js";
import { runUnified } from "./unified.js";

/** Runs the unified CLI on `argv` in-process, with `stdin` as standard input: its exit code and what it wrote. */
export async function runCaptured(
  types: readonly AnyPuzzleType[] | LazyCatalog,
  argv: string[],
  stdin = "",
): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await runUnified(types, argv, {
    out: (t) => (out += t),
    err: (t) => (err += t),
    readStdin: () => stdin,
  });
  return { code, out, err };
}
