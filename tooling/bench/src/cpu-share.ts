import { readFileSync } from "node:fs";

// Who used the machine during a run: the load average counts the run's own threads too, so on its own it
// cannot say whether other work competed. Linux's /proc gives the machine's busy time and this process's own
// CPU time, its waited-for descendants included (a spawned `pnpm` and the node under it), so what is left is
// other work's. Elsewhere there is no sample and the notes fall back to the load average alone.

/** Clock ticks: the machine's busy and total time (all CPUs), and this process's with its reaped children. */
export interface CpuSample {
  busy: number;
  total: number;
  own: number;
  children: number;
}

/** Parses the `cpu` line of /proc/stat and /proc/self/stat; undefined when either is not as expected. */
export function parseCpuSample(procStat: string, selfStat: string): CpuSample | undefined {
  const cpu = /^cpu\s+(.*)$/m.exec(procStat)?.[1]?.trim().split(/\s+/).map(Number);
  // After the command name (in parentheses, which may hold spaces) come field 3 (state) onwards.
  const fields = selfStat
    .slice(selfStat.lastIndexOf(")") + 2)
    .split(" ")
    .map(Number);
  if (!cpu || cpu.length < 8 || cpu.some(Number.isNaN) || fields.length < 15) return undefined;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = cpu as [number, ...number[]];
  // Steal is time this VM's CPUs wanted to run and the host ran something else: other work too.
  const busy = user + nice! + system! + irq! + softirq! + steal!;
  // utime, stime, cutime, cstime are fields 14-17: 11-14 counted from field 3.
  const [utime, stime, cutime, cstime] = fields.slice(11, 15) as [number, number, number, number];
  return { busy, total: busy + idle! + iowait!, own: utime + stime, children: cutime + cstime };
}

export function cpuSample(): CpuSample | undefined {
  try {
    return parseCpuSample(readFileSync("/proc/stat", "utf8"), readFileSync("/proc/self/stat", "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Between two samples, in cores on average: the children run in between (the CLI), and everything else on
 * the machine but this process (other work). `cpus` is the number of CPUs /proc/stat counts.
 */
export function cpuShare(
  before: CpuSample,
  after: CpuSample,
  cpus: number,
): { children: number; others: number } {
  const elapsed = (after.total - before.total) / cpus;
  if (!(elapsed > 0)) return { children: 0, others: 0 };
  const children = after.children - before.children;
  const ours = children + after.own - before.own;
  return {
    children: children / elapsed,
    others: Math.max(0, (after.busy - before.busy - ours) / elapsed),
  };
}
