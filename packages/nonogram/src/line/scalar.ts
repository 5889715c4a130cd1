/**
 * The exact line solver for lines of any length: the same dynamic programme as `bits.ts`, one position at a
 * time, O(length x blocks). The solvers use the bit-parallel kernels (`bits.ts`, `words.ts`); this one is the
 * reference the tests check them against. Scratch arrays grow to the largest line seen and are then reused.
 */

let size = 0;
let blocks = 0;
let canFill = new Uint8Array(0);
let canEmpty = new Uint8Array(0);
let mirrorFill = new Uint8Array(0);
let mirrorEmpty = new Uint8Array(0);
let blockedF = new Int32Array(0);
let blockedB = new Int32Array(0);
let reachF = new Uint8Array(0);
let reachB = new Uint8Array(0);
let startsF = new Uint8Array(0);
let startsB = new Uint8Array(0);
let cover = new Int32Array(0);

function ensure(n: number, k: number): void {
  if (n <= size && k <= blocks) return;
  size = Math.max(n, size);
  blocks = Math.max(k, blocks);
  canFill = new Uint8Array(size);
  canEmpty = new Uint8Array(size);
  mirrorFill = new Uint8Array(size);
  mirrorEmpty = new Uint8Array(size);
  blockedF = new Int32Array(size + 1);
  blockedB = new Int32Array(size + 1);
  reachF = new Uint8Array((blocks + 1) * (size + 1));
  reachB = new Uint8Array((blocks + 1) * (size + 1));
  startsF = new Uint8Array(Math.max(1, blocks) * (size + 1));
  startsB = new Uint8Array(Math.max(1, blocks) * (size + 1));
  cover = new Int32Array(size + 1);
}

/**
 * reach[j*(n+1) + p]: the first j blocks fit in [0, p) with the cells after the last of them empty.
 * starts[j*(n+1) + s]: block j can start at s given everything to its left.
 */
function forward(
  clues: ArrayLike<number>,
  start: number,
  k: number,
  mirrored: boolean,
  fill: Uint8Array,
  empty: Uint8Array,
  blocked: Int32Array,
  n: number,
  starts: Uint8Array,
  reach: Uint8Array,
): boolean {
  const w = n + 1;
  blocked[0] = 0;
  for (let i = 0; i < n; i++) blocked[i + 1] = blocked[i]! + (fill[i] ? 0 : 1);
  reach[0] = 1;
  for (let p = 1; p <= n; p++) reach[p] = reach[p - 1]! & empty[p - 1]!;
  for (let j = 0; j < k; j++) {
    const c = clues[mirrored ? start + k - 1 - j : start + j]!;
    const r = j * w;
    const s0 = j * w;
    const r1 = (j + 1) * w;
    let any = 0;
    for (let s = 0; s <= n; s++) {
      let ok = 0;
      if (s + c <= n && blocked[s + c] === blocked[s]) {
        ok = j === 0 ? reach[s]! : s >= 1 ? reach[r + s - 1]! & empty[s - 1]! : 0;
      }
      starts[s0 + s] = ok;
      any |= ok;
    }
    if (any === 0) return false;
    for (let p = 0; p <= n; p++) {
      let v = p >= c ? starts[s0 + p - c]! : 0;
      if (v === 0 && p > 0) v = reach[r1 + p - 1]! & empty[p - 1]!;
      reach[r1 + p] = v;
    }
  }
  return reach[k * w + n] === 1;
}

/**
 * Solves one line exactly. `line[0 .. n)` holds the cells known so far (0 unknown, 1 filled, 2 empty) and
 * `clues[start .. start+k)` the clue. On success writes the cells known in every completion to `out` (same
 * coding) and returns true; returns false when the line has no completion.
 */
export function solveLineScalar(
  clues: ArrayLike<number>,
  start: number,
  k: number,
  line: ArrayLike<number>,
  n: number,
  out: Uint8Array,
): boolean {
  ensure(n, k);
  for (let i = 0; i < n; i++) {
    const v = line[i]!;
    canFill[i] = v === 2 ? 0 : 1;
    canEmpty[i] = v === 1 ? 0 : 1;
    mirrorFill[n - 1 - i] = canFill[i]!;
    mirrorEmpty[n - 1 - i] = canEmpty[i]!;
  }
  if (!forward(clues, start, k, false, canFill, canEmpty, blockedF, n, startsF, reachF)) return false;
  if (!forward(clues, start, k, true, mirrorFill, mirrorEmpty, blockedB, n, startsB, reachB)) return false;
  const w = n + 1;
  cover.fill(0, 0, n + 1);
  for (let j = 0; j < k; j++) {
    const c = clues[start + j]!;
    const f = j * w;
    const b = (k - 1 - j) * w;
    for (let s = 0; s + c <= n; s++) {
      if (startsF[f + s] === 1 && startsB[b + n - s - c] === 1) {
        cover[s]!++;
        cover[s + c]!--;
      }
    }
  }
  let depth = 0;
  for (let x = 0; x < n; x++) {
    depth += cover[x]!;
    let mayEmpty = 0;
    if (canEmpty[x] === 1) {
      for (let j = 0; j <= k && mayEmpty === 0; j++) {
        mayEmpty = reachF[j * w + x]! & reachB[(k - j) * w + n - 1 - x]!;
      }
    }
    out[x] = depth > 0 ? (mayEmpty ? 0 : 1) : 2;
  }
  return true;
}
