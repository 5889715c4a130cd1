// A busy machine, simulated: every read of the clock says a second more has passed. A result that depends on
// a time budget (a search stopped by `timeoutMs`, a deadline) changes under it; one decided by node budgets
// does not. Used to prove that a generator gives the same puzzle for the same params and seed anywhere.

/**
 * Runs `run` with `performance.now()` and `Date.now()` advancing `stepMs` (default 1,000) at every read, and
 * puts the real clocks back afterwards. Synchronous work only.
 */
export function withSlowClock<T>(run: () => T, stepMs = 1000): T {
  const realNow = performance.now.bind(performance);
  const realDate = Date.now;
  let elapsed = 0;
  const perf0 = realNow();
  const date0 = realDate();
  performance.now = () => perf0 + (elapsed += stepMs);
  Date.now = () => date0 + (elapsed += stepMs);
  try {
    return run();
  } finally {
    performance.now = realNow;
    Date.now = realDate;
  }
}
