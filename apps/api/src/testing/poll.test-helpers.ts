/**
 * Polls until `condition` holds. The bound only turns a hang into a failure that says what it waited for;
 * no test relies on how long anything takes.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  boundMs = 30_000,
): Promise<void> {
  const giveUp = Date.now() + boundMs;
  while (!(await condition())) {
    if (Date.now() > giveUp) throw new Error(`gave up after ${boundMs} ms waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
