// The sweep's links as a block for data/puzzlink-fresh.txt: per game at most `perGame` links, spread evenly over
// its parameters (so the largest size is in), each group under a `#` line saying how it was generated. Links
// already held out, fresh or in a test (by puzzleKey) are left out, as are the ones that failed a judge.
import { puzzleKey } from "../genre-links.ts";
import { TATHAM_GAMES } from "./games.ts";
import type { SweepRecord } from "./sweep.ts";

/** Whether every judge that looked at the record said yes. */
const passed = (r: SweepRecord) =>
  r.link !== undefined &&
  r.status === "unique" &&
  r.pzprComplete !== false &&
  r.readsAsWe !== false &&
  r.equalsTatham !== false &&
  (r.checkProblems ?? 0) === 0;

export function freshBlock(
  records: readonly SweepRecord[],
  known: ReadonlySet<string>,
  perGame = 40,
): string[] {
  const seen = new Set(known);
  const lines: string[] = [];
  const games = [...new Set(records.map((r) => r.game))];
  for (const game of games) {
    const byParams = new Map<string, SweepRecord[]>();
    for (const r of records) {
      if (r.game !== game || !passed(r) || seen.has(puzzleKey(r.link!))) continue;
      if (!byParams.has(r.params)) byParams.set(r.params, []);
      byParams.get(r.params)!.push(r);
    }
    if (byParams.size === 0) continue;
    const each = Math.max(1, Math.floor(perGame / byParams.size));
    for (const [params, group] of byParams) {
      const taken = group.slice(0, each);
      const seeds = taken.map((r) => r.seed.replace(/^tatham-/, "")).join(", ");
      lines.push(
        `# Simon Tatham's Portable Puzzle Collection, sgt-puzzles 20230122, generated with ${params}: ${TATHAM_GAMES[game]?.title ?? game}, ` +
          `\`sgt-${TATHAM_GAMES[game]!.name} --generate 1 '${params}#tatham-K'\`, K = ${seeds}`,
      );
      for (const r of taken) {
        seen.add(puzzleKey(r.link!));
        lines.push(r.link!);
      }
    }
  }
  return lines;
}
