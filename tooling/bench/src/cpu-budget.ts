/** CPU seconds (user and system) this process has spent since `since` (a `process.cpuUsage()`). */
export const cpuSeconds = (since: NodeJS.CpuUsage): number => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1e6;
};

/**
 * A signal that counts as aborted once this process has spent `seconds` of CPU since now: the engine's search
 * reads `aborted` every few hundred nodes, so a bench search stops at a CPU budget, as CaDiCaL does
 * (`ulimit -t`), not at a wall time that a loaded machine shrinks.
 */
export function cpuBudget(seconds: number): AbortSignal {
  const start = process.cpuUsage();
  return {
    get aborted() {
      return cpuSeconds(start) > seconds;
    },
  } as AbortSignal;
}
