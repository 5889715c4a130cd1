import type { CliIo, CliSpec } from "@gridsmith/kit/cli";
import { nonogram } from "../nonogram-type.js";
import { convertCommand, pictureCommand, solveCommand, UsageError } from "./commands.js";

function guarded(command: (args: string[], io: CliIo) => number) {
  return (args: string[], io: CliIo): number => {
    try {
      return command(args, io);
    } catch (e) {
      const usage =
        e instanceof UsageError ||
        (e instanceof TypeError && "code" in e && String(e.code).startsWith("ERR_PARSE_ARGS"));
      const missing =
        e instanceof Error &&
        "code" in e &&
        (e.code === "ENOENT" || e.code === "EISDIR" || e.code === "EACCES");
      if (usage || missing) {
        io.err(`nonogram: ${(e as Error).message}\n`);
        return 2;
      }
      throw e;
    }
  };
}

/** The nonogram command line: the shared commands, with `solve` and `convert` reading raw PBM images and
 * `solve --pbm OUT` writing every solution as PBM, plus `picture` (is a picture unique, which cells are not). */
export const nonogramCli: CliSpec = {
  type: nonogram,
  name: "nonogram",
  commands: {
    solve: guarded(solveCommand),
    convert: guarded(convertCommand),
    picture: guarded(pictureCommand),
  },
};
