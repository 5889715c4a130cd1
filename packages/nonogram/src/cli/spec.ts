import type { CliIo, CliSpec } from "@gridsmith/kit/cli";
import { decodeFile } from "@gridsmith/kit/cli";
import { bytesToLatin1 } from "../formats/pbm.js";
import { nonogram } from "../nonogram-type.js";
import { convertCommand, isRawPbm, pictureCommand, solveCommand, UsageError } from "./commands.js";
import { generateCommand } from "./from-image.js";

type Command = (args: string[], io: CliIo, spec: CliSpec) => number | Promise<number>;

function guarded(command: Command): Command {
  return async (args, io, spec) => {
    try {
      return await command(args, io, spec);
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
 * `solve --pbm OUT` writing every solution as PBM, plus `picture` (is a picture unique, which cells are not)
 * and `generate --from-image FILE` (a puzzle from a PNG, JPEG or PPM picture). */
export const nonogramCli: CliSpec = {
  type: nonogram,
  name: "nonogram",
  // A raw PBM image is read byte for byte, even when its bytes happen to be valid UTF-8.
  decode: (bytes) => (isRawPbm(bytes) ? bytesToLatin1(bytes) : decodeFile(bytes)),
  commands: {
    solve: guarded(solveCommand),
    convert: guarded(convertCommand),
    picture: guarded(pictureCommand),
    generate: guarded(generateCommand),
  },
};
