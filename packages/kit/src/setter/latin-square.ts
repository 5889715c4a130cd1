import { Model } from "@gridsmith/constraint";
import type { Rng } from "../rng.js";

/**
 * A random `n` x `n` Latin square of 1 to n, row by row: the engine fills rows and columns of different
 * digits, trying a random digit of each cell first, so the same `rng` state gives the same square. (The
 * cyclic square with shuffled rows and columns is too regular: Skyscrapers' full clues of one seldom leave
 * one answer from 7x7 up.) What Latin-square genres (Skyscrapers, Kropki) generate from.
 */
export function randomLatinSquare(n: number, rng: Rng): number[] {
  const m = new Model();
  m.intVars(n * n, 1, n);
  for (let r = 0; r < n; r++) m.allDifferent(Array.from({ length: n }, (_, c) => r * n + c));
  for (let c = 0; c < n; c++) m.allDifferent(Array.from({ length: n }, (_, r) => r * n + c));
  const pick = (model: Model, x: number) => {
    const values = model.values(x);
    return values[rng.int(values.length)]!;
  };
  return m.solve({ limit: 1, valueOrder: pick }).solutions[0]!;
}
