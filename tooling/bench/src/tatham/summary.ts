// The sweep's records (sweep.ts) as RESULTS.md's tables: one row per (game, parameters).
import type { SweepRecord } from "./sweep.ts";

export interface SummaryRow {
  game: string;
  params: string;
  /** Puzzles generated and converted (refusals and generator failures not counted). */
  run: number;
  unique: number;
  /** Answers npm pzpr calls complete; undefined where pzpr does not judge the genre. */
  pzprComplete: number | undefined;
  /** Links pzpr reads as we do; undefined where pzpr does not read the genre. */
  readsAsWe: number | undefined;
  /** Answers our type's own check accepts; undefined where the answer is not in the Solution shape. */
  checked: number | undefined;
  /** Answers equal to Tatham's (his save file's); undefined where the game keeps none. */
  equalsTatham: number | undefined;
  medianCpu: number;
  maxCpu: number;
  /** Refusals and failures, by message, with their counts. */
  other: string[];
}

export function summarize(records: readonly SweepRecord[]): SummaryRow[] {
  const groups = new Map<string, SweepRecord[]>();
  for (const r of records) {
    const key = `${r.game} ${r.params}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(r);
  }
  return [...groups.values()].map((group) => {
    const solved = group.filter((r) => r.status !== undefined);
    const cpus = solved.map((r) => r.cpu ?? Number.NaN).sort((a, b) => a - b);
    const count = (f: (r: SweepRecord) => boolean | undefined) =>
      solved.some((r) => f(r) !== undefined) ? solved.filter((r) => f(r) === true).length : undefined;
    const other = new Map<string, number>();
    for (const r of group) {
      const why = r.refused ?? r.error ?? (r.status !== "unique" ? r.status : undefined);
      if (why) other.set(why, (other.get(why) ?? 0) + 1);
    }
    return {
      game: group[0]!.game,
      params: group[0]!.params,
      run: solved.length,
      unique: solved.filter((r) => r.status === "unique").length,
      pzprComplete: count((r) => r.pzprComplete),
      readsAsWe: count((r) => r.readsAsWe),
      checked: count((r) => (r.checkProblems === undefined ? undefined : r.checkProblems === 0)),
      equalsTatham: count((r) => r.equalsTatham),
      medianCpu: cpus.length ? cpus[(cpus.length - 1) >> 1]! : Number.NaN,
      maxCpu: cpus.length ? cpus[cpus.length - 1]! : Number.NaN,
      other: [...other].map(([why, n]) => `${n} ${why}`),
    };
  });
}

/** A summary as a markdown table; `-` where a judge does not apply. */
export function summaryTable(rows: readonly SummaryRow[]): string {
  const cell = (v: number | undefined) => (v === undefined ? "-" : String(v));
  const lines = [
    "| game | params | run | unique | pzpr complete | pzpr reads as we do | our check | = Tatham's | median CPU s | max CPU s | other |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.game} | ${r.params} | ${r.run} | ${r.unique} | ${cell(r.pzprComplete)} | ${cell(r.readsAsWe)} | ${cell(r.checked)} | ${cell(r.equalsTatham)} | ${r.run ? r.medianCpu.toFixed(2) : "-"} | ${r.run ? r.maxCpu.toFixed(2) : "-"} | ${r.other.join("; ") || "-"} |`,
    );
  }
  return lines.join("\n");
}
