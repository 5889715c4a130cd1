// The setter's tests run on Latin squares, a real type that solves by backtracking: small ones have from one
// to hundreds of solutions, so every answer can be checked against all of them, listed by brute force.
import { type Latin, latinSquare } from "../testing/latin-square.js";
import { type Given, givensModel, type SetterModel } from "./model.js";

/** The square with `givens` written into its cells. */
export const withGivens = (p: Latin, givens: readonly Given<number>[]): Latin => {
  const cells = [...p.cells];
  for (const g of givens) cells[g.index] = g.value;
  return { n: p.n, cells };
};

/** The setter's model of Latin squares: a given is a digit written into an empty cell, 1 to `n`. */
export const latinModel = givensModel(latinSquare, {
  cells: (_p, s: number[]) => s,
  withGivens,
  isOpen: (p, i) => p.cells[i] === 0,
  values: (p) => Array.from({ length: p.n }, (_, d) => d + 1),
});

const { values: _values, ...enumerating } = latinModel;
/** The same model seen without `values`: the setter can then only enumerate. */
export const enumeratingLatinModel: SetterModel<Latin, number[], number> = enumerating;

/** Every solution of the square, by the type's own exhaustive search. */
export const allSolutions = (p: Latin) => latinSquare.solve(p, { limit: Number.POSITIVE_INFINITY }).solutions;
