import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import { parsePuzzlink, shimaguni, writePzprv3 } from "./src/index.ts";

for (const link of process.argv.slice(2)) {
  const p = parsePuzzlink(link);
  const t = Date.now();
  const r = shimaguni.solve(p);
  const ms = Date.now() - t;
  const ok = r.solutions[0] ? judgePzprv3(writePzprv3(p, r.solutions[0])).complete : null;
  console.log(r.status, ms, "ms", "judge", ok, link.slice(0, 70));
}
