import { colourExamples } from "./colour/examples.js";
import { serializeNin } from "./formats/nin.js";
import type { Nonogram } from "./types.js";

/**
 * The seed's examples, from jc-solver (MIT licence, (c) Vyacheslav Dubinin): its 20x20 `example` (the
 * Russian-Wikipedia nonogram, which needs probing: line solving alone settles 43 of 400 cells) and the 10x10
 * `bear` added by the iurii-kyrylenko/jc-solver fork (line solving alone suffices).
 */
export const seedExample: Nonogram = {
  title: "jc-solver example (20x20)",
  rows: [
    [3],
    [5],
    [3, 1],
    [2, 1],
    [3, 3, 4],
    [2, 2, 7],
    [6, 1, 1],
    [4, 2, 2],
    [1, 1],
    [3, 1],
    [6],
    [2, 7],
    [6, 3, 1],
    [1, 2, 2, 1, 1],
    [4, 1, 1, 3],
    [4, 2, 2],
    [3, 3, 1],
    [3, 3],
    [3],
    [2, 1],
  ],
  columns: [
    [2],
    [1, 2],
    [2, 3],
    [2, 3],
    [3, 1, 1],
    [2, 1, 1],
    [1, 1, 1, 2, 2],
    [1, 1, 3, 1, 3],
    [2, 6, 4],
    [3, 3, 9, 1],
    [5, 3, 2],
    [3, 1, 2, 2],
    [2, 1, 7],
    [3, 3, 2],
    [2, 4],
    [2, 1, 2],
    [2, 2, 1],
    [2, 2],
    [1],
    [1],
  ],
};

/** A larger picture with one solution, for the site's home page and the tests. */
export const bearExample: Nonogram = {
  title: "bear (10x10)",
  rows: [
    [2, 2],
    [1, 1, 1, 1],
    [1, 6, 1],
    [2, 2],
    [1, 1, 1, 1],
    [1, 1, 1, 1],
    [1, 2, 1],
    [1, 4, 1],
    [1, 1],
    [4],
  ],
  columns: [[3], [1, 5], [1, 1, 1], [2, 2, 1, 1], [1, 2, 1], [1, 2, 1], [2, 2, 1, 1], [1, 1, 1], [1, 5], [3]],
};

/**
 * Examples: the black-and-white ones in the default format (`.nin`), then the colour examples
 * (`colourExamples`, each in a colour format), which the site's board plays too.
 */
export const examples = [
  { name: "jc-solver example (20x20, needs probing)", text: serializeNin(seedExample) },
  { name: "bear (10x10, line-solvable)", text: serializeNin(bearExample) },
  ...colourExamples,
];
