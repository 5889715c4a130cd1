// The package's own entry `@gridsmith/sudoku/genres`: the link genres alone, so the catalog knows which package
// reads a puzz.link link without loading any (see `@gridsmith/catalog/lazy`).

/** The names puzz.link gives Sudoku in links; the first is the one written. */
export const GENRES = ["sudoku"] as const;
