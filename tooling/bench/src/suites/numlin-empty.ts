// Are numlin's public giants unique under puzz.link's rules (`../numlin-empty.ts`)? For the 26x26 of
// puzzlink-links.txt and the Rust solver's 42x25 (numlin-sat's LEFT_OUT): CaDiCaL's reduced answer that visits
// every cell (judged by pzpr), whether another visits every cell, and then the cubes of "some cell empty" by
// the first empty cell in an order of the cells, each with `--peer-budget` CPU s (default 60). Every cube with
// no answer narrows the question; an answer in any cube is a second answer (judged by pzpr): `multiple`.
//
// `pnpm bench numlin-empty`. Env: NUMLIN_EMPTY_ONLY=26x26 or 42x25; NUMLIN_EMPTY_ORDER=rows (default),
// rows-back, columns or columns-back; NUMLIN_EMPTY_CELLS=FROM-TO[:STEP] the cubes to run, as places in that
// order (default all); NUMLIN_EMPTY_WHOLE=1 also asks the whole question in one call.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import { parsePuzzlink, writePzprv3 } from "../../../../packages/numlin/src/formats/index.ts";
import { type BenchRow, type BenchSuite, repoRoot } from "../harness.ts";
import {
  type CellOrder,
  cellOrder,
  type EmptyOutcome,
  emptyQuestion,
  fillingAnswers,
  ORDERS,
} from "../numlin-empty.ts";
import { cadicalAvailable } from "./crosspatch-sat.ts";
import { LEFT_OUT } from "./numlin-sat.ts";

function giants(): { name: string; link: string }[] {
  const link26 = readFileSync(join(repoRoot, "tooling/bench/data/puzzlink-links.txt"), "utf8")
    .split("\n")
    .find((l) => l.startsWith("https://puzz.link/p?numlin/26/26/"));
  const out = link26 === undefined ? [] : [{ name: "26x26 (noqx)", link: link26 }];
  return [...out, { name: "42x25 (Rust solver's)", link: LEFT_OUT["Rust 42x25"]! }];
}

/** Places FROM-TO[:STEP] of NUMLIN_EMPTY_CELLS, within the grid. */
function cubePlaces(n: number): number[] {
  const spec = /^(\d+)-(\d+)(?::(\d+))?$/.exec(process.env.NUMLIN_EMPTY_CELLS ?? "");
  const [from, to, step] = spec ? [Number(spec[1]), Number(spec[2]), Number(spec[3] ?? 1)] : [0, n - 1, 1];
  const out: number[] = [];
  for (let c = from; c <= Math.min(to, n - 1); c += step) out.push(c);
  return out;
}

const said = (o: EmptyOutcome) =>
  `${o.status}, ${o.spend.conflicts} conflicts, ${o.spend.cpuSeconds.toFixed(1)} CPU s${o.spend.stopped ? " (stopped)" : ""}`;

const suite: BenchSuite = {
  name: "numlin's giants: the cells a reduced answer may leave empty",
  async run({ peerBudgetSeconds }) {
    if (!cadicalAvailable()) {
      console.log("numlin-empty: `cadical` is not installed (apt-get install cadical): skipped");
      return [];
    }
    const only = process.env.NUMLIN_EMPTY_ONLY ?? "";
    const order = (process.env.NUMLIN_EMPTY_ORDER ?? "rows") as CellOrder;
    if (!ORDERS.includes(order)) throw new Error(`NUMLIN_EMPTY_ORDER: no order ${order}`);
    const rows: BenchRow[] = [];
    for (const { name, link } of giants().filter((g) => g.name.includes(only))) {
      const puzzle = parsePuzzlink(link);
      const n = puzzle.width * puzzle.height;
      const fill = fillingAnswers(puzzle, peerBudgetSeconds);
      const judged = fill.first.lines && judgePzprv3(writePzprv3(puzzle, fill.first.lines)).message;
      console.log(`${name}: filling answer ${said(fill.first)}; pzpr ${judged ?? "-"}`);
      if (fill.second) console.log(`${name}: another filling answer: ${said(fill.second)}`);
      if (process.env.NUMLIN_EMPTY_WHOLE === "1")
        console.log(`${name}: some cell empty, whole: ${said(emptyQuestion(puzzle, peerBudgetSeconds))}`);
      const tally = { none: 0, answer: 0, stopped: 0 };
      const stopped: number[] = [];
      let seconds = 0;
      let conflicts = 0;
      const cells = cellOrder(puzzle, order);
      for (const c of cubePlaces(n).map((j) => cells[j]!)) {
        const o = emptyQuestion(puzzle, peerBudgetSeconds, { order, at: c });
        tally[o.status]++;
        seconds += o.spend.cpuSeconds;
        conflicts += o.spend.conflicts;
        if (o.status === "stopped") stopped.push(c);
        const where = `row ${Math.floor(c / puzzle.width)}, column ${c % puzzle.width}`;
        console.log(`${name}: first empty cell by ${order} ${c} (${where}): ${said(o)}`);
        if (o.status === "answer")
          console.log(`${name}: a second answer; pzpr ${judgePzprv3(writePzprv3(puzzle, o.lines!)).message}`);
      }
      const note = `cubes: ${tally.none} none, ${tally.answer} with an answer, ${tally.stopped} stopped (${stopped.join(" ")}); ${conflicts} conflicts`;
      rows.push({
        dataset: name,
        solver: `CaDiCaL (reduced CNF, cubes by ${order})`,
        puzzles: 1,
        seconds,
        note,
      });
      console.log(`${name}: ${note}, ${seconds.toFixed(1)} CPU s`);
    }
    return rows;
  },
};
export default suite;
