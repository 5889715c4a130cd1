// The letters-only model for crosspatch (issue #34, branch xw22) beside the word model, in-process:
//   pnpm --filter @gridsmith/bench exec tsx --conditions=@gridsmith/source src/crosspatch-letters.ts FILE...
// MODEL=letters|words|both (default both), LIMIT= fills (default 1; the letters search counts to 2),
// NODES= node budget, T= wall seconds (default 60). Prints CPU seconds (process.cpuUsage) and nodes per run;
// every fill is checked by `verifyAssignment`.
import { readFileSync } from "node:fs";
import { geometryOf, readKkck, verifyAssignment } from "@gridsmith/crosspatch";
import { searchSolutions } from "../../../packages/crosspatch/src/solver/engine-search.ts";
import { buildInstance } from "../../../packages/crosspatch/src/solver/instance.ts";
import { searchLetters } from "../../../packages/crosspatch/src/solver/letters-search.ts";

function cpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

const model = process.env.MODEL ?? "both";
const limit = Number(process.env.LIMIT ?? 1);
const nodeLimit = process.env.NODES ? Number(process.env.NODES) : undefined;
const timeoutMs = Number(process.env.T ?? 60) * 1000;
for (const file of process.argv.slice(2)) {
  const p = readKkck(readFileSync(file, "utf8")).puzzle;
  const geometry = geometryOf(p.grid);
  const inst = buildInstance(p, geometry);
  for (const which of model === "both" ? ["words", "letters"] : [model]) {
    const c0 = cpu();
    const out =
      which === "letters"
        ? searchLetters(inst, { limit, nodeLimit, timeoutMs })
        : searchSolutions(inst, { limit, nodeLimit, timeoutMs, learning: true });
    const seconds = cpu() - c0;
    for (const a of out.solutions) {
      const fault = verifyAssignment(p, geometry, Array.from(a, (w) => inst.words[w]!));
      if (fault !== null) throw new Error(`${file}: ${which} gave a wrong fill (${fault})`);
    }
    const name = file.split("/").pop()!.replace(/\.txt$/, "");
    console.log(
      `${name}\t${which}\t${out.solutions.length} fills\t${out.complete ? "complete" : (out.stoppedBy ?? "")}\t${seconds.toFixed(1)} s\t${out.nodes} nodes\t${out.failures} failures`,
    );
  }
}
