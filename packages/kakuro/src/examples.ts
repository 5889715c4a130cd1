import type { Example } from "@gridsmith/kit";

// Made for Gridsmith with this package's generator (`generate({rows, cols}, 2)`), kept here as plain text;
// clues only, no givens, one solution each (examples.test.ts proves it). Public domain (CC0).

/** Real kakuros in the default text format, smallest first. */
export const examples: Example[] = [
  {
    name: "4x4 starter",
    text: `#   14\\ 19\\ #
\\7  .   .   5\\
\\21 .   .   .
#   \\10 .   .
`,
  },
  {
    name: "7x7",
    text: `#   3\\    38\\ #    12\\ 26\\ #
\\5  .     .   \\3   .   .   3\\
\\8  .     .   12\\9 .   .   .
#   15\\18 .   .    .   .   .
\\22 .     .   .    .   .   3\\
\\23 .     .   .    \\9  .   .
#   \\12   .   .    \\3  .   .
`,
  },
  {
    name: "10x10",
    text: `#   4\\  34\\   #   #     13\\ #     26\\ 22\\ #
\\9  .   .     \\5  .     .   \\15   .   .   14\\
\\7  .   .     .   \\23   .   .     .   .   .
#   12\\ .     29\\ #     11\\ 16\\22 .   .   .
\\18 .   .     .   15\\23 .   .     .   30\\ 5\\
\\45 .   .     .   .     .   .     .   .   .
#   8\\  14\\17 .   .     .   \\12   .   .   .
\\23 .   .     .   #     8\\  #     #   .   3\\
\\16 .   .     .   .     .   \\6    .   .   .
#   \\4  .     .   \\6    .   .     \\5  .   .
`,
  },
];
