// Prototype runner for crosspatch's local search (issue #34): LIMIT fills per file, STEPS per slot.
import { readFileSync } from "node:fs";
import { readKkck } from "@gridsmith/crosspatch";
import { prepare } from "../../../packages/crosspatch/src/solve.ts";
import { localSearchFills } from "../../../packages/crosspatch/src/solver/local-search.ts";
import { relaxedLocalSearch } from "../../../packages/crosspatch/src/solver/local-search-relaxed.ts";
import { engineModel } from "../../../packages/crosspatch/src/solver/engine-search.ts";
import { verifyAssignment } from "../../../packages/crosspatch/src/rules.ts";

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const perSlot = Number(process.env.STEPS ?? 2000);
const limit = Number(process.env.LIMIT ?? 1);
const noise = process.env.NOISE ? Number(process.env.NOISE) : undefined;
const weighting = process.env.WEIGHT === "1";
const tenure = process.env.TENURE ? Number(process.env.TENURE) : undefined;
const seeds = (process.env.LSEEDS ?? "1").split(",").map(Number);
for (const file of process.argv.slice(2)) {
  const p = readKkck(readFileSync(file, "utf8")).puzzle;
  const { geometry, instance } = prepare(p);
  for (const seed of seeds) {
    const c0 = cpu();
    const r = (process.env.MODE === "relaxed" ? relaxedLocalSearch : localSearchFills)(instance, { limit, steps: perSlot * geometry.slots.length, seed, noise, tenure, weighting });
    const bad = r.fills.map((f) => verifyAssignment(p, geometry, Array.from(f, (w) => instance.words[w]!))).filter((x) => x !== null);
    if (process.env.HYBRID && r.last) {
      const last = r.last;
      const c1 = cpu();
      const { m, prop } = engineModel(instance, { matching: true });
      const slotOfVar = new Map<number, number>();
      for (let s = 0; s < prop.slotCount; s++) slotOfVar.set(prop.vars[s]!, s);
      const res = m.solve({
        limit,
        nodeLimit: Number(process.env.NODES ?? 5000),
        variableOrder: "dom/wdeg",
        valueOrder: (mm, x) => {
          const s = slotOfVar.get(x);
          if (s !== undefined) {
            const v = instance.wordLocal[last[s]!]!;
            if (mm.has(x, v)) return v;
          }
          return mm.min(x);
        },
        learning: { alternate: true },
      });
      console.log(`  hybrid: ${res.solutions.length} solutions ${res.stats.nodes} nodes ${(cpu() - c1).toFixed(2)} s`);
    }
    console.log(`${file.split("/").pop()}\tseed ${seed}\t${r.fills.length} fills\t${r.steps} steps best ${r.best}\t${(cpu() - c0).toFixed(2)} s${bad.length ? "\tBAD " + bad[0] : ""}`);
  }
}

