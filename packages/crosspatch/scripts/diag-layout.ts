/**
 * Search for a 21x21 framework, symmetric about its main diagonal, made only of six-letter slots (see
 * make-diagonal-fixture).
 *
 * A layout is a set of across runs (row, first column); each one's mirror is a down run. Because the
 * framework is symmetric, column i reads the same as row i, so a layout is valid exactly when every row's
 * maximal runs of cells are 1 or 6 long and every 6-long run is a chosen across run: then every cell is in a
 * slot (a lone cell of a row lies in a chosen run's mirror) and there are no other slots.
 *
 * The search is simulated annealing on a fixed number of runs (`want / 2`): a move shifts one run by a step
 * or puts it somewhere at random, the cost counts the rows' runs of a wrong length (and 6-long runs nobody
 * chose), and a cost of zero with a connected framework is an answer. The earlier greedy search, which only
 * ever added a run while the whole stayed valid, got stuck at 54 slots; letting the layout pass through
 * invalid states reaches 56 in seconds.
 */
import { createRng } from "@gridsmith/kit";

const N = 21;
const L = 6;
const P = N - L + 1;

export interface LayoutOptions {
  /** Moves per annealing run; default 400000. */
  moves?: number;
  /** Annealing runs before giving up; default 50. */
  restarts?: number;
}

export function diagonalLayout(seed: number, want = 56, options: LayoutOptions = {}): string[] | null {
  if (want % 2 !== 0) throw new RangeError(`a diagonal layout has an even number of slots, not ${want}`);
  const rng = createRng(seed);
  const k = want / 2;
  const moves = options.moves ?? 400_000;
  const restarts = options.restarts ?? 50;
  const cell = new Uint8Array(N * N);
  const chosen = new Uint8Array(N * P);
  const runs = new Int32Array(k);

  const render = () => {
    cell.fill(0);
    for (let i = 0; i < k; i++) {
      const r = Math.floor(runs[i]! / P);
      const c = runs[i]! % P;
      for (let d = 0; d < L; d++) {
        cell[r * N + c + d] = 1;
        cell[(c + d) * N + r] = 1;
      }
    }
  };
  // Rows suffice: by symmetry column i is row i.
  const cost = () => {
    render();
    let bad = 0;
    for (let r = 0; r < N; r++) {
      let c = 0;
      while (c < N) {
        if (!cell[r * N + c]) {
          c++;
          continue;
        }
        const start = c;
        while (c < N && cell[r * N + c]) c++;
        const len = c - start;
        if (len === L) {
          if (!chosen[r * P + start]) bad++;
        } else if (len !== 1) bad += 1 + Math.abs(len - L) / L;
      }
    }
    return bad;
  };
  const components = () => {
    const seen = new Uint8Array(N * N);
    let count = 0;
    const stack: number[] = [];
    for (let s = 0; s < N * N; s++) {
      if (!cell[s] || seen[s]) continue;
      count++;
      seen[s] = 1;
      stack.push(s);
      while (stack.length) {
        const x = stack.pop()!;
        const r = Math.floor(x / N);
        const c = x % N;
        for (const y of [
          c > 0 ? x - 1 : -1,
          c < N - 1 ? x + 1 : -1,
          r > 0 ? x - N : -1,
          r < N - 1 ? x + N : -1,
        ]) {
          if (y >= 0 && cell[y] && !seen[y]) {
            seen[y] = 1;
            stack.push(y);
          }
        }
      }
    }
    return count;
  };
  const total = () => {
    const bad = cost();
    return bad > 0 ? bad + 1 : components() - 1;
  };

  for (let attempt = 0; attempt < restarts; attempt++) {
    chosen.fill(0);
    for (let i = 0; i < k; i++) {
      let p: number;
      do p = rng.int(N * P);
      while (chosen[p]);
      chosen[p] = 1;
      runs[i] = p;
    }
    let e = total();
    for (let m = 0; m < moves && e > 0; m++) {
      const t = 1.5 * (1 - m / moves) + 0.05;
      const i = rng.int(k);
      const old = runs[i]!;
      let p: number;
      if (rng.next() < 0.7) {
        const r = Math.floor(old / P) + rng.int(3) - 1;
        const c = (old % P) + rng.int(3) - 1;
        if (r < 0 || r >= N || c < 0 || c >= P) continue;
        p = r * P + c;
      } else p = rng.int(N * P);
      if (chosen[p]) continue;
      chosen[old] = 0;
      chosen[p] = 1;
      runs[i] = p;
      const e2 = total();
      if (e2 <= e || rng.next() < Math.exp((e - e2) / t)) e = e2;
      else {
        chosen[p] = 0;
        chosen[old] = 1;
        runs[i] = old;
      }
    }
    if (e === 0) {
      render();
      const grid: string[] = [];
      for (let r = 0; r < N; r++) {
        let row = "";
        for (let c = 0; c < N; c++) row += cell[r * N + c] ? "#" : " ";
        grid.push(row.replace(/ +$/, ""));
      }
      return grid;
    }
  }
  return null;
}

if (process.argv[1]?.endsWith("diag-layout.ts")) {
  const want = Number(process.argv[3] ?? 56);
  for (let seed = Number(process.argv[2] ?? 1); seed < 5000; seed++) {
    const t0 = performance.now();
    const g = diagonalLayout(seed, want, { restarts: 1 });
    console.log(seed, g ? "found" : "none", `${(performance.now() - t0).toFixed(0)} ms`);
    if (g) {
      console.log(g.join("\n"));
      break;
    }
  }
}
