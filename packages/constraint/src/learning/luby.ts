/** The Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ..., 1-based: restart budgets that tame heavy tails. */
export function luby(i: number): number {
  for (;;) {
    let k = 1;
    while ((1 << k) - 1 < i) k++;
    if (i === (1 << k) - 1) return 1 << (k - 1);
    i -= (1 << (k - 1)) - 1;
  }
}
