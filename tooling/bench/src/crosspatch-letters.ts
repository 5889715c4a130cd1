// The letters-only model for crosspatch (issue #34, branch xw22) beside the word model, in-process:
//   pnpm --filter @gridsmith/bench exec tsx --conditions=@gridsmith/source src/crosspatch-letters.ts FILE...
// MODEL=letters|words|both (default both), LIMIT= fills (default 1; the letters search counts to 2),
// NODES= node budget, T= wall seconds (default 60), KNOBS= the letters search's bench knobs as JSON
// (`LettersSearchKnobs`: '{"values":"support","brancher":"tight-slot"}'). MODEL=symmetry: no search; per fill,
// how many words of a slot's class share their letters at that slot's crossings with another (the choices
// the word model tells apart and the letters model does not), averaged over slots. Prints CPU seconds (process.cpuUsage) and nodes per run;
// every fill is checked by `verifyAssignment`.
import { readFileSync } from "node:fs";
import { geometryOf, readKkck, verifyAssignment } from "@gridsmith/crosspatch";
import { searchSolutions } from "../../../packages/crosspatch/src/solver/engine-search.ts";
import { buildInstance } from "../../../packages/crosspatch/src/solver/instance.ts";
import { searchLetters } from "./crosspatch-letters-search.ts";

function cpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

const model = process.env.MODEL ?? "both";
const limit = Number(process.env.LIMIT ?? 1);
const nodeLimit = process.env.NODES ? Number(process.env.NODES) : undefined;
const timeoutMs = Number(process.env.T ?? 60) * 1000;
const knobs = JSON.parse(process.env.KNOBS ?? "{}");
for (const file of process.argv.slice(2)) {
  const p = readKkck(readFileSync(file, "utf8")).puzzle;
  const geometry = geometryOf(p.grid);
  const inst = buildInstance(p, geometry);
  const crossings = geometry.cells.filter((c) => c.across >= 0 && c.down >= 0).length;
  if (model === "symmetry") {
    console.log(
      `${file
        .split("/")
        .pop()!
        .replace(/\.txt$/, "")}\t${symmetry(inst)}`,
    );
    continue;
  }
  for (const which of model === "both" ? ["words", "letters"] : [model]) {
    const depth = { deepest: 0 };
    const c0 = cpu();
    const out =
      which === "letters"
        ? searchLetters(inst, { limit, nodeLimit, timeoutMs }, { ...knobs, depth })
        : searchSolutions(inst, { limit, nodeLimit, timeoutMs, learning: true });
    const seconds = cpu() - c0;
    for (const a of out.solutions) {
      const fault = verifyAssignment(
        p,
        geometry,
        Array.from(a, (w) => inst.words[w]!),
      );
      if (fault !== null) throw new Error(`${file}: ${which} gave a wrong fill (${fault})`);
    }
    const name = file
      .split("/")
      .pop()!
      .replace(/\.txt$/, "");
    console.log(
      `${name}\t${which}\t${out.solutions.length} fills\t${out.complete ? "complete" : (out.stoppedBy ?? "")}\t${seconds.toFixed(1)} s\t${out.nodes} nodes\t${out.failures} failures${which === "letters" ? `\tdeepest ${depth.deepest} of ${crossings} cells` : ""}`,
    );
  }
}

/** Mean over slots of (class words) / (distinct crossing-letter signatures), and the share of words not alone. */
function symmetry(inst: ReturnType<typeof buildInstance>): string {
  let ratio = 0;
  let shared = 0;
  let words = 0;
  const n = inst.slotClass.length;
  for (let s = 0; s < n; s++) {
    const list = inst.classWords[inst.slotClass[s]!]!;
    const positions: number[] = [];
    for (let p = 0; p < inst.slotPosStart[s + 1]! - inst.slotPosStart[s]!; p++)
      if (inst.crossSlot[inst.slotPosStart[s]! + p]! >= 0) positions.push(p);
    const groups = new Map<string, number>();
    for (const w of list) {
      const key = positions.map((p) => inst.letters[inst.wordLetterStart[w]! + p]).join(",");
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    ratio += list.length / groups.size;
    for (const size of groups.values()) if (size > 1) shared += size;
    words += list.length;
  }
  return `words per signature ${(ratio / n).toFixed(2)}\twords sharing a signature ${((100 * shared) / words).toFixed(1)} %`;
}
