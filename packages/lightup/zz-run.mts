import { readFileSync } from "node:fs";
import { buildModel } from "./src/solve.ts";
import { lightup } from "./src/index.ts";
const links = readFileSync("../../tooling/bench/data/puzzlink-links.txt", "utf8").split("\n").filter((l) => /p\?(lightup|akari)\//.test(l));
links.push("https://puzz.link/p?lightup/10/10/zzzzz", "https://puzz.link/p?lightup/8/8/zzz");
const fmt = lightup.formats.find((f: any) => f.id === "puzzlink")!;
for (const vo of ["min", "max"] as const) {
  let nodes = 0, cpu = 0; const per: string[] = [];
  for (const link of links) {
    const p = fmt.parse(link.trim());
    const t = process.cpuUsage();
    const r = buildModel(p).solve({ limit: 2, learning: true, valueOrder: vo, timeoutMs: 30000 });
    const u = process.cpuUsage(t); const s = (u.user + u.system) / 1e6;
    nodes += r.stats.nodes; cpu += s; per.push(`${r.solutions.length}${r.complete ? "" : "+"}:${r.stats.nodes}`);
  }
  console.log(vo, nodes, cpu.toFixed(2), per.join(" "));
}
