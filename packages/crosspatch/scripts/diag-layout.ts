/** Local search for a 21x21 diagonal-symmetric framework of 56 six-letter slots (see make-diagonal-fixture). */
import { createRng } from "@gridsmith/kit";
import { geometryOf } from "../src/geometry.js";

const N = 21;
const L = 6;

export function diagonalLayout(seed: number, want = 56, moves = 400000): string[] | null {
  const rng = createRng(seed);
  const runs = new Map<string, [number, number]>();
  const render = (set: Iterable<[number, number]>) => {
    const cell = Array.from({ length: N }, () => new Array<boolean>(N).fill(false));
    for (const [r, c] of set) {
      for (let k = 0; k < L; k++) {
        cell[r]![c + k] = true;
        cell[c + k]![r] = true;
      }
    }
    return cell.map((row) =>
      row
        .map((x) => (x ? "#" : " "))
        .join("")
        .replace(/ +$/, ""),
    );
  };
  const valid = (set: Map<string, [number, number]>) => {
    const g = geometryOf(render(set.values()));
    return g.slots.length === 2 * set.size && g.slots.every((s) => s.length === L);
  };
  const connected = (grid: string[]) => {
    const g = geometryOf(grid);
    const seen = new Set<number>([0]);
    const stack = [0];
    while (stack.length) {
      const s = stack.pop()!;
      for (const id of g.slots[s]!.cells) {
        const c = g.cells[id]!;
        for (const t of [c.across, c.down]) {
          if (t >= 0 && !seen.has(t)) {
            seen.add(t);
            stack.push(t);
          }
        }
      }
    }
    return seen.size === g.slots.length;
  };
  for (let i = 0; i < moves; i++) {
    const r = rng.int(N);
    const c = rng.int(N - L + 1);
    const key = `${r},${c}`;
    if (runs.has(key)) {
      if (rng.next() < 0.3) runs.delete(key);
      continue;
    }
    runs.set(key, [r, c]);
    if (!valid(runs)) {
      runs.delete(key);
      // Occasionally make room: drop a random run.
      if (rng.next() < 0.02 && runs.size > 0) runs.delete([...runs.keys()][rng.int(runs.size)]!);
      continue;
    }
    if (runs.size * 2 === want) {
      const grid = render(runs.values());
      if (connected(grid)) return grid;
      runs.delete([...runs.keys()][rng.int(runs.size)]!);
    }
  }
  return null;
}

if (process.argv[1]?.endsWith("diag-layout.ts")) {
  for (let seed = Number(process.argv[2] ?? 1); seed < 5000; seed++) {
    const g = diagonalLayout(seed, 56, 1500000);
    console.log(seed, g ? "found" : "none");
    if (g) {
      console.log(g.join("\n"));
      break;
    }
  }
}
